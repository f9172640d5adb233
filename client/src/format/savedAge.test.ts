import { describe, expect, it } from '@jest/globals';
import { SAVED_DATA_MAX_AGE_MS, savedAge } from './savedAge';

describe('savedAge (spec §3 computed stale flag, §9 max age 30 min)', () => {
  const now = new Date(2026, 10, 23, 14, 2);

  it('is fresh up to 30 minutes, stale past them', () => {
    expect(SAVED_DATA_MAX_AGE_MS).toBe(1_800_000);
    expect(savedAge(new Date(now.getTime() - SAVED_DATA_MAX_AGE_MS), now).stale).toBe(false);
    expect(savedAge(new Date(now.getTime() - SAVED_DATA_MAX_AGE_MS - 1), now).stale).toBe(true);
  });

  it('asks for the date when the answer is from another day, even a minute before midnight', () => {
    expect(savedAge(new Date(2026, 10, 23, 0, 1), now).showDate).toBe(false);
    expect(savedAge(new Date(2026, 10, 20, 14, 2), now)).toEqual({ stale: true, showDate: true });
    const justAfterMidnight = new Date(2026, 10, 24, 0, 0, 30);
    expect(savedAge(new Date(2026, 10, 23, 23, 59, 50), justAfterMidnight)).toEqual({
      stale: false,
      showDate: true,
    });
  });
});
