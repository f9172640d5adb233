import { RetryLink } from '@apollo/client/link/retry';
import { parseRetryAfter } from '../../../../shared/src/retryAfter';
import { SPEC_RETRY_POLICY, fullJitterDelay } from '../../../../shared/src/retryPolicy';
import {
  CombinedGraphQLErrors,
  CombinedProtocolErrors,
  ServerError,
  ServerParseError,
} from '@apollo/client/errors';

/**
 * Retries a request the gateway refused for load (429) or could not serve for a moment (502, 503,
 * 504), with spec §7's retry policy, the gateway's own (shared/src/retryPolicy.ts). Every Kinko
 * operation is a read, so retrying is always safe. Unlike the gateway, a Retry-After is honoured
 * only up to the policy's 15 s step: a person is waiting (docs/DECISIONS.md "Retry-After on the
 * dashboard").
 */
const RETRY = SPEC_RETRY_POLICY;
const RETRYABLE = new Set(RETRY.statusCodes);

/** @internal */
export function retryDelay(
  attempt: number,
  error: unknown,
  random: () => number = Math.random,
): number {
  const retryAfter = ServerError.is(error)
    ? parseRetryAfter(error.response.headers.get('retry-after'), Date.now())
    : undefined;
  if (retryAfter !== undefined) return Math.min(retryAfter, RETRY.maxDelayMs);
  // Apollo's RetryLink counts attempts from 1; the policy's jitter from 0.
  return fullJitterDelay(RETRY, attempt - 1, random);
}

/**
 * Spec §9 "Data-fetching: … error retry 5 s": any other failure to get an answer — the network
 * (server unreachable, connection dropped) or another 5xx — is tried again every 5 s, a few times,
 * so a blip heals without a reload while staying inside a refresh step's 20 s. A 4xx or an answer
 * with GraphQL errors is not retried: asking again would get the same answer.
 * @internal
 */
export const ERROR_RETRY = { retries: 3, intervalMs: 5_000 } as const;

type RetryKind = 'policy' | 'error' | null;

/** @internal */
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
