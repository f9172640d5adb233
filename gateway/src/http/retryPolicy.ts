import { fullJitterDelay, type RetryPolicy } from '../../../shared/src/retryPolicy';

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
