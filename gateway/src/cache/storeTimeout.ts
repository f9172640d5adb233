import { KinkoError } from '../errors/errors';

/** A store call that did not settle within its allowance: the store is stalled, not refusing. */
export class StoreTimeoutError extends KinkoError {
  override readonly name = 'StoreTimeoutError';

  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

/**
 * `work`, or a StoreTimeoutError after `ms`. The work itself cannot be cancelled (a Redis command
 * already sent, an SQLite statement queued): it is left to settle on its own, its outcome ignored.
 */
export async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreTimeoutError(ms)), ms);
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, timeUp]);
  } finally {
    clearTimeout(timer);
  }
}
