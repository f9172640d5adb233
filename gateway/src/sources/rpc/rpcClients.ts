import { createPublicClient, defineChain, fallback, http, type PublicClient } from 'viem';
import { CHAIN_KEYS, CHAINS, MULTICALL3_ADDRESS, type ChainKey } from '../../../../shared/src/chains';

export type RpcClients = Record<ChainKey, PublicClient>;

/** Spec §9: native balances time out after 10 s per node. */
export const RPC_TIMEOUT_MS = 10_000;

/**
 * One viem client per chain for the life of the process (keep-alive connections), over a fallback
 * transport: each configured node is tried in turn (spec §7 "each node tried in turn"). viem's own
 * retries are off — the next node is the retry — and calls made in the same tick are batched into
 * Multicall3 so a page of balances is one eth_call.
 */
export function createRpcClients(endpoints: Record<ChainKey, { rpcUrls: readonly string[] }>, options: { timeoutMs?: number } = {}): RpcClients {
  const timeout = options.timeoutMs ?? RPC_TIMEOUT_MS;
  const clients: Partial<RpcClients> = {};
  for (const key of CHAIN_KEYS) {
    const info = CHAINS[key];
    const chain = defineChain({
      id: info.id,
      name: info.name,
      nativeCurrency: { name: info.nativeName, symbol: info.nativeSymbol, decimals: info.nativeDecimals },
      rpcUrls: { default: { http: [...endpoints[key].rpcUrls] } },
      contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    });
    const transport = fallback(
      endpoints[key].rpcUrls.map((url) => http(url, { timeout, retryCount: 0 })),
      { retryCount: 0 },
    );
    clients[key] = createPublicClient({ chain, transport, batch: { multicall: true } }) as PublicClient;
  }
  return clients as RpcClients;
}
