import {
  HEX_LAUNCH_TIME,
  LATE_PENALTY_GRACE_DAYS,
  SECONDS_PER_DAY,
} from '../../sources/hex/hexConstants';
import type { HexStakeRow } from './stakingModel';

/**
 * A day a holder must act by: `end`, the stake's end day (from then on stakeEnd pays the full
 * term), and `lastGraceDay`, endDay + 14, the last day HEX charges no late penalty
 * (_calcLatePenalty: nothing while unlockedDay ≤ lockedDay + stakedDays + 14).
 */
export interface StakeDeadline {
  kind: 'end' | 'lastGraceDay';
  day: number;
  /** The UTC date the HEX day falls on, YYYY-MM-DD: HEX days start at 00:00 UTC. */
  date: string;
  stake: HexStakeRow;
}

/** The UTC date of a HEX day (UPSTREAMS.md §8: day = (time − LAUNCH_TIME) / 86400). */
function hexDayDate(day: number): string {
  return new Date((HEX_LAUNCH_TIME + day * SECONDS_PER_DAY) * 1000).toISOString().slice(0, 10);
}

/**
 * Both deadlines of every stake still locked (unlockedDay 0), past ones included so a calendar
 * keeps them. A stake ended by stakeGoodAccounting has none: its penalty is already fixed.
 */
export function stakeDeadlines(rows: readonly HexStakeRow[]): StakeDeadline[] {
  return rows
    .filter((stake) => stake.unlockedDay === 0)
    .flatMap((stake) =>
      (
        [
          ['end', stake.endDay],
          ['lastGraceDay', stake.endDay + LATE_PENALTY_GRACE_DAYS],
        ] as const
      ).map(([kind, day]) => ({ kind, day, date: hexDayDate(day), stake })),
    );
}
