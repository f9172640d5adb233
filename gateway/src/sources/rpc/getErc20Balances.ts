import { erc20Abi, type PublicClient } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { noWorkingRpc } from './rpcFailure';

/**
 * Calldata bytes per aggregate3, counted by viem as the inner calls' calldata (36 bytes per
 * balanceOf). viem's default (1,024) splits a multicall every ~28 calls, which made the BSC list
 * many eth_calls instead of one. 32 KiB holds ~900 tokens (the BSC list has ~490): one request of
 * ~110 KB and a few million gas, far below public nodes' body and eth_call gas caps (50M on geth).
 */
const MULTICALL_BATCH_BYTES = 32_768;

/**
 * balanceOf for many tokens of one holder through Multicall3 (aggregate3, allowFailure): a token
 * list of ~100 entries is one eth_call. A token whose call fails is left out, not guessed.
 * Returns token address → base units as a decimal string, for non-zero balances only.
 */
export async function getErc20Balances(
  client: PublicClient,
  chain: ChainKey,
  holder: Address,
  tokens: readonly Address[],
): Promise<Map<Address, string>> {
  let results;
  try {
    results = await client.multicall({
      contracts: tokens.map(
        (token) =>
          ({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] }) as const,
      ),
      allowFailure: true,
      batchSize: MULTICALL_BATCH_BYTES,
    });
  } catch (error) {
    throw noWorkingRpc(chain.toUpperCase(), `rpc:${chain}`, error);
  }
  // viem turns a failed eth_call into a failure per call (allowFailure): when not one call came back,
  // the read failed — an empty wallet must not be made of an outage (believable emptiness).
  if (results.length > 0 && results.every((result) => result.status === 'failure')) {
    throw noWorkingRpc(chain.toUpperCase(), `rpc:${chain}`, results[0]?.error);
  }
  const balances = new Map<Address, string>();
  results.forEach((result, index) => {
    const token = tokens[index];
    if (token !== undefined && result.status === 'success' && result.result > 0n)
      balances.set(token, result.result.toString());
  });
  return balances;
}
