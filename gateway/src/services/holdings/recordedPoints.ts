import { TTL } from '../../cache/ttl';
import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { Cache } from '../../cache/cache';
import { logSourceFailure } from '../../logging/sourceFailures';
import type { PortfolioHoldings } from './portfolioHoldings';
import { DAY_SECONDS, dayOf } from '../../util/days';

/** One wallet's value on one chain when a portfolio was computed. */
export interface RecordedPoint {
  /** Unix seconds. */
  at: number;
  usd: number;
}

const HOUR_SECONDS = 3_600;
/** Hourly points are kept this long, then only each day's last. */
const HOURLY_FOR_SECONDS = 7 * DAY_SECONDS;

const keyOf = (chain: ChainKey, wallet: Address) => `history:recorded:${chain}:${wallet}`;

/** A point's bucket: its hour in the last week, its day before that. */
function bucketOf(at: number, now: number): string {
  return now - at < HOURLY_FOR_SECONDS ? `h${Math.floor(at / HOUR_SECONDS)}` : `d${dayOf(at)}`;
}

/**
 * Adds a point, keeping at most one per bucket (the latest), oldest first.
 * @internal
 */
export function withPoint(
  points: readonly RecordedPoint[],
  point: RecordedPoint,
  now: number,
): RecordedPoint[] {
  const latest = new Map<string, RecordedPoint>();
  for (const entry of [...points, point].sort((a, b) => a.at - b.at))
    latest.set(bucketOf(entry.at, now), entry);
  return [...latest.values()];
}

/**
 * Records each wallet's value per chain from a portfolio just computed from its sources: only
 * pairs every source answered for in full (a failed, stale or truncated one would record a wrong
 * value as exact).
 * Written behind the answer; a store that fails costs the point, never the request.
 */
export function recordPortfolio(cache: Cache, portfolio: PortfolioHoldings, now: number): void {
  const doubtful = new Set(
    portfolio.statuses
      .filter(
        (status) =>
          status.state === 'failed' || status.state === 'stale' || status.reason === 'TRUNCATED',
      )
      .map((status) => `${status.chain}:${status.wallet ?? '*'}`),
  );
  const chainOf = new Map(portfolio.tokens.map((token) => [token.key, token.chain]));
  const values = new Map<string, { chain: ChainKey; wallet: Address; usd: number }>();
  for (const wallet of portfolio.wallets)
    for (const chain of new Set(portfolio.statuses.map((status) => status.chain)))
      if (!doubtful.has(`${chain}:*`) && !doubtful.has(`${chain}:${wallet}`))
        values.set(`${chain}:${wallet}`, { chain, wallet, usd: 0 });
  for (const [key, entries] of portfolio.breakdown) {
    const chain = chainOf.get(key);
    for (const entry of entries) {
      const pair = values.get(`${chain}:${entry.wallet}`);
      if (pair !== undefined) pair.usd += entry.valueUsd ?? 0;
    }
  }
  const at = Math.floor(now / 1000);
  void appendPoints(cache, [...values.values()], at).catch((error: unknown) =>
    logSourceFailure(error, { source: 'history-recording' }),
  );
}

/** One read and one write for all the pairs, whatever their count. */
async function appendPoints(
  cache: Cache,
  values: readonly { chain: ChainKey; wallet: Address; usd: number }[],
  at: number,
): Promise<void> {
  if (values.length === 0) return;
  const points = values.map(({ chain, wallet, usd }) => ({ key: keyOf(chain, wallet), usd }));
  const keys = points.map(({ key }) => key);
  const stored = await readRecorded(cache, keys);
  const updated = new Map(
    points.map(({ key, usd }) => [key, withPoint(stored.get(key) ?? [], { at, usd }, at)]),
  );
  cache.setMany(updated, TTL.settled);
}

/** The recorded lists under `keys`; a key never recorded is left out (and nothing is written for it). */
async function readRecorded(
  cache: Cache,
  keys: readonly string[],
): Promise<Map<string, RecordedPoint[]>> {
  const found = await cache.getOrFetchMany<RecordedPoint[]>(
    keys,
    TTL.settled,
    async () => new Map(),
  );
  return new Map([...found].map(([key, cached]) => [key, cached.value]));
}

/**
 * The portfolio's recorded value over time: at each bucket (hour, or day past a week) where every
 * wallet has a point on every chain, their sum at the bucket's latest point.
 */
export async function recordedSeries(
  cache: Cache,
  chains: readonly ChainKey[],
  wallets: readonly Address[],
  nowSeconds: number,
): Promise<RecordedPoint[]> {
  const keys = chains.flatMap((chain) => wallets.map((wallet) => keyOf(chain, wallet)));
  const found = await readRecorded(cache, keys);
  const lists = keys.map((key) => found.get(key) ?? []);
  const buckets = new Map<string, { at: number; usd: number; count: number }>();
  for (const list of lists) {
    const seen = new Set<string>();
    // Newest first: a bucket's latest point stands for it.
    for (const point of [...list].reverse()) {
      const bucket = bucketOf(point.at, nowSeconds);
      if (seen.has(bucket)) continue;
      seen.add(bucket);
      const sum = buckets.get(bucket) ?? { at: 0, usd: 0, count: 0 };
      buckets.set(bucket, {
        at: Math.max(sum.at, point.at),
        usd: sum.usd + point.usd,
        count: sum.count + 1,
      });
    }
  }
  return [...buckets.values()]
    .filter((bucket) => bucket.count === lists.length && lists.length > 0)
    .map(({ at, usd }) => ({ at, usd }))
    .sort((a, b) => a.at - b.at);
}
