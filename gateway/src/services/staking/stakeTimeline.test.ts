import { describe, expect, it } from '@jest/globals';
import { hexDayAt, stakeTimeline } from './stakeTimeline';

describe('stakeTimeline', () => {
  // lockedDay 100 + 30 days: earns on days 100 … 129, endDay 130.
  const stake = { lockedDay: 100, stakedDays: 30, unlockedDay: 0 };

  it.each([
    // [currentDay, status, daysServed, daysRemaining]
    [99, 'pending', 0, 31], // started today: locked from tomorrow
    [100, 'active', 0, 30],
    [115, 'active', 15, 15],
    [129, 'active', 29, 1],
    [130, 'ready', 30, 0], // endDay: no early penalty any more
    [144, 'ready', 30, 0], // endDay + 14: still no late penalty (HEX _calcLatePenalty)
    [145, 'overdue', 30, 0],
    [900, 'overdue', 30, 0],
  ])(
    'on day %i it is %s, %i days served, %i remaining',
    (currentDay, status, daysServed, daysRemaining) => {
      const timeline = stakeTimeline(stake, currentDay);
      expect(timeline).toMatchObject({ endDay: 130, status, daysServed, daysRemaining });
      expect(timeline.progress).toBeCloseTo(daysServed / 30, 12);
    },
  );

  it('is ENDED once unlockedDay is set, whatever the day, and stops accruing there', () => {
    expect(stakeTimeline({ ...stake, unlockedDay: 140 }, 500)).toMatchObject({
      status: 'ended',
      servedEndDay: 130,
      daysServed: 30,
      daysRemaining: 0,
      progress: 1,
    });
    // An unlock before endDay (an early end) serves only up to it.
    expect(stakeTimeline({ ...stake, unlockedDay: 110 }, 110)).toMatchObject({
      status: 'ended',
      servedEndDay: 110,
      daysServed: 10,
      progress: 10 / 30,
    });
  });
});

describe('hexDayAt (UPSTREAMS.md §8 day math)', () => {
  it('counts whole days since LAUNCH_TIME 2019-12-03T00:00:00Z, day 0 being launch day', () => {
    expect(hexDayAt(Date.UTC(2019, 11, 3))).toBe(0);
    expect(hexDayAt(Date.UTC(2019, 11, 3, 23, 59, 59))).toBe(0);
    expect(hexDayAt(Date.UTC(2019, 11, 4))).toBe(1);
    // The sandbox world's clock, 2026-08-20T10:00:00Z.
    expect(hexDayAt(1_787_220_000_000)).toBe(2452);
  });
});
