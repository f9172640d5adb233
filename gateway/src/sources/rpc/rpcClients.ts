import { createPublicClient, type PublicClient } from 'viem';
import { CHAIN_KEYS, type ChainKey } from '../../../../shared/src/chains';
import type { Circuits } from '../../http/circuits';
import type { UpstreamAttempt } from '../../http/httpClient';
import { hedgedTransport } from './hedgedTransport';
import { viemChain } from './viemChain';

export type RpcClients = Record<ChainKey, PublicClient>;

/** Spec §9: native balances time out after 10 s per node. */
const RPC_TIMEOUT_MS = 10_000;

/**
 * One viem client per chain for the life of the process (keep-alive connections), over the hedged
 * transport (spec §9 quorum providers: order, weight, 750 ms stall), with node health shared by
 * every request through `circuits`. Calls made in the same tick are batched into Multicall3 so a
 * page of balances is one eth_call.
 */
export function createRpcClients(
  endpoints: Record<ChainKey, { rpcUrls: readonly string[] }>,
  circuits: Circuits,
  options: { timeoutMs?: number; onAttempt?: (event: UpstreamAttempt) => void } = {},
): RpcClients {
  const timeoutMs = options.timeoutMs ?? RPC_TIMEOUT_MS;
  const clients: Partial<RpcClients> = {};
  for (const key of CHAIN_KEYS) {
    const chain = viemChain(key, endpoints[key].rpcUrls);
    const transport = hedgedTransport({
      upstream: `rpc:${key}`,
      urls: endpoints[key].rpcUrls,
      circuits,
      timeoutMs,
      ...(options.onAttempt === undefined ? {} : { onAttempt: options.onAttempt }),
    });
    clients[key] = createPublicClient({
      chain,
      transport,
      batch: { multicall: true },
    }) as PublicClient;
  }
  return clients as RpcClients;
}
