import { TTL } from '../../cache/ttl';
import type { ChainKey } from '../../../../shared/src/chains';
import type { Cached } from '../../cache/cache';
import {
  batchHistoricalQuery,
  getBatchHistorical,
  MAX_BATCH_QUERY_LENGTH,
  type PriceRecord,
} from '../../sources/defillama/getBatchHistorical';
import { combinedStatus } from '../prices/cachedBatch';
import type { PriceDeps } from '../prices/priceDeps';
import type { SourceStatus } from '../sourceStatus';
import { mapWithConcurrency } from '../holdings/mapWithConcurrency';
import { DAY_SECONDS, dayClose } from './days';

/**
 * DefiLlama's own default search width (UPSTREAMS.md §5): a day's price is the record nearest its
 * close within 12 hours, so a day DefiLlama has no record near stays a day without a price.
 */
const SEARCH_WIDTH = '12h';
const SEARCH_WIDTH_SECONDS = 12 * 3_600;

/** A closed day's record nearest its close can still arrive until 12 h after it. */
const SETTLED_AFTER_DAYS = 2;
/**
 * Prices are cached per coin in blocks of this many days: one key per coin-month rather than per
 * coin-day keeps a long history's first read to a few thousand keys, not tens of thousands.
 */
const BLOCK_DAYS = 32;
const TODAY_TTL_MS = 10 * 60_000;
const RECENT_TTL_MS = 60 * 60_000;
/** A block of the last month is asked again daily: DefiLlama fills gaps of coins it starts to list. */
const LAST_MONTH_TTL_MS = DAY_SECONDS * 1000;
/** Batches in flight at once: DefiLlama's free API asks for fair use (~300 a minute). */
const CONCURRENT_BATCHES = 4;

/** Coin id (lowercase, `chain:address` or `coingecko:id`) → day → USD price, or null (no record). */
export type DayPriceTable = Map<string, Map<number, number | null>>;

export interface DayPrices {
  /** A day absent from a coin's map could not be asked (the call failed): unknown, not "no price". */
  prices: DayPriceTable;
  status: SourceStatus | null;
}

interface Block {
  coin: string;
  first: number;
  /** Inclusive; today at most. */
  last: number;
}

/** A block's days, as stored: day → price or null. */
type BlockPrices = Record<number, number | null>;

/**
 * Daily prices of many coins over many days (issue 17), through the cache: closed days are kept
 * for good, so a new day costs one day's work. Misses go to /batchHistorical in as few calls as
 * the URL limit allows, many coins × many days each.
 */
export async function dayPrices(
  deps: PriceDeps,
  chain: ChainKey,
  wanted: ReadonlyMap<string, ReadonlySet<number>>,
  today: number,
  nowSeconds: number,
): Promise<DayPrices> {
  const groups = new Map<number, Map<string, Block>>();
  for (const [coin, days] of wanted)
    for (const start of new Set([...days].map((day) => day - (day % BLOCK_DAYS)))) {
      const block = { coin, first: start, last: Math.min(today, start + BLOCK_DAYS - 1) };
      const ttl = ttlOf(block, today);
      const group = groups.get(ttl) ?? new Map<string, Block>();
      group.set(`history:price:${coin}:${start}`, block);
      groups.set(ttl, group);
    }
  const stampOf = (day: number) => (day >= today ? nowSeconds : dayClose(day));
  let failure: unknown;
  const answers: Cached<BlockPrices>[] = [];
  const prices: DayPriceTable = new Map();
  for (const [ttl, group] of groups) {
    const read = await deps.cache.getOrFetchMany<BlockPrices>(
      [...group.keys()],
      ttl,
      async (keys) => {
        const blocks = keys.flatMap((key) => group.get(key) ?? []);
        const fetched = await fetchBlocks(deps, blocks, stampOf);
        failure ??= fetched.errors[0];
        if (fetched.values.size === 0 && failure !== undefined) throw failure;
        return new Map(
          [...group].flatMap(([key, block]) => {
            const value = fetched.values.get(block);
            return value === undefined ? [] : [[key, value] as const];
          }),
        );
      },
    );
    for (const [key, cached] of read) {
      const block = group.get(key);
      if (block === undefined) continue;
      answers.push(cached);
      const days = prices.get(block.coin) ?? new Map<number, number | null>();
      for (const [day, price] of Object.entries(cached.value)) days.set(Number(day), price);
      prices.set(block.coin, days);
    }
  }
  const asked = [...groups.values()].reduce((sum, group) => sum + group.size, 0);
  return {
    prices,
    status: combinedStatus({ chain, wallet: null, source: 'defillama-history' }, answers, {
      count: asked - answers.length,
      error: failure,
      // What is counted is blocks, one coin's BLOCK_DAYS days each.
      without: (count) => `no daily prices for ${count} coin-month(s)`,
    }),
  };
}

function ttlOf(block: Block, today: number): number {
  if (block.last >= today) return TODAY_TTL_MS;
  if (block.last > today - SETTLED_AFTER_DAYS) return RECENT_TTL_MS;
  if (block.last > today - 30) return LAST_MONTH_TTL_MS;
  return TTL.settled;
}

/**
 * Asks for each block's coin at each of its days' stamps, in batches under the URL limit; each
 * record found answers the asked day it is nearest to (the stamps are a day apart, the width 12 h).
 */
async function fetchBlocks(
  deps: PriceDeps,
  blocks: readonly Block[],
  stampOf: (day: number) => number,
): Promise<{ values: Map<Block, BlockPrices>; errors: unknown[] }> {
  const asked = blocks.flatMap((block) =>
    Array.from({ length: block.last - block.first + 1 }, (_, index) => ({
      coin: block.coin,
      day: block.first + index,
      block,
    })),
  );
  const values = new Map<Block, BlockPrices>();
  const errors: unknown[] = [];
  const failed = new Set<Block>();
  await mapWithConcurrency(intoBatches(asked, stampOf), CONCURRENT_BATCHES, async (batch) => {
    let records: Map<string, PriceRecord[]>;
    try {
      records = await getBatchHistorical(deps.http, {
        baseUrl: deps.config.prices.defiLlamaUrl,
        coins: batch.coins,
        searchWidth: SEARCH_WIDTH,
      });
    } catch (error) {
      errors.push(error);
      for (const entries of batch.entries.values())
        for (const entry of entries) failed.add(entry.block);
      return;
    }
    for (const [coin, entries] of batch.entries) {
      const coinRecords = records.get(coin.toLowerCase()) ?? [];
      for (const entry of entries) {
        const stamp = stampOf(entry.day);
        let best: PriceRecord | undefined;
        for (const record of coinRecords) {
          const distance = Math.abs(record.timestamp - stamp);
          if (
            distance <= SEARCH_WIDTH_SECONDS &&
            (best === undefined || distance < Math.abs(best.timestamp - stamp))
          )
            best = record;
        }
        const prices = values.get(entry.block) ?? {};
        prices[entry.day] = best?.price ?? null;
        values.set(entry.block, prices);
      }
    }
  });
  // A block split over two batches is only as good as both halves.
  for (const block of failed) values.delete(block);
  return { values, errors };
}

interface Asked {
  coin: string;
  day: number;
  block: Block;
}

interface Batch {
  coins: Record<string, number[]>;
  entries: Map<string, Asked[]>;
}

/** Greedy packing, coin by coin and day by day, of as many stamps as fit under the URL limit. */
function intoBatches(asked: readonly Asked[], stampOf: (day: number) => number): Batch[] {
  const batches: Batch[] = [];
  const empty = batchHistoricalQuery({}, SEARCH_WIDTH).length;
  let current: Batch = { coins: {}, entries: new Map() };
  let length = empty;
  const sorted = [...asked].sort((a, b) => a.coin.localeCompare(b.coin) || a.day - b.day);
  for (const entry of sorted) {
    const stamp = stampOf(entry.day);
    const first = Object.keys(current.coins).length === 0;
    // What this stamp adds to the encoded JSON: the stamp, or a new `"coin":[stamp]` member.
    const added =
      current.coins[entry.coin] === undefined
        ? encodedLength(`${first ? '' : ','}${JSON.stringify(entry.coin)}:[${stamp}]`)
        : encodedLength(`,${stamp}`);
    if (!first && length + added > MAX_BATCH_QUERY_LENGTH) {
      batches.push(current);
      current = { coins: {}, entries: new Map() };
      length = empty;
      const again = encodedLength(`${JSON.stringify(entry.coin)}:[${stamp}]`);
      length += again;
    } else {
      length += added;
    }
    (current.coins[entry.coin] ??= []).push(stamp);
    const list = current.entries.get(entry.coin) ?? [];
    list.push(entry);
    current.entries.set(entry.coin, list);
  }
  if (Object.keys(current.coins).length > 0) batches.push(current);
  return batches;
}

/** Length of a text once form-encoded into a query string, as URLSearchParams writes it. */
const encodedLength = (text: string): number =>
  new URLSearchParams({ q: text }).toString().length - 2;
