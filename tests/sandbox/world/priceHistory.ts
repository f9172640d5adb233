import { CHAINS, type ChainKey } from '../../../shared/src/chains';
import { DAY_SECONDS, WORLD_NOW } from './clock';
import { priceAt, significant } from './prices';
import { Rng } from './random';
import { MARKET_COINS } from './ticker';
import { HISTORY_DAYS } from './transferHistory';
import type { WorldToken } from './types';

/**
 * The world's price history (issue 17), the one DefiLlama serves (UPSTREAMS.md §5):
 * - the last 24 hours are prices.ts' line from the 24h-ago price to today's (unchanged);
 * - before that, one price per UTC day, a seeded random walk back from the 24h-ago price, held
 *   from 00:05 of the day to 00:05 of the next (records are 10 minutes apart, so the record
 *   nearest a day's close, 23:59:59, is 00:00 of the next day and carries that day's price);
 * - about one coin in seven has one missing day: no record within 24 h of that day's close;
 * - nothing before HISTORY_DAYS ago.
 */

/** Spacing of DefiLlama's records in the sandbox (clock.ts: WORLD_NOW is a multiple of it). */
const RECORD_SECONDS = 600;

/** A coin's present as the world quotes it. */
export interface PricedNow {
  priceUsd: number;
  price24hAgoUsd: number;
}

const OFFSET = 300;
const YESTERDAY_CUTOFF = WORLD_NOW - DAY_SECONDS;

export const dayOf = (timestamp: number): number => Math.floor(timestamp / DAY_SECONDS);
export const TODAY = dayOf(WORLD_NOW);
export const FIRST_PRICE_DAY = TODAY - HISTORY_DAYS;

/** 'YYYY-MM-DD' of a day number (days since the Unix epoch). */
export const dayString = (day: number): string =>
  new Date(day * DAY_SECONDS * 1000).toISOString().slice(0, 10);

export const dayNumber = (day: string): number =>
  Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000 / DAY_SECONDS);

interface Walk {
  /** prices[k] is the price of day TODAY − 1 − k. */
  prices: number[];
  missingDay: number | null;
}

const walks = new Map<string, Walk>();

/** The seeded walk of one coin; `key` names it ("pulse:0x…", "coingecko:ethereum"). */
function walkOf(key: string, now: PricedNow): Walk {
  const cacheKey = `${key}@${now.price24hAgoUsd}`;
  let walk = walks.get(cacheKey);
  if (walk === undefined) {
    const rng = Rng.derive('price-history', key);
    const prices = [now.price24hAgoUsd];
    for (let k = 1; k < HISTORY_DAYS; k++) {
      const previous = prices[k - 1] ?? now.price24hAgoUsd;
      prices.push(significant(previous * Math.exp((rng.next() - 0.5) * 0.12)));
    }
    walk = { prices, missingDay: rng.chance(1 / 7) ? TODAY - rng.int(3, 24) : null };
    walks.set(cacheKey, walk);
  }
  return walk;
}

/** The day a coin has no price record near (null for most coins). */
export function missingPriceDay(key: string, now: PricedNow): number | null {
  return walkOf(key, now).missingDay;
}

/** True when the coin has a record at this timestamp (a multiple of RECORD_SECONDS). */
function hasRecord(walk: Walk, timestamp: number): boolean {
  if (dayOf(timestamp - OFFSET) < FIRST_PRICE_DAY) return false;
  if (walk.missingDay === null) return true;
  const start = walk.missingDay * DAY_SECONDS;
  return timestamp < start || timestamp > start + 2 * DAY_SECONDS - 1;
}

/** The price of the record at `timestamp` (a multiple of RECORD_SECONDS), undefined where there is none. */
function recordPrice(key: string, now: PricedNow, timestamp: number): number | undefined {
  if (timestamp >= YESTERDAY_CUTOFF) return priceAt(now, WORLD_NOW, Math.min(timestamp, WORLD_NOW));
  const walk = walkOf(key, now);
  if (!hasRecord(walk, timestamp)) return undefined;
  return walk.prices[TODAY - 1 - dayOf(timestamp - OFFSET)];
}

/**
 * The nearest record to `timestamp` no further than `width` seconds, as DefiLlama's
 * getRecordClosestToTimestamp picks it (the later one on a tie); none after WORLD_NOW.
 */
export function nearestRecord(
  key: string,
  now: PricedNow,
  timestamp: number,
  width: number,
): { timestamp: number; price: number } | undefined {
  // A missing day leaves at most two days without records, so three days of search suffice.
  const reach = Math.min(width, 3 * DAY_SECONDS);
  const last = Math.min(WORLD_NOW, timestamp + reach);
  // Grid points outward from `timestamp`, nearest first, the later one first on a tie.
  let later = Math.ceil(timestamp / RECORD_SECONDS) * RECORD_SECONDS;
  let earlier = later - RECORD_SECONDS;
  for (;;) {
    const laterOk = later <= last && later - timestamp <= reach;
    const earlierOk = timestamp - earlier <= reach;
    if (!laterOk && !earlierOk) break;
    const takeLater = laterOk && (!earlierOk || later - timestamp <= timestamp - earlier);
    const candidate = takeLater ? later : earlier;
    if (takeLater) later += RECORD_SECONDS;
    else earlier -= RECORD_SECONDS;
    // None after WORLD_NOW: the world has no future.
    const price = candidate > WORLD_NOW ? undefined : recordPrice(key, now, candidate);
    if (price !== undefined) return { timestamp: candidate, price };
  }
  return undefined;
}

/**
 * A coin's price for a UTC day of issue 17's history: the record nearest the day's close
 * (23:59:59) within 12 hours — DefiLlama's own default width — and today's price for today;
 * null when the coin has no record there (its missing day, or before its history starts).
 */
export function dayPrice(key: string, now: PricedNow, day: number): number | null {
  if (day >= TODAY) return now.priceUsd;
  return nearestRecord(key, now, (day + 1) * DAY_SECONDS - 1, 12 * 3_600)?.price ?? null;
}

/** The key and present price under which DefiLlama knows a token; null when it does not quote it. */
export function tokenPriceHistory(token: WorldToken): { key: string; now: PricedNow } | null {
  const price = token.quotes.defillama;
  return price === null
    ? null
    : {
        key: `${token.chain}:${token.address}`,
        now: { priceUsd: price, price24hAgoUsd: token.price24hAgoUsd ?? price },
      };
}

/** The same for a `coingecko:<id>` coin (the native coins, the ticker's coins); null for unknown ids. */
export function coingeckoPriceHistory(id: string): { key: string; now: PricedNow } | null {
  const coin = MARKET_COINS.find((candidate) => candidate.id === id);
  return coin === undefined
    ? null
    : {
        key: `coingecko:${id}`,
        now: { priceUsd: coin.priceUsd, price24hAgoUsd: coin.price24hAgoUsd },
      };
}

/** The native coin's price on a UTC day (DefiLlama's `coingecko:<id>`), null where it has none. */
export function nativeDayPrice(chain: ChainKey, day: number): number | null {
  const series = coingeckoPriceHistory(CHAINS[chain].nativeCoinGeckoId);
  return series === null ? null : dayPrice(series.key, series.now, day);
}
