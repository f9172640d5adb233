import { TTL } from '../../cache/ttl';
import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { Cache } from '../../cache/cache';
import { logSourceFailure } from '../../logging/sourceFailures';
import type { PortfolioHoldings } from '../holdings/portfolioHoldings';
import { DAY_SECONDS, dayOf } from './days';

/** One wallet's value on one chain when a portfolio was computed (issue 17 "recorded points"). */
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

/** Adds a point, keeping at most one per bucket (the latest), oldest first. */
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
 * pairs every source answered for (a failed or stale one would record a wrong value as exact).
 * Written behind the answer; a store that fails costs the point, never the request.
 */
export function recordPortfolio(cache: Cache, portfolio: PortfolioHoldings, now: number): void {
  const doubtful = new Set(
    portfolio.statuses
      .filter((status) => status.state === 'failed' || status.state === 'stale')
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
  for (const { chain, wallet, usd } of values.values())
    void appendPoint(cache, chain, wallet, { at, usd }).catch((error: unknown) =>
      logSourceFailure(error, { chain, wallet, source: 'history-recording' }),
    );
}

async function appendPoint(
  cache: Cache,
  chain: ChainKey,
  wallet: Address,
  point: RecordedPoint,
): Promise<void> {
  const key = keyOf(chain, wallet);
  const stored = await readRecorded(cache, chain, wallet);
  await cache.getOrFetch(key, TTL.settled, async () => withPoint(stored, point, point.at), {
    force: true,
  });
}

async function readRecorded(
  cache: Cache,
  chain: ChainKey,
  wallet: Address,
): Promise<RecordedPoint[]> {
  const cached = await cache.getOrFetch<RecordedPoint[]>(
    keyOf(chain, wallet),
    TTL.settled,
    async () => [],
  );
  return cached.value;
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
  const lists = await Promise.all(
    chains.flatMap((chain) => wallets.map((wallet) => readRecorded(cache, chain, wallet))),
  );
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
