import { TTL } from '../../cache/ttl';
import type { SourceStatus } from '../sourceStatus';

/**
 * How much longer an answer assembled from these statuses stays as fresh as its data: the
 * shortest remaining TTL inside (each source's TTL, spec §9, less the age it was served at). An
 * answer with a failed or stale source has none: it is re-assembled on the next read, so a source
 * that comes back is seen at once.
 */
export function freshForMs(statuses: readonly SourceStatus[]): number {
  let remaining: number = LONGEST_TTL_MS;
  for (const status of statuses) {
    if (status.state === 'failed' || status.state === 'stale' || status.ageMs === null) return 0;
    remaining = Math.min(remaining, ttlOf(status, status.ageMs) - status.ageMs);
  }
  return Math.max(0, remaining);
}

/** The holdings engine reads three kinds of data: listings, native balances and prices. */
function ttlOf(status: SourceStatus, ageMs: number): number {
  if (status.source.startsWith('token-listing:')) return TTL.tokens[status.chain];
  if (status.source.startsWith('native-balance:')) return TTL.nativeBalance;
  // Token and native prices share source names (defillama, dex-search), and their TTLs differ on
  // some chains (BSC and Polygon: tokens 2 min, the native coin 60 s). The cache serves nothing
  // as cached past its TTL, so an age the shorter TTL has passed is a token price's: taking the
  // shorter one there would leave the answer unstored for that whole minute.
  const [shorter, longer] = [TTL.tokenPrice[status.chain], TTL.nativePrice[status.chain]].sort(
    (a, b) => a - b,
  ) as [number, number];
  return ageMs < shorter ? shorter : longer;
}

/** No answer assembled from the holdings engine's data stays fresh longer than this. */
export const LONGEST_TTL_MS = Math.max(
  ...Object.values(TTL.tokens),
  TTL.nativeBalance,
  ...Object.values(TTL.tokenPrice),
  ...Object.values(TTL.nativePrice),
);
