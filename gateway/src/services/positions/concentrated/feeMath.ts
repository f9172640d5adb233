/**
 * A concentrated position's uncollected fees, as the position manager's collect() would pay them:
 * tokensOwed plus liquidity × (feeGrowthInside now − at the position's last update) ÷ 2^128. The
 * growth counters are uint256 that wrap by design (Tick.getFeeGrowthInside subtracts without
 * checks), so every subtraction here is modulo 2^256 too; a plain bigint subtraction would go
 * negative exactly where the contract's wraps.
 */

const Q128 = 1n << 128n;

const sub256 = (a: bigint, b: bigint) => BigInt.asUintN(256, a - b);

export interface FeeGrowthState {
  tick: number;
  feeGrowthGlobalX128: bigint;
  /** ticks(tickLower).feeGrowthOutside{0,1}X128 for the same token. */
  lowerOutsideX128: bigint;
  upperOutsideX128: bigint;
}

/** Tick.getFeeGrowthInside for one token. */
export function feeGrowthInside(
  state: FeeGrowthState,
  tickLower: number,
  tickUpper: number,
): bigint {
  const below =
    state.tick >= tickLower
      ? state.lowerOutsideX128
      : sub256(state.feeGrowthGlobalX128, state.lowerOutsideX128);
  const above =
    state.tick < tickUpper
      ? state.upperOutsideX128
      : sub256(state.feeGrowthGlobalX128, state.upperOutsideX128);
  return sub256(sub256(state.feeGrowthGlobalX128, below), above);
}

/** One token's fees owed: NonfungiblePositionManager.collect's sum, its uint128 cast included. */
export function uncollectedFees(
  insideX128: bigint,
  insideLastX128: bigint,
  liquidity: bigint,
  tokensOwed: bigint,
): bigint {
  return tokensOwed + BigInt.asUintN(128, (sub256(insideX128, insideLastX128) * liquidity) / Q128);
}
