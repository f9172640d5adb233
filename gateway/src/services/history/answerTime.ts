import { setTimeout as sleep } from 'node:timers/promises';
import { remainingMs } from '../../request/requestScope';

/** Kept back from the request's deadline to build and send the answer. */
const ANSWER_MARGIN_MS = 1_500;

export interface AnswerTime {
  /** Resolves 'time-up' when the request must answer with what it has (never outside a request). */
  timeUp: Promise<'time-up'>;
  /** Ends the wait once the reads it was raced with are in. */
  stop(): void;
}

/** Bounds on a wait, from now: `leastMs` however near the deadline, `mostMs` however far. */
export interface WaitBounds {
  leastMs?: number;
  mostMs?: number;
}

/**
 * The moment a history read stops waiting for what is still being read in the background: the
 * request's deadline less the time to answer, within `bounds`.
 */
export function answerTime({ leastMs = 0, mostMs = Infinity }: WaitBounds = {}): AnswerTime {
  const waitMs = Math.min(remainingMs() - ANSWER_MARGIN_MS, mostMs);
  const stopWaiting = new AbortController();
  const timeUp = Number.isFinite(waitMs)
    ? sleep(Math.max(leastMs, waitMs), 'time-up' as const, { signal: stopWaiting.signal }).catch(
        () => 'time-up' as const,
      )
    : new Promise<'time-up'>(() => undefined);
  return { timeUp, stop: () => stopWaiting.abort() };
}
