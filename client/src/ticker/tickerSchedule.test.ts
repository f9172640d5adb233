import { describe, expect, it } from '@jest/globals';
import { nextTickerDelay } from './tickerSchedule';

describe('nextTickerDelay (spec §9: 60 s × min(2^failures, 5) + up to 5 s jitter)', () => {
  it.each([
    [0, 60_000],
    [1, 120_000],
    [2, 240_000],
    [3, 300_000],
    [10, 300_000],
  ])('after %p failures waits %p ms before jitter', (failures, base) => {
    expect(nextTickerDelay(failures, () => 0)).toBe(base);
  });

  it('adds up to 5 s of jitter, never reaching 5 s', () => {
    expect(nextTickerDelay(0, () => 0.5)).toBe(62_500);
    expect(nextTickerDelay(0, () => 0.999999)).toBeLessThan(65_000);
    expect(nextTickerDelay(3, () => 0.999999)).toBeLessThan(305_000);
  });
});
