import type { HexChain } from '../../../../shared/src/chains';
import { decodeDailyWord, type DailyData } from '../../sources/hex/dailyWord';
import { getDailyDataRanges, type DayRange } from '../../sources/hex/getDailyDataRanges';
import type { CacheState } from '../../cache/cache';
import type { ChainReader } from './cachedStakes';
import { STAKING_NETWORKS } from './stakingNetworks';

/**
 * Days per cache entry. Per-day entries would cost one SQLite read per day (HEX is ~2,450 days
 * old: ~100 ms warm and seconds of writes cold, measured); 128-day blocks make that ~20.
 */
const DAILY_BLOCK_DAYS = 128;

/**
 * A past day's dailyData never changes (UPSTREAMS.md §8), so blocks are cached with no expiry and
 * only ever extended: the block holding the newest day is re-read from its first missing day, so a
 * refresh on a new HEX day reads just the new day(s). An infinite TTL also tells the store to keep
 * the entry for good.
 */
const NEVER_EXPIRES = Number.POSITIVE_INFINITY;

export interface DailyDataSet {
  days: Map<number, DailyData>;
  /** 'fresh' when any day was read from the chain for this request, else 'cached'. */
  state: CacheState;
}

interface Block extends DayRange {
  start: number;
}

/** The blocks overlapping any of `ranges`, cut at dailyDataCount. */
function blockStarts(ranges: readonly DayRange[], dailyDataCount: number): number[] {
  const starts = new Set<number>();
  for (const { begin, end } of ranges) {
    const last = Math.min(end, dailyDataCount);
    for (
      let start = Math.max(0, begin) - (Math.max(0, begin) % DAILY_BLOCK_DAYS);
      start < last;
      start += DAILY_BLOCK_DAYS
    )
      starts.add(start);
  }
  return [...starts];
}

/** The dailyData of every day of the blocks overlapping `ranges` (days below dailyDataCount only). */
export async function loadDailyData(
  deps: ChainReader,
  chain: HexChain,
  ranges: readonly DayRange[],
  dailyDataCount: number,
): Promise<DailyDataSet> {
  const starts = blockStarts(ranges, dailyDataCount);
  const keyOf = (start: number) => `hex:daily:${STAKING_NETWORKS[chain].chainId}:${start}`;
  const wantedEnd = (start: number) => Math.min(start + DAILY_BLOCK_DAYS, dailyDataCount);
  const words = new Map<number, string[]>();
  let failure: unknown;
  let fetched = false;

  /** Reads [begin, end) of each block and appends it to what `words` holds for the block. */
  const fetchBlocks = (blocks: Block[]) => async (keys: string[]) => {
    const asked = blocks.filter((block) => keys.includes(keyOf(block.start)));
    fetched = true;
    try {
      const read = await getDailyDataRanges(deps.client, asked);
      return new Map(
        asked.map((block, index) => [
          keyOf(block.start),
          [
            ...(words.get(block.start) ?? []),
            ...(read[index] ?? []).map((word) => word.toString(16)),
          ],
        ]),
      );
    } catch (error) {
      failure = error;
      throw error;
    }
  };
  const take = (start: number, value: string[] | undefined) =>
    words.set(start, value ?? words.get(start) ?? []);

  // 1. Blocks never cached are read whole; cached ones come back as they are, however short.
  const whole = starts.map((start) => ({ start, begin: start, end: wantedEnd(start) }));
  const first = await deps.cache.getOrFetchMany<string[]>(
    whole.map((block) => keyOf(block.start)),
    NEVER_EXPIRES,
    fetchBlocks(whole),
  );
  for (const start of starts) take(start, first.get(keyOf(start))?.value);

  // 2. Cached blocks that end before dailyDataCount are extended by their new days only. Twice at
  //    most: a concurrent request extending the same block to an older count can leave it short.
  for (let attempt = 0; attempt < 2; attempt++) {
    const short = starts.filter(
      (start) => start + (words.get(start)?.length ?? 0) < wantedEnd(start),
    );
    if (short.length === 0 || failure !== undefined) break;
    const tails = short.map((start) => ({
      start,
      begin: start + (words.get(start)?.length ?? 0),
      end: wantedEnd(start),
    }));
    // `force`: these entries are current by age, but too short.
    const next = await deps.cache.getOrFetchMany<string[]>(
      tails.map((block) => keyOf(block.start)),
      NEVER_EXPIRES,
      fetchBlocks(tails),
      { force: true },
    );
    for (const start of short) take(start, next.get(keyOf(start))?.value);
  }

  const result = new Map<number, DailyData>();
  for (const start of starts) {
    const list = words.get(start) ?? [];
    if (start + list.length < wantedEnd(start))
      throw failure ?? new Error(`HEX dailyData from day ${start} could not be read`);
    list.forEach((word, offset) =>
      result.set(start + offset, decodeDailyWord(BigInt(`0x${word}`))),
    );
  }
  return { days: result, state: fetched ? 'fresh' : 'cached' };
}
