import {
  CircuitOpenError,
  DeadlineError,
  KinkoError,
  NetworkError,
  RateLimitedError,
  UpstreamError,
  UpstreamTimeoutError,
} from './errors';

/**
 * Why a source gave nothing usable, for programs: a source status's `message` is the spec's text
 * for people, its `reason` what a client branches on. Listed most telling first: a
 * status that sums up several failures (a fallback chain) carries the first of theirs in this
 * order, so a throttled source is never hidden behind a later one's 500. TRUNCATED is the one
 * reason an answer carries: it came, but cut short (a listing past its page cap), so it is partial.
 */
export const SOURCE_REASONS = [
  'RATE_LIMITED',
  'TIMEOUT',
  'NETWORK',
  'BAD_RESPONSE',
  'CIRCUIT_OPEN',
  'NOT_CONFIGURED',
  'TRUNCATED',
  'UNKNOWN',
] as const;

export type SourceReason = (typeof SOURCE_REASONS)[number];

/** A failure whose reason is known where it is raised rather than by its class (a sum of several). */
export class SourceFailedError extends KinkoError {
  override readonly name: string = 'SourceFailedError';

  constructor(
    message: string,
    readonly reason: SourceReason,
  ) {
    super(message);
  }
}

/** The one mapping from what was thrown to a reason; anything not ours is UNKNOWN. */
export function reasonOf(error: unknown): SourceReason {
  if (error instanceof SourceFailedError) return error.reason;
  if (error instanceof RateLimitedError) return 'RATE_LIMITED';
  if (error instanceof DeadlineError || error instanceof UpstreamTimeoutError) return 'TIMEOUT';
  if (error instanceof CircuitOpenError) return 'CIRCUIT_OPEN';
  if (error instanceof NetworkError) return 'NETWORK';
  if (error instanceof UpstreamError) return 'BAD_RESPONSE';
  return 'UNKNOWN';
}

/** The most telling of several reasons (SOURCE_REASONS' order); null when there is none. */
export function mainReason(
  reasons: Iterable<SourceReason | null | undefined>,
): SourceReason | null {
  let main: SourceReason | null = null;
  for (const reason of reasons)
    if (
      reason !== null &&
      reason !== undefined &&
      (main === null || SOURCE_REASONS.indexOf(reason) < SOURCE_REASONS.indexOf(main))
    )
      main = reason;
  return main;
}
