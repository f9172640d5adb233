/**
 * Spec §7 "Retry policy": idempotent requests (GETs, or flagged retryable) are retried on 429,
 * 502, 503 and 504 — 4 retries, 800 ms base, 15 s cap, 120 s total ceiling, full jitter,
 * Retry-After honoured. Pure functions, so tests drive them with a fake clock and random source.
 */
export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  totalCeilingMs: number;
  statusCodes: readonly number[];
}

export const SPEC_RETRY_POLICY: RetryPolicy = {
  retries: 4,
  baseDelayMs: 800,
  maxDelayMs: 15_000,
  totalCeilingMs: 120_000,
  statusCodes: [429, 502, 503, 504],
};

/** Full jitter (AWS architecture blog): uniform in [0, min(cap, base·2^attempt)). attempt counts from 0. */
export function fullJitterDelay(
  policy: RetryPolicy,
  attempt: number,
  random: () => number,
): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.floor(random() * exponential);
}

export interface RetryDecision {
  retry: boolean;
  delayMs: number;
}

/**
 * Whether to try again after a retryable status. A Retry-After the server sent wins over jitter
 * (that is what honouring it means), but never past the total ceiling: a wait that would end
 * beyond it gives up now instead of sleeping and failing anyway.
 */
export function decideRetry(input: {
  policy: RetryPolicy;
  attempt: number;
  elapsedMs: number;
  retryAfterMs: number | undefined;
  random: () => number;
}): RetryDecision {
  const { policy, attempt, elapsedMs, retryAfterMs, random } = input;
  if (attempt >= policy.retries) return { retry: false, delayMs: 0 };
  const delayMs = retryAfterMs ?? fullJitterDelay(policy, attempt, random);
  if (elapsedMs + delayMs > policy.totalCeilingMs) return { retry: false, delayMs: 0 };
  return { retry: true, delayMs };
}
