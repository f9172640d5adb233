import { BaseError, HttpRequestError, RpcRequestError, TimeoutError } from 'viem';
import { parseRetryAfter } from '../../../../shared/src/retryAfter';
import { texts } from '../../../../shared/src/texts';
import {
  CircuitOpenError,
  DeadlineError,
  describeError,
  NetworkError,
  RateLimitedError,
  UpstreamError,
  UpstreamTimeoutError,
} from '../../errors/errors';

/** The node's host only: a path may carry an API key (STYLE.md habit 7). */
function nodeName(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'node';
  }
}

function find<T extends Error>(
  error: unknown,
  type: abstract new (...args: never[]) => T,
): T | undefined {
  if (!(error instanceof BaseError)) return undefined;
  return (error.walk((cause) => cause instanceof type) as T | null) ?? undefined;
}

/**
 * JSON-RPC error codes nodes throttle with: -32016 "over rate limit" (Base's public node, wrapped in
 * a -32000 "429 Too Many Requests: {…}" message), -32090 (UPSTREAMS.md §7.1), QuickNode's -32007
 * "request limit reached", and a bare 429 (Alchemy in batches). -32005 "limit exceeded" (EIP-1474)
 * is a throttle only when its message says so (Tenderly: "rate limit exceeded"): Infura also
 * answers it for "query returned more than 10000 results".
 */
const RATE_LIMIT_CODES = new Set([-32016, -32090, -32007, 429]);
const RATE_LIMIT_MESSAGE =
  /rate limit|too many requests|limit exceeded|request rate|request limit|over rate/i;
/** Limits about the request, not its rate: gas, a response's size, a log query's results. */
const REQUEST_LIMIT_MESSAGE = /gas|size|results|revert/i;

/**
 * A node that executes nothing it is asked: a default geth answers HTTP 200 with
 * `{"code":-32603,"message":"Internal error"}` when overloaded; "header not found" means it lags
 * the chain (UPSTREAMS.md §7.1). A -32603 that reports a revert is the contract's answer.
 */
const FAILING_NODE_MESSAGE = /^internal error$|header not found/i;

/**
 * What a node's reply says about the node (its circuit) rather than about the request:
 * - `answered`: it is alive and answered about this request (an error such as "request too large"
 *   or a revert): asking another node, or asking for less, may work;
 * - `rate-limited`: it throttles us (HTTP 429, or a throttling JSON-RPC error in any status);
 * - `stalled`: no answer within its timeout;
 * - `failed`: refused, unreachable, an HTTP error status, or an answer that is no answer (above).
 */
export type NodeVerdict = 'answered' | 'rate-limited' | 'stalled' | 'failed';

export function nodeVerdict(error: unknown): NodeVerdict {
  if (find(error, TimeoutError)) return 'stalled';
  const http = find(error, HttpRequestError);
  const rpc = find(error, RpcRequestError);
  const status = http?.status ?? rpc?.status;
  if (status === 429) return 'rate-limited';
  if (rpc) {
    const throttled =
      RATE_LIMIT_MESSAGE.test(rpc.details) && !REQUEST_LIMIT_MESSAGE.test(rpc.details);
    if (RATE_LIMIT_CODES.has(rpc.code) || throttled) return 'rate-limited';
    if (rpc.code === -32603 || rpc.code === -32000)
      return FAILING_NODE_MESSAGE.test(rpc.details.trim()) ? 'failed' : 'answered';
    // A JSON-RPC error in an HTTP error status (a 5xx with a JSON body) is the status's failure.
    return status !== undefined && status >= 500 ? 'failed' : 'answered';
  }
  if (http) return http.status === 413 ? 'answered' : 'failed';
  // Not a viem error at all (fetch itself failed before viem wrapped it): treat as no answer.
  return error instanceof BaseError ? 'answered' : 'failed';
}

/** The wait a throttling node asked for (Retry-After, seconds or a date), in ms. */
export function retryAfterOf(error: unknown, now = Date.now()): number | undefined {
  const headers = find(error, RpcRequestError)?.headers ?? find(error, HttpRequestError)?.headers;
  return parseRetryAfter(headers?.get('retry-after'), now);
}

/**
 * A failed eth_call as one of the gateway's typed errors (STYLE.md habit 7), viem's error kept as
 * the cause: NetworkError when no node answered usefully (UpstreamTimeoutError or RateLimitedError
 * when that is why, for the status's reason), UpstreamError when one answered with an error.
 * The message is the short detail below, safe to show and to cache.
 */
export function toRpcError(error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  // The client's time budget ran out (hexClient.ts), the deadline passed or every node's circuit
  // was open (hedgedTransport.ts), however viem wrapped it.
  const gaveUp = find(error, UpstreamError);
  if (gaveUp) return gaveUp;
  const detail = rpcFailureDetail(error);
  const options = { cause: error };
  const Failure = RPC_FAILURES[nodeVerdict(error)];
  return new Failure(detail, 'rpc:hex', find(error, HttpRequestError)?.status, options);
}

/**
 * Spec §8 "All nodes fail" ("No working ETH RPC"), of the class that says why: the nodes throttled,
 * stalled or were skipped (open circuits, the deadline), for the status's reason.
 */
export function noWorkingRpc(chainLabel: string, upstream: string, cause: unknown): UpstreamError {
  const gaveUp = cause instanceof UpstreamError ? cause : find(cause, UpstreamError);
  const Failure = gaveUp
    ? (gaveUp.constructor as typeof UpstreamError)
    : RPC_FAILURES[nodeVerdict(cause)];
  return new Failure(texts.noWorkingRpc(chainLabel), upstream, undefined, { cause });
}

const RPC_FAILURES = {
  answered: UpstreamError,
  'rate-limited': RateLimitedError,
  stalled: UpstreamTimeoutError,
  failed: NetworkError,
} as const satisfies Record<NodeVerdict, typeof UpstreamError>;

/** No node answered, one refused for rate, or none was asked (open circuits, deadline): asking again for less would not help. */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    error instanceof RateLimitedError ||
    error instanceof CircuitOpenError ||
    error instanceof DeadlineError
  );
}

/**
 * The "…" of spec §8's RPC texts, short and safe for a user: "RPC {node} HTTP {status}" or the
 * node's own error message (spec §8 "Node HTTP failure"), never viem's multi-line dump with
 * request bodies.
 */
function rpcFailureDetail(error: unknown): string {
  const timeout = find(error, TimeoutError);
  if (timeout) return `RPC ${nodeName(timeout.url)} timed out`;
  // The node's own words are raw JSON here ("429 Too Many Requests: {\"jsonrpc\"…"): spec §8's text instead.
  const url = find(error, RpcRequestError)?.url ?? find(error, HttpRequestError)?.url;
  if (nodeVerdict(error) === 'rate-limited')
    return `RPC ${url === undefined ? 'node' : nodeName(url)}: ${texts.rateLimited}`;
  const http = find(error, HttpRequestError);
  if (http)
    return http.status === undefined
      ? `RPC ${nodeName(http.url)} unreachable`
      : texts.rpcHttp(nodeName(http.url), http.status);
  const rpc = find(error, RpcRequestError);
  if (rpc) return `RPC ${nodeName(rpc.url)}: ${rpc.details}`;
  if (error instanceof BaseError) return error.shortMessage;
  return describeError(error);
}
