import { createPublicClient, defineChain, fallback, http, type PublicClient } from 'viem';
import { CHAIN_KEYS, CHAINS, MULTICALL3_ADDRESS, type ChainKey } from '../../../../shared/src/chains';
import type { UpstreamAttempt } from '../../http/httpClient';

export type RpcClients = Record<ChainKey, PublicClient>;

/** Spec §9: native balances time out after 10 s per node. */
export const RPC_TIMEOUT_MS = 10_000;

/**
 * One viem client per chain for the life of the process (keep-alive connections), over a fallback
 * transport: each configured node is tried in turn (spec §7 "each node tried in turn"). viem's own
 * retries are off — the next node is the retry — and calls made in the same tick are batched into
 * Multicall3 so a page of balances is one eth_call.
 */
export function createRpcClients(
  endpoints: Record<ChainKey, { rpcUrls: readonly string[] }>,
  options: { timeoutMs?: number; onAttempt?: (event: UpstreamAttempt) => void } = {},
): RpcClients {
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
      endpoints[key].rpcUrls.map((url) => http(url, { timeout, retryCount: 0, ...(options.onAttempt ? { fetchFn: observedFetch(`rpc:${key}`, options.onAttempt) } : {}) })),
      { retryCount: 0 },
    );
    clients[key] = createPublicClient({ chain, transport, batch: { multicall: true } }) as PublicClient;
  }
  return clients as RpcClients;
}

/** fetch that reports each JSON-RPC HTTP exchange like the HTTP client's attempts (metrics, logs). */
function observedFetch(upstream: string, onAttempt: (event: UpstreamAttempt) => void) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const startedAt = performance.now();
    try {
      const response = await fetch(input, init);
      onAttempt({ upstream, status: response.status, attempt: 0, durationMs: performance.now() - startedAt });
      return response;
    } catch (error) {
      onAttempt({ upstream, status: undefined, attempt: 0, durationMs: performance.now() - startedAt });
      throw error;
    }
  };
}
