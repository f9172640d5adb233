import { describeError } from '../errors/errors';
import { isCallersFault } from '../errors/publicErrors';
import { mainReason, reasonOf, SourceFailedError, type SourceReason } from '../errors/sourceReason';
import { logSourceFailure } from '../logging/sourceFailures';

export interface SourceStep<T> {
  source: string;
  run: () => Promise<T>;
}

export interface Attempt {
  source: string;
  outcome: 'ok' | 'empty' | 'failed';
  message?: string;
  reason?: SourceReason;
}

export interface FallbackResult<T> {
  value: T;
  source: string;
  attempts: Attempt[];
}

/** Every source in the chain failed; the message lists each one's failure, the reason is the main one. */
export class AllSourcesFailedError extends SourceFailedError {
  override readonly name = 'AllSourcesFailedError';

  constructor(readonly attempts: Attempt[]) {
    super(
      attempts
        .map((attempt) => `${attempt.source}: ${attempt.message ?? attempt.outcome}`)
        .join('; '),
      // No attempt at all: the chain has no source to ask.
      mainReason(attempts.map((attempt) => attempt.reason)) ?? 'NOT_CONFIGURED',
    );
  }
}

/**
 * STYLE.md habit 4: fallbacks are one mechanism. Timeouts, throttling, 5xx, bad shapes — anything
 * an upstream can do — move on to the next source; bad input stops, because no other source
 * would answer it differently. What counts as bad input is errors/publicErrors.ts's table.
 */
function shouldFallThrough(error: unknown): boolean {
  return !isCallersFault(error);
}

/**
 * Runs the steps in order and returns the first usable answer. An empty answer also moves on
 * (spec §4: "then GraphQL if empty or failed"), but is kept: when no later source has anything,
 * "empty" from a source that answered is the truth, not a failure.
 */
export async function firstUsable<T>(
  steps: readonly SourceStep<T>[],
  isEmpty: (value: T) => boolean,
): Promise<FallbackResult<T>> {
  const attempts: Attempt[] = [];
  let empty: { value: T; source: string } | undefined;
  for (const step of steps) {
    try {
      const value = await step.run();
      if (!isEmpty(value)) {
        attempts.push({ source: step.source, outcome: 'ok' });
        return { value, source: step.source, attempts };
      }
      attempts.push({ source: step.source, outcome: 'empty' });
      empty ??= { value, source: step.source };
    } catch (error) {
      if (!shouldFallThrough(error)) throw error;
      logSourceFailure(error, { source: step.source });
      attempts.push({
        source: step.source,
        outcome: 'failed',
        message: describeError(error),
        reason: reasonOf(error),
      });
    }
  }
  if (empty) return { ...empty, attempts };
  throw new AllSourcesFailedError(attempts);
}
