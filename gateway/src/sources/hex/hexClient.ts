import { createPublicClient, type PublicClient, type Transport } from 'viem';
import { CHAINS, type HexChain } from '../../../../shared/src/chains';
import { UpstreamTimeoutError } from '../../errors/errors';
import { Circuits } from '../../http/circuits';
import { hedgedTransport, type HedgedTransportOptions } from '../rpc/hedgedTransport';
import { viemChain } from '../rpc/viemChain';

export interface HexRpcPolicy {
  /** Per node and request. */
  timeoutMs: number;
  /** Extra passes over the whole node list after the first one fails. */
  retryCount: number;
  /** First back-off; viem doubles it on each retry (120, 240, 480 … ms). */
  retryDelayMs: number;
  /**
   * All reads of one client (one staking query) together, every node and retry included. Not in
   * the spec: its eHEX retries over nodes that hang for their whole 12 s would hold a query for
   * minutes (7 passes × nodes × 12 s); after this the reads fail as "no node answered".
   */
  budgetMs: number;
}

/**
 * Spec §9: "RPC timeout 8 s (HEX), 12 s (eHEX). eHEX read retries at least 6, base delay 120 ms."
 * The spec names retries for eHEX only; on PulseChain each node is tried once per read and the
 * next node is the retry (DECISIONS: HEX reads).
 */
const HEX_RPC_POLICY: Readonly<Record<HexChain, HexRpcPolicy>> = {
  pulse: { timeoutMs: 8_000, retryCount: 0, retryDelayMs: 120, budgetMs: 30_000 },
  eth: { timeoutMs: 12_000, retryCount: 6, retryDelayMs: 120, budgetMs: 60_000 },
};

/** Test hooks only: lets a test watch the JSON-RPC bodies the client sends. */
export type HexClientHooks = NonNullable<HedgedTransportOptions['hooks']>;

/**
 * A viem client for HEX reads on one chain over the hedged transport (rpc/hedgedTransport.ts) of
 * the configured nodes (config `chains.<chain>.rpcUrls`): each node with the chain's timeout, a
 * stalled node raced by the next, the retries wrapping the whole list — so one dead node costs one
 * failed request, not seven. `circuits` is the process's node health, shared with the balance
 * reads. Clients are cheap (fetch pools connections process-wide), so one is made per request.
 */
export function createHexClient(
  chain: HexChain,
  rpcUrls: readonly string[],
  options: {
    circuits?: Circuits;
    hooks?: HexClientHooks;
    policy?: Partial<HexRpcPolicy> | undefined;
  } = {},
): PublicClient {
  const info = CHAINS[chain];
  const policy = { ...HEX_RPC_POLICY[chain], ...options.policy };
  const transport = withinBudget(
    hedgedTransport({
      upstream: `rpc:${chain}`,
      urls: rpcUrls,
      circuits: options.circuits ?? new Circuits(),
      timeoutMs: policy.timeoutMs,
      retryCount: policy.retryCount,
      retryDelayMs: policy.retryDelayMs,
      ...(options.hooks === undefined ? {} : { hooks: options.hooks }),
    }),
    policy.budgetMs,
    info.name,
  );
  return createPublicClient({
    chain: viemChain(chain, rpcUrls),

    transport,
  }) as PublicClient;
}

/**
 * A transport whose requests share one time budget, counted from the first. viem builds the
 * transport once per client, so the budget is the client's. A request cut short keeps running
 * until its own node timeouts end; its answer is dropped.
 */
function withinBudget(inner: Transport, budgetMs: number, chainName: string): Transport {
  return (parameters) => {
    const transport = inner(parameters);
    let deadline: number | undefined;
    type Request = typeof transport.request;
    const request = (async (args: Parameters<Request>[0], options?: Parameters<Request>[1]) => {
      deadline ??= Date.now() + budgetMs;
      const exhausted = () =>
        new UpstreamTimeoutError(
          `no ${chainName} node answered within ${budgetMs / 1000} s`,
          'rpc:hex',
        );
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw exhausted();
      let timer: NodeJS.Timeout | undefined;
      const expiry = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(exhausted()), remaining);
      });
      try {
        return await Promise.race([transport.request(args, options), expiry]);
      } finally {
        clearTimeout(timer);
      }
    }) as Request;
    return { ...transport, request };
  };
}
