import {
  BaseError,
  createTransport,
  http,
  shouldThrow,
  type Chain,
  type EIP1193RequestFn,
  type HttpTransportConfig,
  type Transport,
} from 'viem';
import { CircuitOpenError, DeadlineError } from '../../errors/errors';
import { RPC_NODE_CIRCUIT_POLICY, STALL_MS, type Circuits } from '../../http/circuits';
import type { UpstreamAttempt } from '../../http/httpClient';
import { countUpstreamCall, currentScope, deadlinePassed } from '../../request/requestScope';
import { nodeVerdict, retryAfterOf } from './rpcFailure';

export interface HedgedTransportOptions {
  /** Names the chain's nodes in circuits and errors, e.g. "rpc:pulse". */
  upstream: string;
  urls: readonly string[];
  circuits: Circuits;
  /** Per node and request. */
  timeoutMs: number;
  stallMs?: number;
  /** Extra passes over the node list after every node of a pass failed (eHEX, spec §9). */
  retryCount?: number;
  /** First pause between passes; doubled on each. */
  retryDelayMs?: number;
  /** Test hooks only: lets a test watch the JSON-RPC bodies sent. */
  hooks?: Pick<HttpTransportConfig, 'onFetchRequest'>;
  /** Called once per JSON-RPC HTTP exchange, like the HTTP client's attempts (metrics, logs). */
  onAttempt?: (event: UpstreamAttempt) => void;
}

interface Node {
  id: string;
  weight: number;
  request: ReturnType<ReturnType<typeof http>>['request'];
}

/** The node's host only: a path may carry an API key (STYLE.md habit 7); a repeated host gets its position. */
function nodeIds(upstream: string, urls: readonly string[]): string[] {
  const hosts = urls.map((url) => {
    try {
      return new URL(url).host;
    } catch {
      return 'node';
    }
  });
  return hosts.map((host, index) =>
    hosts.indexOf(host) === index ? `${upstream}@${host}` : `${upstream}@${host}#${index}`,
  );
}

/**
 * What a node's failed reply tells its circuit (rpcFailure.ts nodeVerdict): a throttle counts, and
 * one with a Retry-After keeps the node skipped that long; a node that never answered within its
 * timeout trips at once (circuits.ts STALL_MS); an answer about the request (alive) counts nothing.
 */
function recordFailure(circuits: Circuits, id: string, error: unknown): void {
  const verdict = nodeVerdict(error);
  const why = error instanceof BaseError ? error.shortMessage : 'unreachable';
  if (verdict === 'answered') circuits.released(id);
  else if (verdict === 'stalled') circuits.trip(id, `no answer (${why})`);
  else if (verdict === 'rate-limited') {
    const retryAfterMs = retryAfterOf(error);
    if (retryAfterMs === undefined) circuits.failed(id, 'rate limited');
    else
      circuits.trip(
        id,
        `rate limited, Retry-After ${Math.ceil(retryAfterMs / 1000)} s`,
        retryAfterMs,
      );
  } else circuits.failed(id, why);
}

const abortableSleep = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * The JSON-RPC transport of spec §9's quorum providers, used by every viem client of the gateway:
 * nodes are asked in order of weight ((n−i)×2 by list position) divided by their recent failures; a
 * request that has waited `stallMs` for a node is also sent to the next one, a node that fails
 * hands over at once, and the first answer wins (the others are aborted). Nodes whose circuit is
 * open are skipped; a node that stalled past `stallMs` and lost counts as failed, so a node that
 * accepts and never answers costs one stall, not one per call. The request's deadline
 * (requestScope.ts) aborts every attempt.
 */
export function hedgedTransport(options: HedgedTransportOptions): Transport {
  const stallMs = options.stallMs ?? STALL_MS;
  const ids = nodeIds(options.upstream, options.urls);
  for (const id of ids) options.circuits.declare(id, RPC_NODE_CIRCUIT_POLICY);
  return <chain extends Chain | undefined = Chain>({ chain }: { chain?: chain | undefined }) => {
    const nodes: Node[] = options.urls.map((url, index) => ({
      id: ids[index] ?? url,
      weight: (options.urls.length - index) * 2,
      request: http(url, {
        timeout: options.timeoutMs,
        retryCount: 0,
        ...options.hooks,
        ...(options.onAttempt === undefined
          ? {}
          : { fetchFn: observedFetch(options.upstream, options.onAttempt) }),
      })({ chain, retryCount: 0 }).request,
    }));
    // A retry pass asks every node again, open circuits included: it is the spec's retry (eHEX, §9)
    // of a read that has already found them failing, not a new call the circuits should spare them.
    const ranked = (retry: boolean) =>
      nodes
        .filter((node) => retry || options.circuits.state(node.id) !== 'open')
        .map((node) => ({
          node,
          score: node.weight / (1 + options.circuits.failures(node.id)),
        }))
        .sort((a, b) => b.score - a.score)
        .map(({ node }) => node);

    const race = (
      args: { method: string; params?: unknown },
      signal: AbortSignal | undefined,
      retry: boolean,
    ) =>
      new Promise<unknown>((resolve, reject) => {
        const order = ranked(retry);
        const running = new Map<Node, { controller: AbortController; startedAt: number }>();
        let next = 0;
        let settled = false;
        let lastError: unknown;
        let stallTimer: NodeJS.Timeout | undefined;

        const settle = (outcome: () => void) => {
          settled = true;
          clearTimeout(stallTimer);
          signal?.removeEventListener('abort', onDeadline);
          const now = Date.now();
          for (const [node, attempt] of running) {
            attempt.controller.abort();
            if (now - attempt.startedAt >= stallMs)
              options.circuits.failed(node.id, `stalled past ${stallMs} ms`);
            else options.circuits.released(node.id);
          }
          running.clear();
          outcome();
        };
        const onDeadline = () => {
          if (settled) return;
          // A node still silent when the request's deadline passes, after a stall's wait, did not
          // answer in time: it trips like one that timed out (an abort for any other reason, or a
          // node asked just before, tells nothing of it).
          const now = Date.now();
          for (const [node, attempt] of running)
            if (deadlinePassed(signal) && now - attempt.startedAt >= stallMs)
              options.circuits.trip(
                node.id,
                `no answer in ${now - attempt.startedAt} ms (request deadline)`,
              );
            else options.circuits.released(node.id);
          running.clear();
          settle(() =>
            reject(
              new DeadlineError(`${options.upstream}: request deadline reached`, options.upstream),
            ),
          );
        };
        signal?.addEventListener('abort', onDeadline);

        const launch = (node: Node) => {
          const controller = new AbortController();
          running.set(node, { controller, startedAt: Date.now() });
          countUpstreamCall();
          const attemptSignal = signal
            ? AbortSignal.any([signal, controller.signal])
            : controller.signal;
          node.request(args as never, { signal: attemptSignal }).then(
            (result) => {
              if (settled) return;
              running.delete(node);
              options.circuits.succeeded(node.id);
              settle(() => resolve(result));
            },
            (error: unknown) => {
              if (settled) return;
              running.delete(node);
              if (error instanceof BaseError && shouldThrow(error)) {
                // A definitive answer (execution reverted…): another node would say the same.
                options.circuits.succeeded(node.id);
                settle(() => reject(error));
                return;
              }
              recordFailure(options.circuits, node.id, error);
              lastError = error;
              startNext();
            },
          );
        };

        function startNext(): void {
          clearTimeout(stallTimer);
          while (next < order.length) {
            const node = order[next++];
            if (node === undefined || (options.circuits.admit(node.id) === 'skip' && !retry))
              continue;
            launch(node);
            if (next < order.length) stallTimer = setTimeout(startNext, stallMs);
            return;
          }
          if (running.size === 0 && !settled) {
            settle(() =>
              reject(
                lastError ??
                  new CircuitOpenError(
                    `${options.upstream}: skipped, every node failing recently (circuit open)`,
                    options.upstream,
                  ),
              ),
            );
          }
        }

        if (signal?.aborted) onDeadline();
        else startNext();
      });

    return createTransport({
      key: 'hedged',
      name: 'Hedged JSON-RPC',
      type: 'hedged',
      // Retries are the passes below, never viem's own on top of them.
      retryCount: 0,
      timeout: options.timeoutMs,
      request: (async (args: { method: string; params?: unknown }) => {
        const signal = currentScope()?.signal;
        const retryCount = options.retryCount ?? 0;
        for (let pass = 0; ; pass++) {
          try {
            return await race(args, signal, pass > 0);
          } catch (error) {
            const definitive = error instanceof BaseError && shouldThrow(error);
            if (definitive || pass >= retryCount || signal?.aborted === true) throw error;
            await abortableSleep((options.retryDelayMs ?? 0) * 2 ** pass, signal);
          }
        }
      }) as EIP1193RequestFn,
    });
  };
}

/** fetch that reports each JSON-RPC HTTP exchange like the HTTP client's attempts (metrics, logs). */
function observedFetch(upstream: string, onAttempt: (event: UpstreamAttempt) => void) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const startedAt = performance.now();
    try {
      const response = await fetch(input, init);
      onAttempt({
        upstream,
        status: response.status,
        attempt: 0,
        durationMs: performance.now() - startedAt,
      });
      return response;
    } catch (error) {
      onAttempt({
        upstream,
        status: undefined,
        attempt: 0,
        durationMs: performance.now() - startedAt,
      });
      throw error;
    }
  };
}
