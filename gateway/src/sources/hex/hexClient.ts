import { createPublicClient, defineChain, fallback, http, type HttpTransportConfig, type PublicClient } from 'viem';
import { CHAINS, MULTICALL3_ADDRESS, type ChainKey } from '../../../../shared/src/chains';

/** The chains HEX lives on (UPSTREAMS.md §8): HEX on PulseChain, eHEX on Ethereum. */
export type HexChain = Extract<ChainKey, 'pulse' | 'eth'>;
export const HEX_CHAINS: readonly HexChain[] = ['pulse', 'eth'];

export interface HexRpcPolicy {
  /** Per node and request. */
  timeoutMs: number;
  /** Extra passes over the whole node list after the first one fails. */
  retryCount: number;
  /** First back-off; viem doubles it on each retry (120, 240, 480 … ms). */
  retryDelayMs: number;
}

/**
 * Spec §9: "RPC timeout 8 s (HEX), 12 s (eHEX). eHEX read retries at least 6, base delay 120 ms."
 * The spec names retries for eHEX only; on PulseChain each node is tried once per read and the
 * next node is the retry (DECISIONS: HEX reads).
 */
export const HEX_RPC_POLICY: Readonly<Record<HexChain, HexRpcPolicy>> = {
  pulse: { timeoutMs: 8_000, retryCount: 0, retryDelayMs: 120 },
  eth: { timeoutMs: 12_000, retryCount: 6, retryDelayMs: 120 },
};

/** Test hooks only: lets a test watch the JSON-RPC bodies the client sends. */
export type HexClientHooks = Pick<HttpTransportConfig, 'onFetchRequest'>;

/**
 * A viem client for HEX reads on one chain: a fallback transport over the configured nodes in
 * order (config `chains.<chain>.rpcUrls`), each node with the chain's timeout and no retries of its
 * own, the retries wrapping the whole list — so one dead node costs one failed request, not seven.
 * Clients are cheap (fetch pools connections process-wide), so one is made per request.
 */
export function createHexClient(chain: HexChain, rpcUrls: readonly string[], hooks: HexClientHooks = {}): PublicClient {
  const info = CHAINS[chain];
  const policy = HEX_RPC_POLICY[chain];
  const transport = fallback(
    rpcUrls.map((url) => http(url, { timeout: policy.timeoutMs, retryCount: 0, ...hooks })),
    { retryCount: policy.retryCount, retryDelay: policy.retryDelayMs },
  );
  return createPublicClient({
    chain: defineChain({
      id: info.id,
      name: info.name,
      nativeCurrency: { name: info.nativeName, symbol: info.nativeSymbol, decimals: info.nativeDecimals },
      rpcUrls: { default: { http: [...rpcUrls] } },
      contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    }),
    transport,
  }) as PublicClient;
}
