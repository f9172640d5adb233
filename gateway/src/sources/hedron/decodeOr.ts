import type { Hex } from 'viem';
import type { Aggregate3Result } from '../rpc/aggregate3';

/**
 * A view call's decoded answer, or null when it reverted or did not decode: HSIM answers a token
 * index past a balance with a revert, and a chain without HSIM at its address answers empty data —
 * each means "nothing here", as a stakeCount revert does (spec §5).
 */
export function decodeOrNull<T>(
  result: Aggregate3Result | undefined,
  decode: (data: Hex) => T,
): T | null {
  if (!result?.success) return null;
  try {
    return decode(result.returnData);
  } catch {
    return null;
  }
}
