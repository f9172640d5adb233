import { RetryLink } from '@apollo/client/link/retry';
import { parseRetryAfter } from '../../../../shared/src/retryAfter';
import {
  CombinedGraphQLErrors,
  CombinedProtocolErrors,
  ServerError,
  ServerParseError,
} from '@apollo/client/errors';

/**
 * Retries a request the gateway refused for load (429) or could not serve for a moment (502, 503,
 * 504), with spec §7's retry policy: 4 retries, full jitter from an 800 ms base doubling to at most
 * 15 s, and Retry-After honoured. Every Kinko operation is a read, so retrying is always safe.
 */
const RETRY = { retries: 4, baseMs: 800, maxMs: 15_000 } as const;
const RETRYABLE = new Set([429, 502, 503, 504]);

export function retryDelay(
  attempt: number,
  error: unknown,
  random: () => number = Math.random,
): number {
  const retryAfter = ServerError.is(error)
    ? parseRetryAfter(error.response.headers.get('retry-after'), Date.now())
    : undefined;
  if (retryAfter !== undefined) return Math.min(retryAfter, RETRY.maxMs);
  const ceiling = Math.min(RETRY.maxMs, RETRY.baseMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

/**
 * Spec §9 "Data-fetching: … error retry 5 s": any other failure to get an answer — the network
 * (server unreachable, connection dropped) or another 5xx — is tried again every 5 s, a few times,
 * so a blip heals without a reload while staying inside a refresh step's 20 s. A 4xx or an answer
 * with GraphQL errors is not retried: asking again would get the same answer.
 */
export const ERROR_RETRY = { retries: 3, intervalMs: 5_000 } as const;

type RetryKind = 'policy' | 'error' | null;

export function retryKind(error: unknown): RetryKind {
  if (ServerError.is(error)) {
    if (RETRYABLE.has(error.statusCode)) return 'policy';
    return error.statusCode >= 500 ? 'error' : null;
  }
  if (
    CombinedGraphQLErrors.is(error) ||
    CombinedProtocolErrors.is(error) ||
    ServerParseError.is(error)
  )
    return null;
  return 'error';
}

export function createRetryLink(): RetryLink {
  return new RetryLink({
    delay: (count, _operation, error) =>
      retryKind(error) === 'error' ? ERROR_RETRY.intervalMs : retryDelay(count, error),
    attempts: (count, _operation, error) => {
      const kind = retryKind(error);
      if (kind === 'policy') return count <= RETRY.retries;
      return kind === 'error' && count <= ERROR_RETRY.retries;
    },
  });
}
