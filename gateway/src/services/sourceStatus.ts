import type { ChainKey } from '../../../shared/src/chains';
import type { Address } from '../../../shared/src/addresses';
import type { Cached } from '../cache/cache';
import { describeError } from '../errors/errors';
import { reasonOf, type SourceReason } from '../errors/sourceReason';
import { logSourceFailure } from '../logging/sourceFailures';

type SourceState = 'fresh' | 'cached' | 'stale' | 'failed';

/** Per chain × wallet × source: where the data came from, or why it is missing. */
export interface SourceStatus {
  chain: ChainKey;
  wallet: Address | null;
  source: string;
  state: SourceState;
  ageMs: number | null;
  message: string | null;
  /** Why, for programs: null when nothing failed (`message` may still hold a note). */
  reason: SourceReason | null;
}

export function statusOf(
  cached: Cached<unknown>,
  where: Pick<SourceStatus, 'chain' | 'wallet' | 'source'>,
): SourceStatus {
  return {
    ...where,
    state: cached.state,
    ageMs: cached.ageMs,
    message: cached.error ?? null,
    reason: cached.reason ?? null,
  };
}

export function failedStatus(
  error: unknown,
  where: Pick<SourceStatus, 'chain' | 'wallet' | 'source'>,
): SourceStatus {
  logSourceFailure(error, where);
  return {
    ...where,
    state: 'failed',
    ageMs: null,
    message: describeError(error),
    reason: reasonOf(error),
  };
}

/**
 * What this source gave is not the whole of what it serves now: nothing (failed), an older copy
 * (stale) or an answer cut short (TRUNCATED). Any of them makes an answer built on it incomplete
 * (docs/DECISIONS.md "Completeness").
 */
export function leavesGap(status: SourceStatus): boolean {
  return status.state === 'failed' || status.state === 'stale' || status.reason === 'TRUNCATED';
}
