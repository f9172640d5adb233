import { describe, expect, it } from '@jest/globals';
import { feeGrowthInside, uncollectedFees } from './feeMath';

const Q128 = 1n << 128n;
const MAX = (1n << 256n) - 1n;

describe('feeGrowthInside', () => {
  const outside = {
    feeGrowthGlobalX128: 1000n * Q128,
    lowerOutsideX128: 100n * Q128,
    upperOutsideX128: 300n * Q128,
  };

  it('is global minus what grew below and above the range, by where the price is', () => {
    // In range: below = lower's outside, above = upper's outside.
    expect(feeGrowthInside({ ...outside, tick: 0 }, -60, 60)).toBe(600n * Q128);
    // Below the range both outsides flip for the lower tick: 1000 − (1000 − 100) − 300.
    expect(feeGrowthInside({ ...outside, tick: -120 }, -60, 60)).toBe(MAX + 1n - 200n * Q128);
  });

  it('wraps modulo 2^256 as the contract does, so differences of wrapped values stay right', () => {
    const wrapped = feeGrowthInside(
      { tick: 0, feeGrowthGlobalX128: 5n, lowerOutsideX128: 10n, upperOutsideX128: 0n },
      -60,
      60,
    );
    expect(wrapped).toBe(MAX - 4n);
    // Later the inside grows by 7: the difference is 7 although the counter went round.
    expect(uncollectedFees(wrapped + 7n - (MAX + 1n), wrapped, Q128, 0n)).toBe(7n);
  });
});

describe('uncollectedFees', () => {
  it('adds tokensOwed to liquidity × growth since the last update ÷ 2^128, rounded down', () => {
    expect(uncollectedFees(3n * Q128 + Q128 / 2n, Q128, 10n, 4n)).toBe(4n + 25n);
    expect(uncollectedFees(Q128 + 1n, Q128, Q128 - 1n, 0n)).toBe(0n);
  });
});
