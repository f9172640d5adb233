import { formatUnits } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import type { DailyData } from '../../sources/hex/dailyWord';
import type { DayRange } from '../../sources/hex/getDailyDataRanges';
import type { HexStakeEntry } from '../../sources/hex/getStakeLists';
import type { HexChain } from '../../../../shared/src/chains';
import { BIG_PAY_DAY, HEX_DECIMALS, TSHARE_DECIMALS } from '../../sources/hex/hexConstants';
import type { HexStakeRow } from './stakingModel';
import type { EndLedger } from './endLedger';
import { stakeEndToday } from './stakeEnd';
import { accruedYield, apyPct, type AdoptionStats } from './stakeYield';
import { stakeTimeline } from './stakeTimeline';

/** What the yield needs beyond the stake: the chain's stored days. Absent when they could not be read. */
export interface YieldInputs {
  dailyDataCount: number;
  days: ReadonlyMap<number, DailyData>;
  adoption: AdoptionStats;
}

export interface RowContext {
  chain: HexChain;
  currentDay: number;
  yieldInputs: YieldInputs | null;
  /** HEX as a stakeEnd today would find it; null when the globals or days behind it could not be read. */
  endLedger: EndLedger | null;
  priceUsd: number | null;
}

/** The days a stake's yield sums over, plus BigPayDay when its range spans day 352. */
export function yieldRanges(stakes: readonly HexStakeEntry[], currentDay: number): DayRange[] {
  return stakes.flatMap((stake) => {
    const { servedEndDay } = stakeTimeline(stake, currentDay);
    const range = { begin: stake.lockedDay, end: servedEndDay };
    const spansBigPayDay = stake.lockedDay <= BIG_PAY_DAY && servedEndDay > BIG_PAY_DAY;
    return spansBigPayDay ? [range, { begin: BIG_PAY_DAY, end: BIG_PAY_DAY + 1 }] : [range];
  });
}

export function stakeRow(wallet: Address, stake: HexStakeEntry, context: RowContext): HexStakeRow {
  const timeline = stakeTimeline(stake, context.currentDay);
  const principal = BigInt(stake.stakedHearts);
  const inputs = context.yieldInputs;
  const earned =
    inputs &&
    accruedYield(
      BigInt(stake.stakeShares),
      stake.lockedDay,
      timeline.servedEndDay,
      inputs.dailyDataCount,
      inputs.days,
      inputs.adoption,
    );
  const grossHex = earned ? Number(formatUnits(principal + earned.hearts, HEX_DECIMALS)) : null;
  const end =
    context.endLedger &&
    stakeEndToday(
      { ...stake, stakedHearts: principal, stakeShares: BigInt(stake.stakeShares) },
      context.endLedger,
    );
  const hex = (hearts: bigint | undefined) =>
    hearts === undefined ? null : formatUnits(hearts, HEX_DECIMALS);
  const usd = (amountHex: number | null) =>
    amountHex !== null && context.priceUsd !== null ? amountHex * context.priceUsd : null;
  const { hsi, ...entry } = stake;
  return {
    ...entry,
    id: `${context.chain}:${wallet}:${stake.stakeId}`,
    hsiAddress: hsi?.address ?? null,
    hsiIndex: hsi?.hsiIndex ?? null,
    hsiTokenId: hsi?.tokenId ?? null,
    chain: context.chain,
    wallet,
    principalHex: formatUnits(principal, HEX_DECIMALS),
    tShares: formatUnits(BigInt(stake.stakeShares), TSHARE_DECIMALS),
    endDay: timeline.endDay,
    daysServed: timeline.daysServed,
    daysRemaining: timeline.daysRemaining,
    progress: timeline.progress,
    status: timeline.status,
    yieldHex: earned ? formatUnits(earned.hearts, HEX_DECIMALS) : null,
    apyPct: earned ? apyPct(principal, earned.hearts, earned.days) : null,
    payoutIfEndedTodayHex: hex(end?.payout),
    penaltyIfEndedTodayHex: hex(end?.penalty),
    returnIfEndedTodayHex: hex(end?.stakeReturn),
    lossIfEndedTodayHex: hex(end ? principal + end.payout - end.stakeReturn : undefined),
    valueUsd: usd(end ? Number(formatUnits(end.stakeReturn, HEX_DECIMALS)) : null),
    grossValueUsd: usd(grossHex),
  };
}
