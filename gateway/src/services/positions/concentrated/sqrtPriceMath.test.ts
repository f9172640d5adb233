import { describe, expect, it } from '@jest/globals';
import { getAmount0Delta, getAmount1Delta, isInRange, positionAmounts } from './sqrtPriceMath';
import { getSqrtRatioAtTick } from './tickMath';

const Q96 = 1n << 96n;
/** encodePriceSqrt(121, 100) of Uniswap's tests: √1.21 · 2^96, rounded down. */
const SQRT_1_21 = (Q96 * 11n) / 10n;
const E18 = 10n ** 18n;

describe('SqrtPriceMath amounts (Uniswap v3-core test vectors)', () => {
  it('pays 0.0909… token0 for 1e18 liquidity between price 1 and 1.21, one wei less rounded down', () => {
    expect(getAmount0Delta(Q96, SQRT_1_21, E18, true)).toBe(90909090909090910n);
    expect(getAmount0Delta(Q96, SQRT_1_21, E18, false)).toBe(90909090909090909n);
    expect(getAmount0Delta(SQRT_1_21, Q96, E18, false)).toBe(90909090909090909n);
  });

  it('pays 0.1 token1 for the same move, one wei less rounded down', () => {
    expect(getAmount1Delta(Q96, SQRT_1_21, E18, true)).toBe(100000000000000000n);
    expect(getAmount1Delta(Q96, SQRT_1_21, E18, false)).toBe(99999999999999999n);
  });

  it('pays nothing without liquidity or without a price move', () => {
    expect(getAmount0Delta(Q96, SQRT_1_21, 0n, true)).toBe(0n);
    expect(getAmount1Delta(Q96, Q96, E18, true)).toBe(0n);
  });
});

describe('positionAmounts', () => {
  const [lower, upper] = [-600, 600];
  const liquidity = 10n ** 20n;

  it('is all token0 below the range and all token1 above it, with the full-range amounts', () => {
    const below = { tick: -601, sqrtPriceX96: getSqrtRatioAtTick(-601) };
    const above = { tick: 600, sqrtPriceX96: getSqrtRatioAtTick(600) };
    const full0 = getAmount0Delta(
      getSqrtRatioAtTick(lower),
      getSqrtRatioAtTick(upper),
      liquidity,
      false,
    );
    const full1 = getAmount1Delta(
      getSqrtRatioAtTick(lower),
      getSqrtRatioAtTick(upper),
      liquidity,
      false,
    );
    expect(positionAmounts(below, lower, upper, liquidity)).toEqual([full0, 0n]);
    // At tickUpper the position is out of range: the pool's rule is tick < tickUpper.
    expect(positionAmounts(above, lower, upper, liquidity)).toEqual([0n, full1]);
    expect([isInRange(below, lower, upper), isInRange(above, lower, upper)]).toEqual([
      false,
      false,
    ]);
  });

  it('splits at the current price inside the range, each side rounded down', () => {
    const pool = { tick: 0, sqrtPriceX96: Q96 };
    const [amount0, amount1] = positionAmounts(pool, lower, upper, liquidity);
    expect(amount0).toBe(getAmount0Delta(Q96, getSqrtRatioAtTick(upper), liquidity, false));
    expect(amount1).toBe(getAmount1Delta(getSqrtRatioAtTick(lower), Q96, liquidity, false));
    // Symmetric range around price 1: both sides hold about the same, token0 a hair more.
    expect(Number(amount0) / Number(amount1)).toBeCloseTo(1.03, 1);
    expect(isInRange(pool, lower, upper)).toBe(true);
  });
});
