/**
 * Spec §7 "Retry policy", one copy for the gateway (its upstream calls) and the dashboard (its
 * calls to the gateway): idempotent requests are retried on 429, 502, 503 and 504 — 4 retries,
 * 800 ms base, 15 s cap, 120 s total ceiling, full jitter, Retry-After honoured (retryAfter.ts).
 * Pure functions, so tests drive them with a fake clock and random source.
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
