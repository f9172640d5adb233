import { decodeFunctionResult, encodeFunctionData } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { HEX_ADDRESS } from '../../../../shared/src/chains';
import { hexAbi } from '../../../../shared/src/hexAbi';
import type { Aggregate3Call, Aggregate3Result } from '../rpc/aggregate3';

/** stakeCount(wallet) for every wallet, to send in one aggregate3 round (aggregate3Groups). */
export function stakeCountCalls(wallets: readonly Address[]): Aggregate3Call[] {
  return wallets.map((wallet) => ({
    target: HEX_ADDRESS,
    callData: encodeFunctionData({ abi: hexAbi, functionName: 'stakeCount', args: [wallet] }),
    weight: 1,
  }));
}

/**
 * The counts, by wallet. Spec §5: "A contract revert on stake count means zero stakes", so a
 * reverted call is 0, not an error.
 */
export function decodeStakeCounts(
  wallets: readonly Address[],
  results: readonly Aggregate3Result[],
): Map<Address, number> {
  const counts = new Map<Address, number>();
  wallets.forEach((wallet, index) => {
    const result = results[index];
    const count = result?.success
      ? decodeFunctionResult({ abi: hexAbi, functionName: 'stakeCount', data: result.returnData })
      : 0n;
    // A list longer than 2^53 cannot exist; Number is exact for any real stake count.
    counts.set(wallet, Number(count));
  });
  return counts;
}
