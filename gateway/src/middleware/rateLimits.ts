import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { graphqlRequest } from '../graphqlRequest/graphqlRequest';
import { httpFailure } from '../errors/publicErrors';
import { sendFailure } from './httpErrors';

/**
 * Per-client request limits: a `fresh` read skips every cache, so a few of
 * them from one client could get this instance rate-limited by the public upstreams for every
 * user. Clients are told apart by IP (behind a proxy: TRUST_PROXY, see README); each limit is a
 * fixed window in this process's memory. Numbers and why: docs/DECISIONS.md "Query limits and per-client limits".
 */
export interface RateLimitSettings {
  windowMs: number;
  /** `fresh` reads (GraphQL `fresh: true`, REST/CSV `fresh=1`) per client per window; 0: no limit. */
  fresh: number;
  /** REST and CSV requests per client per window; 0: no limit. */
  api: number;
}

function limiter(
  windowMs: number,
  limit: number,
  what: string,
  skip: (request: Request) => boolean,
): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skip,
    // Anyone can send these headers; TRUST_PROXY decides whether they are believed, and a warning
    // per stray header would only let a client fill the log.
    validate: { xForwardedForHeader: false, forwardedHeader: false },
    handler: (request, response) => {
      const retryAfter = response.getHeader('Retry-After');
      sendFailure(
        request,
        response,
        httpFailure(
          429,
          `Too many ${what} from this client: at most ${limit} a ${Math.round(windowMs / 1000)} s window. Try again in ${String(retryAfter ?? windowMs / 1000)} s.`,
        ),
      );
    },
  });
}

/** One budget of fresh reads per client, shared by /graphql and /api: mount the same handler on both. */
export function freshLimit(settings: RateLimitSettings): RequestHandler {
  const skipAll: RequestHandler = (_request, _response, next) => next();
  if (settings.fresh <= 0) return skipAll;
  return limiter(
    settings.windowMs,
    settings.fresh,
    'fresh reads',
    (request) => !asksFresh(request),
  );
}

/** REST and CSV requests per client, fresh or not: each can fan out to every chain's upstreams. */
export function apiLimit(settings: RateLimitSettings): RequestHandler {
  const skipAll: RequestHandler = (_request, _response, next) => next();
  if (settings.api <= 0) return skipAll;
  return limiter(settings.windowMs, settings.api, 'API requests', () => false);
}

/** Does this request skip the caches? GraphQL by its arguments, REST/CSV by `fresh=1|true`. */
function asksFresh(request: Request): boolean {
  if (request.baseUrl !== '/graphql') return truthy(request.query['fresh']);
  // A document GraphQL cannot run is answered by Apollo with an error, at no upstream cost.
  return graphqlRequest(request)?.asksFresh ?? false;
}

function truthy(value: unknown): boolean {
  return typeof value === 'string' && ['1', 'true'].includes(value.trim().toLowerCase());
}

/**
 * Icon requests per client: a page shows up to a few hundred icons, mostly answered from the
 * cache, so ten times the API budget; still a ceiling on what one client can make this server fetch.
 */
export function iconLimit(settings: RateLimitSettings): RequestHandler {
  const skipAll: RequestHandler = (_request, _response, next) => next();
  if (settings.api <= 0) return skipAll;
  return limiter(settings.windowMs, settings.api * 10, 'icon requests', () => false);
}
