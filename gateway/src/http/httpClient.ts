import { request as send } from 'undici';
import type { z } from 'zod';
import {
  CircuitOpenError,
  DeadlineError,
  NetworkError,
  RateLimitedError,
  UpstreamError,
  UpstreamShapeError,
  UpstreamTimeoutError,
  redactSecrets,
} from '../errors/errors';
import { STALL_MS, type Circuits } from './circuits';
import type { UpstreamBudgets } from './upstreamBudget';
import {
  countUpstreamCall,
  currentScope,
  deadlinePassed,
  remainingMs,
} from '../request/requestScope';
import { parseRetryAfter } from '../../../shared/src/retryAfter';
import { SPEC_RETRY_POLICY, type RetryPolicy } from '../../../shared/src/retryPolicy';
import { decideRetry } from './retryPolicy';
import { ACCEPT_ENCODING, readText } from './contentCoding';
import { MAX_REDIRECTS, redirectingAgent, timedSignal } from './upstreamAgent';

export interface HttpRequest {
  /** Which upstream this is, for errors, logs and source statuses (e.g. "blockscout:pulse"). */
  upstream: string;
  /**
   * The health record (circuit) this call counts against, when one host serves APIs that fail
   * apart — Blockscout's v2 and classic APIs: "blockscout:polygon/v2". Defaults to `upstream`.
   */
  circuit?: string;
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
  /** Upstream health shared by every request; without it every call is sent. */
  circuits?: Circuits;
  /** Per-upstream rate and concurrency limits shared by every request; without it none. */
  budgets?: UpstreamBudgets;
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
    const scope = currentScope();
    const timeoutMs = request.timeoutMs ?? options.timeoutMs;
    const remaining = remainingMs();
    if (remaining <= 0 || scope?.signal.aborted === true) throw deadlineError(request);
    const release = (await options.budgets?.acquire(request.upstream)) ?? (() => undefined);
    // What is left once a slot of the upstream's budget is ours.
    const allowedMs = Math.min(timeoutMs, remainingMs());
    countUpstreamCall();
    const startedAt = performance.now();
    const timed = timedSignal(allowedMs, scope?.signal);
    try {
      const response = await send(withSearchParams(request.url, request.searchParams), {
        dispatcher: redirectingAgent,
        method: request.method ?? 'GET',
        headers: {
          'user-agent': userAgent,
          accept: 'application/json',
          'accept-encoding': ACCEPT_ENCODING,
          ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        ...(request.json === undefined ? {} : { body: JSON.stringify(request.json) }),
        signal: timed.signal,
      });
      // The redirect interceptor hands back the redirect past its limit as an answer: a failure.
      if (REDIRECT_STATUSES.has(response.statusCode) && response.headers.location !== undefined) {
        await response.body.dump();
        throw new TooManyRedirectsError();
      }
      // Every body is read, whatever the status, so the connection goes back to the pool.
      const body = await readText(response, headerValue(response.headers['content-encoding']));
      return {
        response: { statusCode: response.statusCode, headers: response.headers, body },
        durationMs: performance.now() - startedAt,
      };
    } catch (error) {
      options.onAttempt?.({
        upstream: request.upstream,
        status: undefined,
        attempt,
        durationMs: performance.now() - startedAt,
      });
      const failure = new TransportError(error);
      const { code } = failure;
      const waitedMs = performance.now() - startedAt;
      // The request's deadline, not the upstream's own allowance, ended this attempt.
      if (
        scope !== undefined &&
        (scope.signal.aborted || (allowedMs < timeoutMs && code === 'ETIMEDOUT'))
      ) {
        // Still a stall: the upstream had this long and did not answer (an abort for another
        // reason, or an attempt begun too close to the deadline to tell, says nothing of it).
        if (waitedMs >= STALL_MS && (!scope.signal.aborted || deadlinePassed(scope.signal)))
          options.circuits?.trip(
            circuitOf(request),
            `no answer in ${seconds(waitedMs)} (request deadline)`,
          );
        throw deadlineError(request, failure);
      }
      const why = code === undefined ? '' : ` (${code})`;
      if (code === 'ETIMEDOUT')
        options.circuits?.trip(circuitOf(request), `no answer in ${seconds(allowedMs)}${why}`);
      else options.circuits?.failed(circuitOf(request), `no answer${why}`);
      const Failure = code === 'ETIMEDOUT' ? UpstreamTimeoutError : NetworkError;
      throw new Failure(`${request.upstream} request failed${why}`, request.upstream, undefined, {
        cause: failure,
      });
    } finally {
      timed.done();
      release();
    }
  }

  async function json<T>(request: HttpRequest, schema: z.ZodType<T>): Promise<T> {
    const circuit = circuitOf(request);
    if (options.circuits?.admit(circuit) === 'skip')
      throw new CircuitOpenError(options.circuits.skipReason(circuit), request.upstream);
    try {
      return await attempts(request, schema, circuit);
    } finally {
      // A probe that ended without a verdict (deadline) hands its slot to the next caller.
      options.circuits?.released(circuit);
    }
  }

  async function attempts<T>(
    request: HttpRequest,
    schema: z.ZodType<T>,
    circuit: string,
  ): Promise<T> {
    const idempotent = (request.method ?? 'GET') === 'GET' || request.retryable === true;
    const startedAt = now();
    for (let attempt = 0; ; attempt++) {
      const { response, durationMs } = await attemptOnce(request, attempt);
      let status = response.statusCode;
      let body: unknown;
      if (status >= 200 && status < 300) {
        try {
          body = parseBody(response.body, request.upstream, status);
        } catch (error) {
          options.circuits?.failed(circuit, 'malformed body');
          throw error;
        }
        // PulseChain's explorer sometimes answers 200 with a bare JSON string such as
        // "Internal server error" (UPSTREAMS.md §1.1): that is a server failure, retried as one.
        if (typeof body === 'string') status = 502;
      }
      options.onAttempt?.({ upstream: request.upstream, status, attempt, durationMs });
      if (status >= 200 && status < 300) {
        const parsed = schema.safeParse(body);
        if (!parsed.success) {
          options.circuits?.failed(circuit, 'unexpected shape');
          throw new UpstreamShapeError(
            `${request.upstream} answered an unexpected shape: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
            request.upstream,
            status,
          );
        }
        options.circuits?.succeeded(circuit);
        return parsed.data;
      }
      const retryAfterMs = parseRetryAfter(headerValue(response.headers['retry-after']), now());
      if (!policy.statusCodes.includes(status) && status < 500) {
        // 404, 422…: the upstream is up and answered about this request.
        options.circuits?.succeeded(circuit);
        throw statusError(request, status);
      }
      options.circuits?.failed(circuit, `HTTP ${status}`, retryAfterMs);
      if (idempotent && policy.statusCodes.includes(status)) {
        const decision = decideRetry({
          policy,
          attempt,
          elapsedMs: now() - startedAt,
          retryAfterMs,
          random,
        });
        if (decision.retry) {
          const remaining = remainingMs();
          // A wait that would end past the request's deadline is not slept through (DESIGN.md
          // "Deadlines"): this source fails now and the next fallback or the stale cache answers.
          if (decision.delayMs >= remaining) {
            if (status === 429 && retryAfterMs !== undefined)
              options.circuits?.trip(
                circuit,
                `HTTP 429, Retry-After ${Math.ceil(retryAfterMs / 1000)} s`,
                retryAfterMs,
              );
            throw statusError(
              request,
              status,
              ` (${retryAfterMs === undefined ? 'backoff' : `Retry-After ${Math.ceil(retryAfterMs / 1000)} s`} is past this request's deadline)`,
            );
          }
          // Concurrent calls have opened the circuit meanwhile: retrying would only add load.
          if (options.circuits?.state(circuit) === 'open')
            throw statusError(request, status, ' (circuit open)');
          await sleep(decision.delayMs);
          continue;
        }
      }
      throw statusError(request, status);
    }
  }

  return { json };
}

/** "10 s", "2.5 s": how long an upstream was given, for the reason an open circuit shows. */
function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

function circuitOf(request: HttpRequest): string {
  return request.circuit ?? request.upstream;
}

function deadlineError(request: HttpRequest, cause?: unknown): DeadlineError {
  return new DeadlineError(
    `${request.upstream}: request deadline reached`,
    request.upstream,
    undefined,
    { cause },
  );
}

function statusError(request: HttpRequest, status: number, why = ''): UpstreamError {
  const message = `${request.describeStatus?.(status) ?? `${request.upstream} HTTP ${status}`}${why}`;
  if (status === 429) return new RateLimitedError(message, request.upstream, status);
  return new UpstreamError(message, request.upstream, status);
}

function parseBody(text: string, upstream: string, status: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UpstreamShapeError(
      `${upstream} answered malformed JSON: ${redactSecrets(text.slice(0, 80))}`,
      upstream,
      status,
      { cause: error },
    );
  }
}

/**
 * Adds the defined params to the URL's own query: replacing that query would drop
 * `?module=account&action=…` or a Blockscout next_page_path's cursor.
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

const REDIRECT_STATUSES = new Set([300, 301, 302, 303, 307, 308]);

const TOO_MANY_REDIRECTS = 'ERR_TOO_MANY_REDIRECTS';

class TooManyRedirectsError extends Error {
  readonly code = TOO_MANY_REDIRECTS;
  constructor() {
    super(`more than ${MAX_REDIRECTS} redirects`);
    this.name = 'TooManyRedirectsError';
  }
}

/**
 * A transport failure (no answer, or one cut short), carrying what undici or Node threw as its cause
 * and the code it names: a system one (ECONNREFUSED, ECONNRESET, ETIMEDOUT…) where there is one, on
 * the error, its causes or the errors it aggregates (a connection tried on several addresses), else
 * the first code found (undici's UND_ERR_…). Errors and logs name the code; the cause keeps the rest.
 */
class TransportError extends Error {
  readonly code: string | undefined;
  constructor(cause: unknown) {
    super(
      typeof (cause as { message?: unknown } | undefined)?.message === 'string'
        ? (cause as Error).message
        : String(cause),
      { cause },
    );
    this.name = 'TransportError';
    // undici stops a redirect loop at its first repeat, with an error that names no code.
    this.code = REDIRECT_LOOP.test(this.message) ? TOO_MANY_REDIRECTS : transportCode(cause);
  }
}

const REDIRECT_LOOP = /^Redirect loop detected/;

/** Read by shape, not by instanceof: Node's own errors may come from another realm (Jest's). */
function transportCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  const own = typeof code === 'string' ? code : undefined;
  if (own !== undefined && SYSTEM_CODE.test(own)) return own;
  const inner = [cause, ...(Array.isArray(errors) ? (errors as unknown[]) : [])]
    .map((nested) => transportCode(nested, depth + 1))
    .filter((found) => found !== undefined);
  return inner.find((found) => SYSTEM_CODE.test(found)) ?? own ?? inner[0];
}

const SYSTEM_CODE = /^E[A-Z0-9]+$/;
