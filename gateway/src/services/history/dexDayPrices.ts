import type { Address } from '../../../../shared/src/addresses';
import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import type { Cached } from '../../cache/cache';
import { TTL } from '../../cache/ttl';
import { inBackground } from '../../request/requestScope';
import { getDayCloses, MAX_CANDLES_PER_REQUEST } from '../../sources/geckoterminal/getDayCloses';
import {
  getTopPools,
  MAX_TOKENS_PER_REQUEST,
  type TopPool,
} from '../../sources/geckoterminal/getTopPools';
import { describeError } from '../../errors/errors';
import { combinedStatus } from '../prices/cachedBatch';
import type { PriceDeps } from '../prices/priceDeps';
import type { SourceStatus } from '../sourceStatus';
import { DAY_SECONDS } from '../../util/days';
import { answerTime } from './answerTime';

/**
 * How far back GeckoTerminal's keyless OHLCV reaches: about six months (its API guide); a day
 * older than this is not asked for, it would only come back empty.
 */
const DEX_HISTORY_DAYS = 180;
/**
 * A pool holding less than this (USD, both sides) is no price: a $100 swap moves a $10,000 pool
 * by about 2 %, and a spam token's own pool is seldom deeper (docs/DECISIONS.md "DEX price history").
 */
const MIN_POOL_RESERVE_USD = 10_000;
/** A token's top pool can change as liquidity moves: looked up again daily. */
const POOL_TTL_MS = DAY_SECONDS * 1000;
/** A day's candle is taken as final this long after its close: GeckoTerminal caches a minute. */
const SETTLE_SECONDS = 10 * 60;
const SOURCE = 'geckoterminal';
/**
 * The least a request waits for these prices, however near its deadline: what is cached answers
 * in far less, and must not be lost to a race with a timer that has already run out.
 */
const LEAST_WAIT_MS = 300;
/**
 * The most a request waits for them, however far its deadline: they only refine a history that is
 * already known, and at 30 calls a minute a first read of many tokens takes minutes. The answer
 * says how far the read came and the next request takes up what was stored meanwhile.
 */
const MOST_WAIT_MS = 2_000;

/** A token's daily closes as read: every settled day from `from` to `through` was asked. */
interface StoredCloses {
  from: number;
  through: number;
  /** Day → USD close; a day without a swap (no candle) is absent. */
  closes: Record<number, number>;
}

export interface DexDayPrices {
  /** Token address → day → USD close of its top pool. */
  prices: Map<Address, Map<number, number>>;
  status: SourceStatus | null;
}

/**
 * Daily closes of each token's top GeckoTerminal pool for the days asked (those DefiLlama has no
 * price for): one /tokens/multi call per 30 tokens finds the pools, one OHLCV page per token reads
 * every day since DEX_HISTORY_DAYS ago. A closed day is kept for good; the next day costs one
 * short page. At 30 calls a minute a first read may outlast the request: it goes on in the
 * background (HISTORY_READ_BUDGET_MS), each token stored as it arrives, and the answer meanwhile
 * says how far it came, as a ledger's read does.
 */
export async function dexDayPrices(
  deps: PriceDeps,
  chain: ChainKey,
  asked: ReadonlyMap<Address, readonly number[]>,
  nowSeconds: number,
): Promise<DexDayPrices> {
  const today = Math.floor(nowSeconds / DAY_SECONDS);
  const lastSettled = Math.floor((nowSeconds - SETTLE_SECONDS) / DAY_SECONDS) - 1;
  const wanted = new Map<Address, number>();
  for (const [address, days] of asked) {
    const reachable = days.filter((day) => day >= today - DEX_HISTORY_DAYS && day <= lastSettled);
    if (reachable.length > 0) wanted.set(address, Math.max(...reachable));
  }
  const prices = new Map<Address, Map<number, number>>();
  if (wanted.size === 0) return { prices, status: null };
  const { timeUp, stop } = answerTime({ leastMs: LEAST_WAIT_MS, mostMs: MOST_WAIT_MS });
  const served: Cached<unknown>[] = [];
  const errors: unknown[] = [];
  let thin = 0;
  const read = inBackground(deps.config.historyReadBudgetMs, async () => {
    const { pools, error } = await topPools(deps, chain, [...wanted.keys()]);
    if (error !== undefined) errors.push(error);
    await Promise.all(
      [...wanted].map(async ([address, needed]) => {
        const pool = pools.get(address);
        if (pool === undefined) return;
        served.push(pool);
        if (pool.value === null || (pool.value.reserveUsd ?? 0) < MIN_POOL_RESERVE_USD) {
          thin += 1;
          return;
        }
        try {
          const stored = await dayCloses(deps, chain, address, pool.value, {
            needed,
            lastSettled,
            today,
          });
          served.push(stored);
          prices.set(
            address,
            new Map(
              Object.entries(stored.value.closes).map(([day, close]) => [Number(day), close]),
            ),
          );
        } catch (error) {
          errors.push(error);
        }
      }),
    );
    return pools.size;
  }).catch((error: unknown) => {
    errors.push(error);
    return 0;
  });
  try {
    const outcome = await Promise.race([read, timeUp]);
    // What arrives later is stored for the next request; this answer keeps what it has now.
    if (outcome === 'time-up')
      return {
        prices: new Map(prices),
        status: stillReading(chain, { read: prices.size, of: wanted.size }, errors[0]),
      };
    const answered = prices.size + thin;
    const status = combinedStatus({ chain, wallet: null, source: SOURCE }, served, {
      count: wanted.size - answered,
      error: errors[0],
      without: (count) => `no daily prices for ${count} token(s)`,
    });
    return {
      prices,
      status:
        status !== null && status.state !== 'failed' && thin > 0
          ? { ...status, message: thinNote(thin) }
          : status,
    };
  } finally {
    stop();
  }
}

const thinNote = (count: number) =>
  `${count} token(s) have no pool holding ${MIN_POOL_RESERVE_USD.toLocaleString('en')} USD: not priced from the DEX`;

/** A read outlasting the wait: how far it came, and a failure it met on the way if any. */
function stillReading(
  chain: ChainKey,
  progress: { read: number; of: number },
  error: unknown,
): SourceStatus {
  const met = error === undefined ? '' : `; so far it met: ${describeError(error)}`;
  return {
    chain,
    wallet: null,
    source: SOURCE,
    state: 'failed',
    ageMs: null,
    message: `Still reading daily DEX prices (${progress.read} of ${progress.of} tokens so far)${met}; it goes on in the background, ask again shortly`,
    // Still going on: the client asks again for what it stores meanwhile.
    reason: 'TIMEOUT',
  };
}

/**
 * Each token's top pool (null: none), through the cache, 30 tokens a call; a token left out could
 * not be looked up, and `error` says why.
 */
async function topPools(
  deps: PriceDeps,
  chain: ChainKey,
  addresses: readonly Address[],
): Promise<{ pools: Map<Address, Cached<TopPool | null>>; error: unknown }> {
  const keyOf = (address: Address) => `history:dex-pool:${chain}:${address}`;
  const addressOf = new Map(addresses.map((address) => [keyOf(address), address]));
  let error: unknown;
  const { values: found, failures } = await deps.cache.getOrFetchManySettled<TopPool | null>(
    [...addressOf.keys()],
    POOL_TTL_MS,
    async (keys) => {
      const missing = keys.flatMap((key) => addressOf.get(key) ?? []);
      const answers = new Map<string, TopPool | null>();
      try {
        for (let start = 0; start < missing.length; start += MAX_TOKENS_PER_REQUEST) {
          const pools = await getTopPools(deps.http, {
            baseUrl: deps.config.prices.geckoTerminalUrl,
            network: CHAINS[chain].geckoTerminalNetwork,
            addresses: missing.slice(start, start + MAX_TOKENS_PER_REQUEST),
          });
          for (const [address, pool] of pools) answers.set(keyOf(address), pool);
        }
      } catch (failure) {
        // The pages already read still count; the rest of the tokens go without.
        error = failure;
        if (answers.size === 0) throw failure;
      }
      return answers;
    },
  );
  return {
    pools: new Map([...found].map(([key, pool]) => [addressOf.get(key) as Address, pool])),
    error: error ?? failures.values().next().value,
  };
}

/**
 * A token's stored closes, read on through `lastSettled` when they stop before `needed`: the first
 * read asks for every day GeckoTerminal still keeps, a later one only the days since.
 */
async function dayCloses(
  deps: PriceDeps,
  chain: ChainKey,
  address: Address,
  pool: TopPool,
  days: { needed: number; lastSettled: number; today: number },
): Promise<Cached<StoredCloses>> {
  const key = `history:dex-closes:${chain}:${address}`;
  const extend = async (previous: StoredCloses | null): Promise<StoredCloses> => {
    const from = previous === null ? days.today - DEX_HISTORY_DAYS : previous.through + 1;
    const closes = await getDayCloses(deps.http, {
      baseUrl: deps.config.prices.geckoTerminalUrl,
      network: CHAINS[chain].geckoTerminalNetwork,
      pool,
      // Candles starting before the day after the last settled one: today's unfinished one is not read.
      beforeTimestamp: (days.lastSettled + 1) * DAY_SECONDS,
      limit: Math.min(MAX_CANDLES_PER_REQUEST, days.lastSettled - from + 1),
    });
    const merged: Record<number, number> = { ...previous?.closes };
    for (const { at, closeUsd } of closes) {
      const day = Math.floor(at / DAY_SECONDS);
      if (day >= from && day <= days.lastSettled) merged[day] = closeUsd;
    }
    return { from: previous?.from ?? from, through: days.lastSettled, closes: merged };
  };
  const stored = await deps.cache.getOrFetch(key, TTL.settled, () => extend(null));
  if (stored.value.through >= days.needed) return stored;
  return deps.cache.getOrFetch(key, TTL.settled, () => extend(stored.value), { force: true });
}
