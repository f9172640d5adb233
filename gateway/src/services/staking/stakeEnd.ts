import {
  BIG_PAY_DAY,
  EARLY_PENALTY_MIN_DAYS,
  HEARTS_PER_SATOSHI,
  LATE_PENALTY_GRACE_DAYS,
  LATE_PENALTY_SCALE_DAYS,
  MIN_AUTO_STAKE_DAYS,
} from '../../sources/hex/hexConstants';
import { dailyRound, type EndLedger } from './endLedger';
import { accruedYield, adoptionBonus } from './stakeYield';

export interface EndableStake {
  stakedHearts: bigint;
  stakeShares: bigint;
  lockedDay: number;
  stakedDays: number;
  unlockedDay: number;
  isAutoStake: boolean;
}

/** What HEX's stakeEnd would do with a stake today, in hearts (its StakeEnd event's fields and the amount it mints). */
export interface StakeEnd {
  servedDays: number;
  /** `payout`: the yield it computes for the days served (all of it, before any penalty). */
  payout: bigint;
  /** `penalty`: early or late, uncapped — it may exceed principal + payout. */
  penalty: bigint;
  /** `stakeReturn`: principal + payout − penalty, and 0 when the penalty exceeds them. */
  stakeReturn: bigint;
}

/**
 * HEX's stakeEnd on `ledger.currentDay`, ported from HEX-src StakeableToken (stakeEnd,
 * _stakePerformance, _calcPayoutAndEarlyPenalty, _calcLatePenalty) with its integer division order:
 *
 * - not yet locked (started today): the principal back, no payout, no penalty;
 * - unlocked by stakeGoodAccounting (unlockedDay set): the full term served, the late penalty
 *   frozen at the unlock day;
 * - otherwise served = min(today − lockedDay, stakedDays) and the unlock day is today.
 *
 * Null when HEX would refuse (an auto-stake before 350 days) or a needed day is missing.
 */
export function stakeEndToday(stake: EndableStake, ledger: EndLedger): StakeEnd | null {
  if (ledger.currentDay < stake.lockedDay) {
    if (stake.isAutoStake) return null;
    return { servedDays: 0, payout: 0n, penalty: 0n, stakeReturn: stake.stakedHearts };
  }
  let servedDays = stake.stakedDays;
  let unlockedDay = stake.unlockedDay;
  if (unlockedDay === 0) {
    unlockedDay = ledger.currentDay;
    const served = ledger.currentDay - stake.lockedDay;
    if (served <= stake.stakedDays) {
      if (served < MIN_AUTO_STAKE_DAYS && stake.isAutoStake) return null;
      servedDays = served;
    }
  }
  return stakePerformance(stake, servedDays, unlockedDay, ledger);
}

/** _calcPayoutRewards over [begin, end): per-day floors plus BigPayDay's slice (stakeYield.ts). */
function payoutRewards(
  stakeShares: bigint,
  begin: number,
  end: number,
  ledger: EndLedger,
): bigint | null {
  return (
    accruedYield(stakeShares, begin, end, ledger.currentDay, ledger.days, ledger.adoption)
      ?.hearts ?? null
  );
}

function stakePerformance(
  stake: EndableStake,
  servedDays: number,
  unlockedDay: number,
  ledger: EndLedger,
): StakeEnd | null {
  let payout: bigint | null;
  let penalty: bigint;
  if (servedDays < stake.stakedDays) {
    const early = payoutAndEarlyPenalty(stake, servedDays, ledger);
    if (early === null) return null;
    ({ payout, penalty } = early);
  } else {
    payout = payoutRewards(
      stake.stakeShares,
      stake.lockedDay,
      stake.lockedDay + servedDays,
      ledger,
    );
    if (payout === null) return null;
    penalty = latePenalty(stake, unlockedDay, stake.stakedHearts + payout);
  }
  const raw = stake.stakedHearts + payout;
  return { servedDays, payout, penalty, stakeReturn: penalty > raw ? 0n : raw - penalty };
}

/**
 * _calcPayoutAndEarlyPenalty: the penalty is the payout of the first half of the committed term
 * (rounded up, at least 90 days). Served longer than that: exactly those days' payout. Served
 * fewer: the served days' payout scaled up to the penalty days. Served none: the estimated
 * payout of today, times the penalty days.
 */
function payoutAndEarlyPenalty(
  stake: EndableStake,
  servedDays: number,
  ledger: EndLedger,
): { payout: bigint; penalty: bigint } | null {
  const servedEndDay = stake.lockedDay + servedDays;
  const penaltyDays = Math.max(Math.floor((stake.stakedDays + 1) / 2), EARLY_PENALTY_MIN_DAYS);
  if (servedDays === 0) {
    return {
      payout: 0n,
      penalty:
        estimatePayoutRewardsDay(stake.stakeShares, stake.lockedDay, ledger) * BigInt(penaltyDays),
    };
  }
  if (penaltyDays < servedDays) {
    const penaltyEndDay = stake.lockedDay + penaltyDays;
    const penalty = payoutRewards(stake.stakeShares, stake.lockedDay, penaltyEndDay, ledger);
    const delta = payoutRewards(stake.stakeShares, penaltyEndDay, servedEndDay, ledger);
    return penalty === null || delta === null ? null : { payout: penalty + delta, penalty };
  }
  const payout = payoutRewards(stake.stakeShares, stake.lockedDay, servedEndDay, ledger);
  if (payout === null) return null;
  return {
    payout,
    penalty:
      penaltyDays === servedDays ? payout : (payout * BigInt(penaltyDays)) / BigInt(servedDays),
  };
}

/** _calcLatePenalty: nothing through endDay + 14, then 1/700 of principal + payout per day. */
function latePenalty(stake: EndableStake, unlockedDay: number, rawStakeReturn: bigint): bigint {
  const maxUnlockedDay = stake.lockedDay + stake.stakedDays + LATE_PENALTY_GRACE_DAYS;
  if (unlockedDay <= maxUnlockedDay) return 0n;
  return (rawStakeReturn * BigInt(unlockedDay - maxUnlockedDay)) / LATE_PENALTY_SCALE_DAYS;
}

/**
 * _estimatePayoutRewardsDay for a day not yet served: the day's pool as _dailyRoundCalc would make
 * it, shared as if the stake were still in the share total. stakeEnd has just taken its shares out
 * (_stakeUnlock) and the estimate adds them back, so the denominator is the total that still holds
 * them: the ledger's, not the ledger's plus the stake's again.
 */
function estimatePayoutRewardsDay(stakeShares: bigint, day: number, ledger: EndLedger): bigint {
  const round = {
    allocSupply: ledger.allocSupply,
    stakePenaltyTotal: ledger.stakePenaltyTotal,
    mintOrigin: 0n,
  };
  const payoutTotal = dailyRound(round, day, ledger.adoption, ledger.unclaimedSatoshisTotal);
  // The total always holds the stake on HEX; a smaller one is an inconsistent read, not a zero divisor.
  const sharesTotal = ledger.stakeSharesTotal < stakeShares ? stakeShares : ledger.stakeSharesTotal;
  let payout = (payoutTotal * stakeShares) / sharesTotal;
  if (day === BIG_PAY_DAY) {
    const bigPaySlice =
      (ledger.unclaimedSatoshisTotal * HEARTS_PER_SATOSHI * stakeShares) / sharesTotal;
    payout += bigPaySlice + adoptionBonus(bigPaySlice, ledger.adoption);
  }
  return payout;
}
