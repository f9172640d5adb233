import type { Address } from '../../../../shared/src/addresses';
import type { HexStakeEntry } from '../../sources/hex/getStakeLists';
import type { HexChain } from '../../../../shared/src/chains';
import type { SourceStatus } from '../sourceStatus';
import type { ChainReader } from './cachedStakes';
import type { StakeStatus } from './stakeTimeline';

/** A stake as the staking pages show it (spec §3 "HEX stake row"), with its day math and yield. */
export interface HexStakeRow extends Omit<HexStakeEntry, 'hsi'> {
  /** chain:wallet:stakeId — stakeIndex moves when stakes end, stakeId does not. */
  id: string;
  /** The Hedron HSI holding the stake (its staker; stakeIndex is then 0), null for the wallet's own stakes. */
  hsiAddress: Address | null;
  /** The HSI's position in the wallet's hsiLists; null when tokenized or not an HSI. */
  hsiIndex: number | null;
  /** The HSI NFT's id when the wallet holds the HSI tokenized. */
  hsiTokenId: string | null;
  chain: HexChain;
  wallet: Address;
  /** stakedHearts / 1e8, exact (spec §9). */
  principalHex: string;
  /** stakeShares / 1e12, exact (spec §9). */
  tShares: string;
  endDay: number;
  daysServed: number;
  daysRemaining: number;
  progress: number;
  status: StakeStatus;
  /** Accrued yield in HEX, exact; null when the daily data could not be read. */
  yieldHex: string | null;
  apyPct: number | null;
  /**
   * What HEX's stakeEnd would do today (stakeEnd.ts), in HEX, exact: the payout it computes for the
   * days served, its early or late penalty (uncapped), and the amount it would mint to the staker.
   * Null when HEX's globals or days could not be read, or HEX would refuse the end.
   */
  payoutIfEndedTodayHex: string | null;
  penaltyIfEndedTodayHex: string | null;
  returnIfEndedTodayHex: string | null;
  /** principal + payout − return: the penalty as the holder feels it, capped at principal + payout. */
  lossIfEndedTodayHex: string | null;
  /** returnIfEndedToday × HEX price: what the stake is worth to its holder today. */
  valueUsd: number | null;
  /** (principal + yield so far) × HEX price, penalties ignored; null without a price or a yield. */
  grossValueUsd: number | null;
}

/** One of spec §8's staking texts, with the wallet it is about (null: the whole chain). */
export interface StakingIssue {
  wallet: Address | null;
  message: string;
}

/** Spec §3 "Staking result", plus what the gateway adds: price, issues and source statuses. */
export interface StakingResultModel {
  chain: HexChain;
  unit: string;
  wallets: Address[];
  currentDay: number;
  dailyDataCount: number | null;
  /** Active stakes (unlockedDay 0), by wallet then stakeIndex. */
  rows: HexStakeRow[];
  /** Ended stakes (unlockedDay ≠ 0), same order. */
  rowsEnded: HexStakeRow[];
  /** The day payoutPerTShareDailyHex is about: the last day HEX has stored. */
  payoutDay: number | null;
  payoutPerTShareDailyHex: string | null;
  priceUsd: number | null;
  errors: StakingIssue[];
  statuses: SourceStatus[];
  updatedAt: Date;
}

export interface HexPrice {
  priceUsd: number | null;
  statuses: SourceStatus[];
}

/** The USD price of HEX on a chain; a parameter so the staking service does not know the price engine. */
export type HexPriceLookup = (chain: HexChain, fresh: boolean) => Promise<HexPrice>;

export interface StakingDeps extends ChainReader {
  price: HexPriceLookup;
  /** ms; the day math's clock when currentDay() cannot be read. */
  now?: () => number;
}
