import { TTL } from '../../cache/ttl';
import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import type { Cached } from '../../cache/cache';
import {
  batchHistoricalQuery,
  getBatchHistorical,
  MAX_BATCH_QUERY_LENGTH,
  type PriceRecord,
} from '../../sources/defillama/getBatchHistorical';
import { urlBatches } from '../../sources/defillama/urlBatches';
import { combinedStatus } from '../prices/cachedBatch';
import type { PriceDeps } from '../prices/priceDeps';
import type { SourceStatus } from '../sourceStatus';
import { mapWithConcurrency } from '../../util/mapWithConcurrency';
import { DAY_SECONDS, dayClose } from '../../util/days';
import { dexDayPrices } from './dexDayPrices';
import type { Address } from '../../../../shared/src/addresses';

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

/**
 * Coin id (lowercase, `chain:address` or `coingecko:id`) → its daily prices, read as they are
 * stored, a block at a time: a long history holds tens of thousands of coin-days, and copying
 * each into a map of its own cost more than the rest of a warm answer. DefiLlama's prices come
 * first; a DEX's daily close stands in only for a day DefiLlama has no record of.
 */
export class DayPriceTable {
  private readonly blocks = new Map<string, Map<number, BlockPrices>>();
  private readonly dex = new Map<string, ReadonlyMap<number, number>>();

  add(coin: string, first: number, days: BlockPrices): void {
    const coinBlocks = this.blocks.get(coin) ?? new Map<number, BlockPrices>();
    coinBlocks.set(first, days);
    this.blocks.set(coin, coinBlocks);
  }

  addDex(coin: string, closes: ReadonlyMap<number, number>): void {
    this.dex.set(coin, closes);
  }

  /**
   * The coin's USD price on `day`; null: neither DefiLlama nor the DEX has one; undefined: not
   * read (DefiLlama's call failed).
   */
  price(coin: string, day: number): number | null | undefined {
    const price = this.blocks.get(coin)?.get(day - (day % BLOCK_DAYS))?.[day];
    return price === null ? (this.dex.get(coin)?.get(day) ?? null) : price;
  }

  /** Which source gave `price(coin, day)`; null where neither has one. */
  sourceOf(coin: string, day: number): DayPriceSource | null {
    const price = this.blocks.get(coin)?.get(day - (day % BLOCK_DAYS))?.[day];
    if (typeof price === 'number') return 'defillama';
    return this.dex.get(coin)?.has(day) === true ? 'geckoterminal' : null;
  }
}

/** The upstreams a past day's price can come from, in the order they are asked. */
export type DayPriceSource = 'defillama' | 'geckoterminal';

export interface DayPrices {
  /** A day absent from a coin's map could not be asked (the call failed): unknown, not "no price". */
  prices: DayPriceTable;
  /** DefiLlama's, then GeckoTerminal's when it was asked. */
  statuses: SourceStatus[];
}

/** Consecutive days, both ends included. */
export interface DayRun {
  first: number;
  last: number;
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
 * Daily prices of many coins over many days, through the cache: closed days are kept for good, so
 * a new day costs one day's work. Misses go to DefiLlama's /batchHistorical in as few calls as the
 * URL limit allows, many coins × many days each; then the token days DefiLlama has no price for go
 * to GeckoTerminal's daily closes (dexDayPrices.ts).
 */
export async function dayPrices(
  deps: PriceDeps,
  chain: ChainKey,
  wanted: ReadonlyMap<string, readonly DayRun[]>,
  today: number,
  nowSeconds: number,
): Promise<DayPrices> {
  const groups = new Map<number, Map<string, Block>>();
  for (const [coin, runs] of wanted)
    for (const start of blockStarts(runs)) {
      const block = { coin, first: start, last: Math.min(today, start + BLOCK_DAYS - 1) };
      const ttl = ttlOf(block, today);
      const group = groups.get(ttl) ?? new Map<string, Block>();
      group.set(`history:price:${coin}:${start}`, block);
      groups.set(ttl, group);
    }
  const stampOf = (day: number) => (day >= today ? nowSeconds : dayClose(day));
  let failure: unknown;
  const answers: Cached<BlockPrices>[] = [];
  const prices = new DayPriceTable();
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
      prices.add(block.coin, block.first, cached.value);
    }
  }
  const asked = [...groups.values()].reduce((sum, group) => sum + group.size, 0);
  const status = combinedStatus({ chain, wallet: null, source: 'defillama-history' }, answers, {
    count: asked - answers.length,
    error: failure,
    // What is counted is blocks, one coin's BLOCK_DAYS days each.
    without: (count) => `no daily prices for ${count} coin-month(s)`,
  });
  const tokenPrefix = `${CHAINS[chain].defiLlamaKey}:`;
  const dex = await dexDayPrices(
    deps,
    chain,
    unpricedDays(prices, wanted, tokenPrefix),
    nowSeconds,
  );
  for (const [address, closes] of dex.prices) prices.addDex(`${tokenPrefix}${address}`, closes);
  return { prices, statuses: [status, dex.status].flatMap((entry) => entry ?? []) };
}

/**
 * Per token (`chain:address` coins only: a native coin's `coingecko:` id has no pool), the wanted
 * days DefiLlama answered with no price. A day it could not be asked about is not among them: a
 * failing DefiLlama must not turn every day of every token into a DEX call.
 */
function unpricedDays(
  table: DayPriceTable,
  wanted: ReadonlyMap<string, readonly DayRun[]>,
  tokenPrefix: string,
): Map<Address, number[]> {
  const days = new Map<Address, number[]>();
  for (const [coin, runs] of wanted) {
    if (!coin.startsWith(tokenPrefix)) continue;
    const unpriced: number[] = [];
    for (const { first, last } of runs)
      for (let day = first; day <= last; day++)
        if (table.price(coin, day) === null) unpriced.push(day);
    if (unpriced.length > 0) days.set(coin.slice(tokenPrefix.length) as Address, unpriced);
  }
  return days;
}

/** The first day of every block the runs touch, each once. */
function blockStarts(runs: readonly DayRun[]): Set<number> {
  const starts = new Set<number>();
  for (const { first, last } of runs)
    for (let start = first - (first % BLOCK_DAYS); start <= last; start += BLOCK_DAYS)
      starts.add(start);
  return starts;
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
      const coinRecords = byTime(records.get(coin.toLowerCase()) ?? []);
      for (const entry of entries) {
        const best = nearest(coinRecords, stampOf(entry.day));
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

/** Oldest first; records at the same time keep DefiLlama's order. */
const byTime = (records: readonly PriceRecord[]): PriceRecord[] =>
  [...records].sort((a, b) => a.timestamp - b.timestamp);

/**
 * The record nearest `stamp` within the search width, the earlier on a tie, by binary search: a
 * year of a coin's records against a year of days would otherwise be compared all with all.
 */
function nearest(sorted: readonly PriceRecord[], stamp: number): PriceRecord | undefined {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle]?.timestamp ?? Infinity) < stamp) low = middle + 1;
    else high = middle;
  }
  // sorted[low] is the first record at or after the stamp; the earlier side's nearest is the
  // first of the records sharing the last earlier time.
  let earlier = low - 1;
  while (earlier > 0 && sorted[earlier - 1]?.timestamp === sorted[earlier]?.timestamp) earlier--;
  const before = sorted[earlier];
  const after = sorted[low];
  const distanceOf = (record: PriceRecord | undefined) =>
    record === undefined ? Infinity : Math.abs(record.timestamp - stamp);
  const best = distanceOf(after) < distanceOf(before) ? after : before;
  return distanceOf(best) <= SEARCH_WIDTH_SECONDS ? best : undefined;
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
  const sorted = [...asked].sort((a, b) => a.coin.localeCompare(b.coin) || a.day - b.day);
  // What a stamp adds to the encoded JSON: the stamp, or a new `"coin":[stamp]` member.
  const groups = urlBatches(
    sorted,
    {
      baseLength: batchHistoricalQuery({}, SEARCH_WIDTH).length,
      maxLength: MAX_BATCH_QUERY_LENGTH,
    },
    (entry, group) => {
      const last = group.at(-1);
      const stamp = stampOf(entry.day);
      if (last?.coin === entry.coin) return encodedLength(`,${stamp}`);
      return encodedLength(
        `${last === undefined ? '' : ','}${JSON.stringify(entry.coin)}:[${stamp}]`,
      );
    },
  );
  return groups.map((group) => {
    const batch: Batch = { coins: {}, entries: new Map() };
    for (const entry of group) {
      (batch.coins[entry.coin] ??= []).push(stampOf(entry.day));
      const list = batch.entries.get(entry.coin) ?? [];
      list.push(entry);
      batch.entries.set(entry.coin, list);
    }
    return batch;
  });
}

/** Length of a text once form-encoded into a query string, as URLSearchParams writes it. */
const encodedLength = (text: string): number =>
  new URLSearchParams({ q: text }).toString().length - 2;
