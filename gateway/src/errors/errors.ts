/**
 * One base error with a cause chain (STYLE.md habit 7). Subclasses carry a literal `name` so logs
 * and `instanceof` checks agree; only the classes errors/publicErrors.ts lists reach API clients
 * with their message.
 */
export class KinkoError extends Error {
  override readonly name: string = 'KinkoError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(redactSecrets(message), options);
  }
}

/** Configuration that cannot start the server; the message names every bad variable. */
export class ConfigError extends KinkoError {
  override readonly name = 'ConfigError';
}

/** Input the caller must correct; the message is written for them (errors/publicErrors.ts). */
export class BadInputError extends KinkoError {
  override readonly name: string = 'BadInputError';
}

/**
 * The one upstream an answer cannot do without did not answer; the message is written for the
 * user. Only where no per-source status can carry the failure (resolving a name has one answer).
 */
export class UpstreamUnavailableError extends KinkoError {
  override readonly name = 'UpstreamUnavailableError';
}

/** An upstream answered, but not with something we can use (status, shape or content). */
export class UpstreamError extends KinkoError {
  override readonly name: string = 'UpstreamError';

  constructor(
    message: string,
    readonly upstream: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The upstream throttled us and retries did not get through. */
export class RateLimitedError extends UpstreamError {
  override readonly name = 'RateLimitedError';
}

/** The request never completed: connection refused, reset, timeout. */
export class NetworkError extends UpstreamError {
  override readonly name: string = 'NetworkError';
}

/** The upstream's own time allowance ran out (not the incoming request's deadline: DeadlineError). */
export class UpstreamTimeoutError extends NetworkError {
  override readonly name = 'UpstreamTimeoutError';
}

/** The body did not match the upstream's schema (rotki's lesson: validate where data enters). */
export class UpstreamShapeError extends UpstreamError {
  override readonly name = 'UpstreamShapeError';
}

/** Not sent: the upstream's circuit is open after recent failures (http/circuits.ts). */
export class CircuitOpenError extends UpstreamError {
  override readonly name = 'CircuitOpenError';
}

/**
 * Not sent, or given up: the incoming request's deadline (request/requestScope.ts) has passed or
 * would pass before the wait an upstream asked for (Retry-After, backoff) is over.
 */
export class DeadlineError extends UpstreamError {
  override readonly name = 'DeadlineError';
}

const SECRET_PARAMS = /([?&](?:apikey|api_key|key|token)=)[^&\s"]+/gi;

/**
 * Configured secret values (API keys, passwords in URLs), replaced wherever they appear, whatever
 * the shape of the text: an upstream that echoes a key in its error body must not leak it into a
 * source status, a CSV header or a log. Process-wide because the configuration is.
 */
const secretValues = new Set<string>();

/** Shorter values would redact ordinary words; no real key or password is this short. */
const MIN_SECRET_LENGTH = 6;

export function registerSecrets(values: Iterable<string>): void {
  for (const value of values) if (value.length >= MIN_SECRET_LENGTH) secretValues.add(value);
}

/** API keys never reach a message or a log (STYLE.md habit 7). */
export function redactSecrets(text: string): string {
  let redacted = text.replace(SECRET_PARAMS, '$1***');
  for (const secret of secretValues) {
    if (redacted.includes(secret)) redacted = redacted.replaceAll(secret, '***');
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret && redacted.includes(encoded))
      redacted = redacted.replaceAll(encoded, '***');
  }
  return redacted;
}

/** A short, safe description of any thrown value, for source statuses and logs. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return redactSecrets(error.message);
  return redactSecrets(String(error));
}
