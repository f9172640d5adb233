/**
 * Spec §3 "Wallet cache entry: data, updatedAt, computed stale flag" and §9 "wallet cache max age
 * default 30 min": an answer older than this is shown as out of date. The saved cache is still
 * painted (last known figures beat skeletons, and beat nothing when offline); the label says so.
 * @internal
 */
export const SAVED_DATA_MAX_AGE_MS = 30 * 60_000;

export interface SavedAge {
  /** Older than SAVED_DATA_MAX_AGE_MS: the computed stale flag. */
  stale: boolean;
  /** Not from today (local calendar day): the label must carry the date, not only the time. */
  showDate: boolean;
}

export function savedAge(updatedAt: Date, now: Date, maxAgeMs = SAVED_DATA_MAX_AGE_MS): SavedAge {
  return {
    stale: now.getTime() - updatedAt.getTime() > maxAgeMs,
    showDate: updatedAt.toDateString() !== now.toDateString(),
  };
}
