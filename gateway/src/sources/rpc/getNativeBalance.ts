import type { PublicClient } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { texts } from '../../../../shared/src/texts';
import { UpstreamError } from '../../errors/errors';

/** eth_getBalance on the chain's node list; wei as a decimal string. */
export async function getNativeBalance(client: PublicClient, chain: ChainKey, address: Address): Promise<string> {
  try {
    return (await client.getBalance({ address })).toString();
  } catch (error) {
    // Spec §8 "All nodes fail": "No working ETH RPC" / "No working BSC RPC"; the same form for the others.
    throw new UpstreamError(texts.noWorkingRpc(chain.toUpperCase()), `rpc:${chain}`, undefined, { cause: error });
  }
}
