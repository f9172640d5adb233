import got, { RequestError } from 'got';
import type { z } from 'zod';
import { NetworkError, RateLimitedError, UpstreamError, UpstreamShapeError, redactSecrets } from '../errors/errors';
import { SPEC_RETRY_POLICY, decideRetry, parseRetryAfter, type RetryPolicy } from './retryPolicy';

export interface HttpRequest {
  /** Which upstream this is, for errors, logs and source statuses (e.g. "blockscout:pulse"). */
  upstream: string;
  url: string;
  searchParams?: Record<string, string | number | undefined>;
  method?: 'GET' | 'POST';
  json?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** POSTs are not retried unless flagged (spec §7: "GETs, or flagged retryable"). */
  retryable?: boolean;
  /** The spec's text for a non-ok status of this upstream, e.g. "Blockscout v2 HTTP {status}". */
  describeStatus?: (status: number) => string;
}

export interface HttpClient {
  /** Sends the request under the retry policy and returns the body validated by `schema`. */
  json<T>(request: HttpRequest, schema: z.ZodType<T>): Promise<T>;
}

export interface HttpClientOptions {
  timeoutMs: number;
  policy?: RetryPolicy;
  userAgent?: string;
  /** Injected for tests: a fake clock drives the 120 s ceiling without waiting for it. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Called once per HTTP attempt (metrics, logs, tests). */
  onAttempt?: (event: UpstreamAttempt) => void;
}

export interface UpstreamAttempt {
  upstream: string;
  /** undefined when no response came (network error, timeout). */
  status: number | undefined;
  /** 0 for the first attempt, n for the n-th retry. */
  attempt: number;
  durationMs: number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const policy = options.policy ?? SPEC_RETRY_POLICY;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  // PublicNode answers 403 without a User-Agent (UPSTREAMS.md §7).
  const userAgent = options.userAgent ?? 'kinko/0.1 (+self-hosted portfolio tracker)';

  async function attemptOnce(request: HttpRequest, attempt: number) {
    const startedAt = performance.now();
    try {
      const response = await got(withSearchParams(request.url, request.searchParams), {
        method: request.method ?? 'GET',
        headers: { 'user-agent': userAgent, accept: 'application/json', ...request.headers },
        ...(request.json === undefined ? {} : { json: request.json }),
        timeout: { request: request.timeoutMs ?? options.timeoutMs },
        retry: { limit: 0 },
        throwHttpErrors: false,
        followRedirect: true,
        responseType: 'text',
      });
      return { response, durationMs: performance.now() - startedAt };
    } catch (error) {
      const code = error instanceof RequestError ? ` (${error.code})` : '';
      options.onAttempt?.({ upstream: request.upstream, status: undefined, attempt, durationMs: performance.now() - startedAt });
      throw new NetworkError(`${request.upstream} request failed${code}`, request.upstream, undefined, { cause: error });
    }
  }

  async function json<T>(request: HttpRequest, schema: z.ZodType<T>): Promise<T> {
    const idempotent = (request.method ?? 'GET') === 'GET' || request.retryable === true;
    const startedAt = now();
    for (let attempt = 0; ; attempt++) {
      const { response, durationMs } = await attemptOnce(request, attempt);
      let status = response.statusCode;
      let body: unknown;
      if (status >= 200 && status < 300) {
        body = parseBody(response.body, request.upstream, status);
        // PulseChain's explorer sometimes answers 200 with a bare JSON string such as
        // "Internal server error" (UPSTREAMS.md §1.1): that is a server failure, retried as one.
        if (typeof body === 'string') status = 502;
      }
      options.onAttempt?.({ upstream: request.upstream, status, attempt, durationMs });
      if (status >= 200 && status < 300) {
        const parsed = schema.safeParse(body);
        if (!parsed.success) {
          throw new UpstreamShapeError(`${request.upstream} answered an unexpected shape: ${parsed.error.issues[0]?.message ?? 'invalid'}`, request.upstream, status);
        }
        return parsed.data;
      }
      if (idempotent && policy.statusCodes.includes(status)) {
        const decision = decideRetry({
          policy,
          attempt,
          elapsedMs: now() - startedAt,
          retryAfterMs: parseRetryAfter(headerValue(response.headers['retry-after']), now()),
          random,
        });
        if (decision.retry) {
          await sleep(decision.delayMs);
          continue;
        }
      }
      throw statusError(request, status);
    }
  }

  return { json };
}

function statusError(request: HttpRequest, status: number): UpstreamError {
  const message = request.describeStatus?.(status) ?? `${request.upstream} HTTP ${status}`;
  if (status === 429) return new RateLimitedError(message, request.upstream, status);
  return new UpstreamError(message, request.upstream, status);
}

function parseBody(text: string, upstream: string, status: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UpstreamShapeError(`${upstream} answered malformed JSON: ${redactSecrets(text.slice(0, 80))}`, upstream, status, { cause: error });
  }
}

/**
 * Adds the defined params to the URL's own query. got's `searchParams` option replaces that query
 * instead, which would drop `?module=account&action=…` or a Blockscout next_page_path's cursor.
 */
function withSearchParams(url: string, params: HttpRequest['searchParams']): URL {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined) target.searchParams.set(name, String(value));
  }
  return target;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
