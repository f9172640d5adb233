import { decodeFunctionResult, encodeFunctionData, type PublicClient } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { HEX_ADDRESS } from '../../../../shared/src/chains';
import { hexAbi } from '../../../../shared/src/hexAbi';
import { aggregate3 } from './aggregate3';

/**
 * stakeCount(wallet) for every wallet in as few eth_calls as the budget allows (usually one).
 * Spec §5: "A contract revert on stake count means zero stakes", so a reverted call is 0, not an
 * error; the promise rejects only when the eth_call itself fails.
 */
export async function getStakeCounts(client: PublicClient, wallets: readonly Address[]): Promise<Map<Address, number>> {
  const results = await aggregate3(
    client,
    wallets.map((wallet) => ({ target: HEX_ADDRESS, callData: encodeFunctionData({ abi: hexAbi, functionName: 'stakeCount', args: [wallet] }), weight: 1 })),
  );
  const counts = new Map<Address, number>();
  wallets.forEach((wallet, index) => {
    const result = results[index];
    const count = result?.success ? decodeFunctionResult({ abi: hexAbi, functionName: 'stakeCount', data: result.returnData }) : 0n;
    // A list longer than 2^53 cannot exist; Number is exact for any real stake count.
    counts.set(wallet, Number(count));
  });
  return counts;
}
