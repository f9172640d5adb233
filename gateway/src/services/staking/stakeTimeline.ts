import {
  HEX_LAUNCH_TIME,
  LATE_PENALTY_GRACE_DAYS,
  SECONDS_PER_DAY,
} from '../../sources/hex/hexConstants';

export type StakeStatus = 'pending' | 'active' | 'ready' | 'overdue' | 'ended';

export interface StakeDays {
  lockedDay: number;
  stakedDays: number;
  unlockedDay: number;
}

export interface StakeTimeline {
  /** lockedDay + stakedDays: the first day the stake can end without an early penalty. */
  endDay: number;
  /** The day accrual stops (exclusive): endDay, or the unlock day, or today, whichever is first. */
  servedEndDay: number;
  daysServed: number;
  daysRemaining: number;
  /** daysServed / stakedDays, 0–1. */
  progress: number;
  status: StakeStatus;
}

/** UPSTREAMS.md §8: currentDay = (now − LAUNCH_TIME) / 86400; used when the chain's currentDay() cannot be read. */
export function hexDayAt(nowMs: number): number {
  return Math.floor((nowMs / 1000 - HEX_LAUNCH_TIME) / SECONDS_PER_DAY);
}

/**
 * Where a stake stands on `currentDay`. A stake earns from lockedDay (the day after it was
 * started) up to, not including, endDay = lockedDay + stakedDays (UPSTREAMS.md §8).
 *
 * Status (DECISIONS: stake status), from HEX's own penalty rules:
 * - ENDED once unlockedDay ≠ 0 (spec §3: "unlockedDay of 0 means active; otherwise ended");
 * - PENDING before lockedDay: started today, it locks tomorrow and has served nothing; ending it
 *   now returns the principal with no penalty (stakeEnd's branch for a stake not yet locked);
 * - ACTIVE before endDay (ending now would cost an early-end penalty);
 * - READY from endDay through endDay + 14: _calcLatePenalty charges nothing while
 *   unlockedDay ≤ lockedDay + stakedDays + LATE_PENALTY_GRACE_DAYS;
 * - OVERDUE after that, when each further day costs 1/700 of the stake's return.
 */
export function stakeTimeline(stake: StakeDays, currentDay: number): StakeTimeline {
  const endDay = stake.lockedDay + stake.stakedDays;
  const ended = stake.unlockedDay !== 0;
  const servedEndDay = Math.min(endDay, ended ? stake.unlockedDay : currentDay);
  const daysServed = Math.max(0, servedEndDay - stake.lockedDay);
  const daysRemaining = ended ? 0 : Math.max(0, endDay - currentDay);
  const progress = stake.stakedDays > 0 ? Math.min(1, daysServed / stake.stakedDays) : 1;
  let status: StakeStatus;
  if (ended) status = 'ended';
  else if (currentDay < stake.lockedDay) status = 'pending';
  else if (currentDay < endDay) status = 'active';
  else if (currentDay <= endDay + LATE_PENALTY_GRACE_DAYS) status = 'ready';
  else status = 'overdue';
  return { endDay, servedEndDay, daysServed, daysRemaining, progress, status };
}
