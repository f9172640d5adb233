/**
 * The token amounts a concentrated position stands for, as Uniswap v3's pool pays them when the
 * whole liquidity is burnt (SqrtPriceMath.getAmount0Delta / getAmount1Delta with rounding down;
 * Pool._modifyPosition picks the sides by the current tick, not by the price). bigint makes
 * FullMath.mulDiv a plain multiply-then-divide: no 512-bit tricks are needed for exactness.
 */
import { getSqrtRatioAtTick } from './tickMath';

const Q96 = 1n << 96n;

function divRoundingUp(numerator: bigint, denominator: bigint): bigint {
  return numerator / denominator + (numerator % denominator === 0n ? 0n : 1n);
}

/**
 * Token0 between two prices for `liquidity`: L · 2^96 · (√b − √a) ÷ √b ÷ √a.
 * @internal exported for the math's tests (Uniswap's published vectors).
 */
export function getAmount0Delta(
  sqrtRatioA: bigint,
  sqrtRatioB: bigint,
  liquidity: bigint,
  roundUp: boolean,
): bigint {
  const [lower, upper] =
    sqrtRatioA > sqrtRatioB ? [sqrtRatioB, sqrtRatioA] : [sqrtRatioA, sqrtRatioB];
  if (lower <= 0n) throw new RangeError('sqrt price must be positive');
  const numerator1 = liquidity << 96n;
  const numerator2 = upper - lower;
  return roundUp
    ? divRoundingUp(divRoundingUp(numerator1 * numerator2, upper), lower)
    : (numerator1 * numerator2) / upper / lower;
}

/**
 * Token1 between two prices for `liquidity`: L · (√b − √a) ÷ 2^96.
 * @internal exported for the math's tests (Uniswap's published vectors).
 */
export function getAmount1Delta(
  sqrtRatioA: bigint,
  sqrtRatioB: bigint,
  liquidity: bigint,
  roundUp: boolean,
): bigint {
  const difference = sqrtRatioA > sqrtRatioB ? sqrtRatioA - sqrtRatioB : sqrtRatioB - sqrtRatioA;
  return roundUp ? divRoundingUp(liquidity * difference, Q96) : (liquidity * difference) / Q96;
}

export interface PriceState {
  sqrtPriceX96: bigint;
  tick: number;
}

/** What burning all of `liquidity` in [tickLower, tickUpper) pays at the pool's current state. */
export function positionAmounts(
  pool: PriceState,
  tickLower: number,
  tickUpper: number,
  liquidity: bigint,
): [bigint, bigint] {
  const sqrtLower = getSqrtRatioAtTick(tickLower);
  const sqrtUpper = getSqrtRatioAtTick(tickUpper);
  if (pool.tick < tickLower) return [getAmount0Delta(sqrtLower, sqrtUpper, liquidity, false), 0n];
  if (pool.tick < tickUpper)
    return [
      getAmount0Delta(pool.sqrtPriceX96, sqrtUpper, liquidity, false),
      getAmount1Delta(sqrtLower, pool.sqrtPriceX96, liquidity, false),
    ];
  return [0n, getAmount1Delta(sqrtLower, sqrtUpper, liquidity, false)];
}

/** The pool's rule for whether a position's liquidity is active: tickLower ≤ tick < tickUpper. */
export function isInRange(pool: PriceState, tickLower: number, tickUpper: number): boolean {
  return tickLower <= pool.tick && pool.tick < tickUpper;
}
