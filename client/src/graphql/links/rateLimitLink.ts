import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { tap } from 'rxjs';
import type { RateLimitNotice } from './rateLimitNotice';

/**
 * The gateway's code for an upstream or the gateway itself refusing for rate (DESIGN.md errors),
 * both as an error's extensions.code and as a source status's reason.
 */
const RATE_LIMITED = 'RATE_LIMITED';

interface WithErrors {
  data?: unknown;
  errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }>;
}

/**
 * A source refused for rate inside an answer that still came back: the gateway retries an
 * upstream's 429s (spec §7) and, when they last, reports the source with reason RATE_LIMITED beside
 * the upstream's text ("Blockscout v2 HTTP 429", spec §8) instead of failing the query.
 * @internal
 */
export function reportsRateLimitedSource(value: unknown, depth = 0): boolean {
  if (depth > 8 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => reportsRateLimitedSource(item, depth + 1));
  const record = value as Record<string, unknown>;
  if (record['__typename'] === 'SourceStatus') return record['reason'] === RATE_LIMITED;
  return Object.values(record).some((item) => reportsRateLimitedSource(item, depth + 1));
}

/** @internal */
export function isRateLimitedError(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 429;
  if (CombinedGraphQLErrors.is(error))
    return error.errors.some((item) => item.extensions?.['code'] === RATE_LIMITED);
  return false;
}

function isRateLimitedResult(result: WithErrors): boolean {
  return (
    (result.errors?.some((item) => item.extensions?.['code'] === RATE_LIMITED) ?? false) ||
    reportsRateLimitedSource(result.data)
  );
}

/**
 * Watches every attempt of every request (it sits inside the retry link): the first rate-limited
 * answer of a request shows the notice; later retries of the same request do not show it again
 * (the user already knows), and any successful answer hides it.
 */
export function createRateLimitLink(notice: RateLimitNotice): ApolloLink {
  // The retry link forwards the same operation object for every attempt of a request.
  const noticed = new WeakSet<object>();
  return new ApolloLink((operation, forward) => {
    const limited = () => {
      if (noticed.has(operation)) return;
      noticed.add(operation);
      notice.show();
    };
    return forward(operation).pipe(
      tap({
        next: (result) => (isRateLimitedResult(result as WithErrors) ? limited() : notice.hide()),
        error: (error: unknown) => {
          if (isRateLimitedError(error)) limited();
        },
      }),
    );
  });
}
