import { Agent, interceptors } from 'undici';

/** Redirect hops the HTTP client follows before giving up. */
export const MAX_REDIRECTS = 10;

/**
 * The one connection pool of every upstream HTTP call (docs/DECISIONS.md "HTTP client: undici
 * instead of got"): keep-alive, no cap on connections per origin (the upstream budgets cap
 * concurrency). undici's own connect, headers and body timeouts are off: each call brings one
 * total timeout of its own (`timedSignal`), the call's or what the request's deadline leaves.
 */
export const upstreamAgent = new Agent({ connectTimeout: 0, headersTimeout: 0, bodyTimeout: 0 });

/** The same pool, following redirects: the JSON HTTP client's. The icon fetch follows its own. */
export const redirectingAgent = upstreamAgent.compose(
  interceptors.redirect({ maxRedirections: MAX_REDIRECTS }),
);

/** The reason a call's own time ran out; its code is what the error texts name (ETIMEDOUT). */
class TimedOutError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimedOutError';
  }
}

/**
 * The AbortSignal of one call: it fires after `ms` with a TimedOutError, or with `parent`'s reason
 * when `parent` (the request's deadline) fires first. `done` must be called once the call ends
 * (answer read or failed): it clears the timer and the listener.
 */
export function timedSignal(ms: number, parent?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimedOutError(ms)), ms);
  const onParentAbort = () => controller.abort(parent?.reason);
  if (parent?.aborted === true) onParentAbort();
  else parent?.addEventListener('abort', onParentAbort, { once: true });
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onParentAbort);
    },
  };
}
