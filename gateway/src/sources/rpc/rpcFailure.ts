import { BaseError, HttpRequestError, RpcRequestError, TimeoutError } from 'viem';
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
 * True when no node gave an answer at all — refused connection, timeout, or an HTTP error status
 * (the sandbox's "down" switch answers 503) — as opposed to a node that answered with a JSON-RPC
 * error such as "gas limit exceeded". Only the second can be worked around by asking for less.
 * 413 (payload too large) is an answer about size, so it counts as the second kind.
 */
function noNodeAnswered(error: unknown): boolean {
  if (find(error, TimeoutError)) return true;
  const http = find(error, HttpRequestError);
  if (http) return http.status !== 413;
  // Not a viem error at all (fetch itself failed before viem wrapped it): treat as no answer.
  return !(error instanceof BaseError);
}

/**
 * A failed eth_call as one of the gateway's typed errors (STYLE.md habit 7), viem's error kept as
 * the cause: NetworkError when no node answered (UpstreamTimeoutError or RateLimitedError when
 * that is why, for the status's reason), UpstreamError when one answered with an error.
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
  if (!noNodeAnswered(error)) return new UpstreamError(detail, 'rpc:hex', undefined, options);
  if (find(error, TimeoutError))
    return new UpstreamTimeoutError(detail, 'rpc:hex', undefined, options);
  const status = find(error, HttpRequestError)?.status;
  if (status === 429) return new RateLimitedError(detail, 'rpc:hex', status, options);
  return new NetworkError(detail, 'rpc:hex', undefined, options);
}

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
