import { describe, expect, it } from '@jest/globals';
import { getSqrtRatioAtTick, MAX_TICK, MIN_TICK } from './tickMath';

describe('getSqrtRatioAtTick', () => {
  // Uniswap v3-core's TickMath test vectors.
  it.each([
    [MIN_TICK, 4295128739n],
    [MIN_TICK + 1, 4295343490n],
    [MAX_TICK - 1, 1461373636630004318706518188784493106690254656249n],
    [MAX_TICK, 1461446703485210103287273052203988822378723970342n],
    [-50, 79030349367926598376800521322n],
    [50, 79426470787362580746886972461n],
    [-100, 78833030112140176575862854579n],
    [100, 79625275426524748796330556128n],
    [0, 1n << 96n],
  ])('at tick %i is %s', (tick, expected) => {
    expect(getSqrtRatioAtTick(tick)).toBe(expected);
  });

  // 1.0001 ** tick in floating point is itself off by ~1e-12 at large ticks; a wrong factor is off by far more.
  it('stays within 1e-10 of sqrt(1.0001^tick) · 2^96 for every bit of the tick, both signs', () => {
    for (let bit = 0; bit < 20; bit++)
      for (const tick of [1 << bit, -(1 << bit)].filter((t) => Math.abs(t) <= MAX_TICK)) {
        const exact = Math.sqrt(1.0001 ** tick) * 2 ** 96;
        expect(Math.abs(Number(getSqrtRatioAtTick(tick)) / exact - 1)).toBeLessThan(1e-10);
      }
  });

  it('refuses ticks beyond the range', () => {
    expect(() => getSqrtRatioAtTick(MIN_TICK - 1)).toThrow(RangeError);
    expect(() => getSqrtRatioAtTick(MAX_TICK + 1)).toThrow(RangeError);
  });
});
