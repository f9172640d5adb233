import { multicall3Abi, type PublicClient } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { MULTICALL3_ADDRESS, type ChainKey } from '../../../../shared/src/chains';
import { noWorkingRpc } from './rpcFailure';

/**
 * Calldata bytes per aggregate3: a getEthBalance call is 36 bytes, so 8 KiB holds ~220 wallets —
 * a whole portfolio in one eth_call where viem's default (1,024 bytes) would split it every 28.
 */
const MULTICALL_BATCH_BYTES = 8_192;

/**
 * Native balances of many wallets in one Multicall3 aggregate3 of getEthBalance (allowFailure):
 * one eth_call per chain however many wallets. Returns wallet → wei as a decimal string; a wallet
 * whose call failed is left out. Throws when the chain's nodes all fail.
 */
export async function getNativeBalances(
  client: PublicClient,
  chain: ChainKey,
  wallets: readonly Address[],
): Promise<Map<Address, string>> {
  let results;
  try {
    results = await client.multicall({
      contracts: wallets.map(
        (wallet) =>
          ({
            address: MULTICALL3_ADDRESS,
            abi: multicall3Abi,
            functionName: 'getEthBalance',
            args: [wallet],
          }) as const,
      ),
      allowFailure: true,
      batchSize: MULTICALL_BATCH_BYTES,
    });
  } catch (error) {
    // Spec §8 "All nodes fail": "No working ETH RPC" / "No working BSC RPC"; the same form for the others.
    throw noWorkingRpc(chain.toUpperCase(), `rpc:${chain}`, error);
  }
  // With allowFailure, viem reports a transport failure (every node down) as a failed result per
  // call rather than throwing; getEthBalance itself cannot revert, so that is what all-failed means.
  const failure = results.find((result) => result.status === 'failure');
  if (failure !== undefined && results.every((result) => result.status === 'failure')) {
    throw noWorkingRpc(chain.toUpperCase(), `rpc:${chain}`, failure.error);
  }
  const balances = new Map<Address, string>();
  results.forEach((result, index) => {
    const wallet = wallets[index];
    if (wallet !== undefined && result.status === 'success')
      balances.set(wallet, result.result.toString());
  });
  return balances;
}
