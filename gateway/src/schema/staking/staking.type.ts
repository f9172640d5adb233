import { USD_QUOTE, type FxQuote } from '../../services/fx/fxQuote';
import { inCurrency } from '../../services/fx/inCurrency';
import { Fx } from '../fx/fx.type';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { HEX_CHAINS, HEX_DEPLOYMENTS, type HexChain } from '../../../../shared/src/chains';
import type {
  HexStakeRow,
  StakingIssue,
  StakingResultModel,
} from '../../services/staking/stakingModel';
import { ChainKeyEnum } from '../chain/chain.type';
import { SourceStatus } from '../holding/holding.type';
import { AddressScalar } from '../scalars/address';

/**
 * GraphQL names per spec §2's two staking pages; values are the chain keys HEX lives on. Derived
 * from the registry's HEX_DEPLOYMENTS, so a value is a HexChain with no cast.
 */
export const HexNetworkEnum = Object.fromEntries(
  HEX_CHAINS.map((chain) => [HEX_DEPLOYMENTS[chain].network, chain]),
) as { readonly [Chain in HexChain as (typeof HEX_DEPLOYMENTS)[Chain]['network']]: Chain };
export type HexNetworkEnum = HexChain;

registerEnumType(HexNetworkEnum, {
  name: 'HexNetwork',
  description:
    'PULSECHAIN: HEX on PulseChain (369). ETHEREUM: eHEX, the original HEX on Ethereum (1).',
});

export enum HexStakeStatusEnum {
  PENDING = 'pending',
  ACTIVE = 'active',
  READY = 'ready',
  OVERDUE = 'overdue',
  ENDED = 'ended',
}

registerEnumType(HexStakeStatusEnum, {
  name: 'HexStakeStatus',
  description:
    'PENDING: started today, locked from lockedDay (tomorrow); ending it now returns the principal, no penalty. ACTIVE: locked, before endDay. READY: from endDay through endDay + 14, when HEX charges no late penalty. OVERDUE: later; each day costs 1/700 of the return. ENDED: unlockedDay is set.',
});

@ObjectType({
  description:
    'One HEX or eHEX stake (spec §3 "HEX stake row"), with its day math, yield and value.',
})
export class HexStake {
  @Field(() => ID, {
    description: 'chain:wallet:stakeId — stable while stakeIndex moves as other stakes end.',
  })
  id!: string;

  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => AddressScalar)
  wallet!: string;

  @Field(() => Int, {
    description:
      "Position in the staker's stakeLists (the wallet's, or 0 in an HSI's); changes when an earlier stake ends.",
  })
  stakeIndex!: number;

  @Field(() => Boolean, {
    description:
      "True when the stake is held through a Hedron HEX Stake Instance (HSI) the wallet owns: the HSI contract is HEX's staker.",
  })
  isHsi!: boolean;

  @Field(() => Boolean, {
    description:
      'True when that HSI is tokenized: the wallet owns the HSIM NFT (hsiTokenId), not an hsiLists entry.',
  })
  isTokenized!: boolean;

  @Field(() => AddressScalar, {
    nullable: true,
    description:
      'The HSI contract holding the stake (stakeLists(hsiAddress, 0)); null for the wallet’s own stakes.',
  })
  hsiAddress!: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "The HSI's index in HSIM's hsiLists(wallet, i), as hexStakeEnd takes it; null when tokenized or not an HSI.",
  })
  hsiIndex!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The HSIM NFT id (uint256, decimal string) when the HSI is tokenized.',
  })
  hsiTokenId!: string | null;

  @Field(() => String, { description: 'uint40, as a decimal string (can exceed Int).' })
  stakeId!: string;

  @Field(() => String, { description: 'Principal in hearts (base units), exact.' })
  stakedHearts!: string;

  @Field(() => String, {
    description: 'Principal in HEX: stakedHearts / 1e8, exact decimal string.',
  })
  principalHex!: string;

  @Field(() => String, { description: 'Shares, exact.' })
  stakeShares!: string;

  @Field(() => String, { description: 'stakeShares / 1e12, exact decimal string.' })
  tShares!: string;

  @Field(() => Int, { description: 'First day the stake earns.' })
  lockedDay!: number;

  @Field(() => Int)
  stakedDays!: number;

  @Field(() => Int, {
    description: '0 while the stake is active; the day it was unlocked otherwise.',
  })
  unlockedDay!: number;

  @Field(() => Boolean)
  isAutoStake!: boolean;

  @Field(() => Int, {
    description: 'lockedDay + stakedDays: the first day it can end without an early penalty.',
  })
  endDay!: number;

  @Field(() => Int)
  daysServed!: number;

  @Field(() => Int)
  daysRemaining!: number;

  @Field(() => Float, { description: 'daysServed / stakedDays, 0 to 1.' })
  progress!: number;

  @Field(() => HexStakeStatusEnum)
  status!: HexStakeStatusEnum;

  @Field(() => String, {
    nullable: true,
    description:
      "Yield accrued so far in HEX (BigPayDay included), exact, from the chain's own daily data; null when that could not be read.",
  })
  yieldHex!: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Yield so far as a simple annual rate on the principal, in percent.',
  })
  apyPct!: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "HEX's stakeEnd payout if the stake were ended today, in HEX, exact (HEX.sol _stakePerformance): the full term's payout once served (from lockedDay to endDay, or to unlockedDay's term after stakeGoodAccounting), else the payout of the days served so far. Days HEX has not stored yet are computed as stakeEnd would store them first. 0 for a stake not yet locked. Null when HEX's globals or daily data could not be read, or HEX would refuse the end (an auto-stake before 350 days).",
  })
  payoutIfEndedTodayHex!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The penalty stakeEnd would charge today, in HEX, exact and uncapped (HEX.sol _calcPayoutAndEarlyPenalty / _calcLatePenalty). Early (before endDay): the payout of the first max(ceil(stakedDays / 2), 90) days; when fewer days were served, the served payout × penaltyDays / servedDays; on the lock day itself, the estimated day payout × penaltyDays. Late: 0 through endDay + 14, then (principal + payout) × (days past endDay + 14) / 700, counted to today or, after stakeGoodAccounting, to unlockedDay (frozen). May exceed principal + payout. Null as payoutIfEndedTodayHex.',
  })
  penaltyIfEndedTodayHex!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'What stakeEnd would transfer to the staker today, in HEX, exact: principal + payoutIfEndedToday − penaltyIfEndedToday, and 0 when the penalty exceeds principal + payout (HEX.sol _stakePerformance). Null as payoutIfEndedTodayHex.',
  })
  returnIfEndedTodayHex!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "What the holder would lose by ending the stake today, in HEX, exact: principal + payoutIfEndedToday − returnIfEndedToday, i.e. the penalty capped at principal + payout (HEX.sol _stakePerformance's cappedPenalty). The figure to show a holder; penaltyIfEndedTodayHex is the contract's uncapped one. For a stake ended by stakeGoodAccounting, what its frozen penalty takes. Null as payoutIfEndedTodayHex.",
  })
  lossIfEndedTodayHex!: string | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "returnIfEndedTodayHex × the HEX price of this chain: the stake's value to its holder today. Null without either. Staking totals sum this.",
  })
  valueUsd!: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      '(principal + yieldHex) × the HEX price of this chain, penalties ignored: the gross value. Null without either.',
  })
  grossValueUsd!: number | null;

  /** The rate of the result's currency (StakingResult.fx). */
  fxRate: number | null = 1;

  @Field(() => Float, { nullable: true, description: "valueUsd in the result's currency (fx)." })
  get value(): number | null {
    return inCurrency(this.valueUsd, this.fxRate);
  }

  @Field(() => Float, {
    nullable: true,
    description: "grossValueUsd in the result's currency (fx).",
  })
  get grossValue(): number | null {
    return inCurrency(this.grossValueUsd, this.fxRate);
  }

  static from(row: HexStakeRow): HexStake {
    return Object.assign(new HexStake(), {
      ...row,
      chain: row.chain,
      status: row.status as HexStakeStatusEnum,
      isHsi: row.hsiAddress !== null,
      isTokenized: row.hsiTokenId !== null,
    });
  }
}

@ObjectType({
  description:
    'A spec §8 staking text: a wallet that could not be read, or a chain-wide failure (wallet null).',
})
export class StakingError {
  @Field(() => AddressScalar, { nullable: true })
  wallet!: string | null;

  @Field(() => String)
  message!: string;

  static from(issue: StakingIssue): StakingError {
    return Object.assign(new StakingError(), issue);
  }
}

@ObjectType({ description: 'HEX or eHEX stakes of some wallets (spec §3 "Staking result").' })
export class StakingResult {
  @Field(() => HexNetworkEnum)
  network!: HexNetworkEnum;

  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => String, { description: 'HEX or eHEX.' })
  unit!: string;

  @Field(() => [AddressScalar], {
    description: 'The wallets read: lowercased, duplicates removed.',
  })
  wallets!: string[];

  @Field(() => Int, {
    description: "HEX's currentDay(); from the clock (UPSTREAMS.md §8) when it could not be read.",
  })
  currentDay!: number;

  @Field(() => [HexStake], {
    description: 'Active stakes (unlockedDay 0), by wallet then stakeIndex.',
  })
  rows!: HexStake[];

  @Field(() => [HexStake], { description: 'Ended stakes (unlockedDay set), same order.' })
  rowsEnded!: HexStake[];

  @Field(() => String, {
    nullable: true,
    description: 'HEX paid per T-share on payoutDay, with exactly 7 decimals.',
  })
  payoutPerTShareDailyHex!: string | null;

  @Field(() => Int, { nullable: true, description: 'The last day HEX has stored daily data for.' })
  payoutDay!: number | null;

  @Field(() => Float, { nullable: true, description: "USD price of this chain's HEX." })
  priceUsd!: number | null;

  @Field(() => Fx, {
    description: "The currency of price and of the stakes' value and grossValue, and its rate.",
  })
  fx: Fx = Fx.from(USD_QUOTE);

  @Field(() => Float, { nullable: true, description: 'priceUsd in fx.currency.' })
  get price(): number | null {
    return inCurrency(this.priceUsd, this.fx.rate);
  }

  /** Gives every value of this answer in the quote's currency as well. */
  inCurrency(quote: FxQuote): this {
    this.fx = Fx.from(quote);
    for (const row of [...this.rows, ...this.rowsEnded]) row.fxRate = quote.rate;
    return this;
  }

  @Field(() => [StakingError], {
    description: 'Spec §8 texts: wallets that could not be read, chain-wide failures.',
  })
  errors!: StakingError[];

  @Field(() => [SourceStatus])
  sources!: SourceStatus[];

  @Field(() => String, { description: 'ISO 8601 time this answer was assembled.' })
  updatedAt!: string;

  static from(result: StakingResultModel): StakingResult {
    return Object.assign(new StakingResult(), {
      network: result.chain,
      chain: result.chain,
      unit: result.unit,
      wallets: result.wallets,
      currentDay: result.currentDay,
      rows: result.rows.map((row) => HexStake.from(row)),
      rowsEnded: result.rowsEnded.map((row) => HexStake.from(row)),
      payoutPerTShareDailyHex: result.payoutPerTShareDailyHex,
      payoutDay: result.payoutDay,
      priceUsd: result.priceUsd,
      errors: result.errors.map((issue) => StakingError.from(issue)),
      sources: result.statuses.map((status) => SourceStatus.from(status)),
      updatedAt: result.updatedAt.toISOString(),
    });
  }
}
