import { TTL } from '../../cache/ttl';
import { describeError } from '../../errors/errors';
import { getCoinsMarkets, type MarketCoin } from '../../sources/coingecko/getCoinsMarkets';
import type { PriceDeps } from '../prices/priceDeps';
import type { PriceQuote } from '../prices/priceQuote';
import { tickerQuotes } from './tickerQuotes';
import { TICKER_COINS, type TickerCoin } from './tickerCoins';

export interface TickerItem {
  /** CoinGecko id. */
  id: string;
  label: string;
  symbol: string;
  name: string;
  priceUsd: number | null;
  change24hPct: number | null;
  image: string | null;
  /** coingecko, or the price engine's source (dexscreener, defillama, stablecoin, dex(wpls)…); none without a price. */
  source: string;
  /** A price kept from an earlier refresh because no source has one now (spec §8). */
  stale: boolean;
  /** When the price was obtained (ms); null without a price. */
  pricedAt: number | null;
}

export interface TickerClock {
  now: () => number;
  random: () => number;
}

/** Spec §9 "Ticker": refresh every 60 s × min(2^failures, 5), plus up to 5 s of jitter. */
const TICKER_MAX_BACKOFF_FACTOR = 5;
const TICKER_JITTER_MS = 5_000;

/** @internal */
export function tickerIntervalMs(failures: number, random: () => number): number {
  return (
    TTL.ticker * Math.min(2 ** failures, TICKER_MAX_BACKOFF_FACTOR) +
    Math.floor(random() * TICKER_JITTER_MS)
  );
}

const TICKER_CACHE_KEY = 'ticker:v1';

/**
 * The price ticker (spec §2, §7 "Market data", §8, §9), once for the whole gateway: one CoinGecko
 * /coins/markets call per interval however many clients ask — the cache entry's TTL *is* the
 * interval, and the cache's single-flight makes concurrent askers share one refresh. The interval
 * is 60 s plus jitter, and stretches to 2, 4 and at most 5 minutes while CoinGecko keeps failing.
 *
 * A coin takes, in order: CoinGecko's price; the price engine's (coins CoinGecko lacks, or all
 * of them while it fails); the last price it had, marked stale; else no price. Time for the
 * interval is the cache's clock; `clock.now` only dates prices, and must be the same clock.
 */
export class TickerService {
  private failures = 0;
  private intervalMs: number = TTL.ticker;
  /** Why the last refresh fell short (CoinGecko or the fallback), for logs and metrics; null when it did not. */
  lastError: string | null = null;
  private readonly lastGood = new Map<string, TickerItem>();

  constructor(
    private readonly deps: PriceDeps,
    private readonly clock: TickerClock = { now: Date.now, random: Math.random },
  ) {}

  async items(): Promise<TickerItem[]> {
    const cached = await this.deps.cache.getOrFetch(TICKER_CACHE_KEY, this.intervalMs, () =>
      this.refresh(),
    );
    return cached.value;
  }

  /** The service's clock, for ages of the prices it hands out. */
  now(): number {
    return this.clock.now();
  }

  /** CoinGecko failures in a row (0 after a success). */
  get consecutiveFailures(): number {
    return this.failures;
  }

  /** The interval the current entry lives for. */
  get currentIntervalMs(): number {
    return this.intervalMs;
  }

  private async refresh(): Promise<TickerItem[]> {
    const market = await this.fetchMarket();
    this.intervalMs = tickerIntervalMs(this.failures, this.clock.random);
    const missing = TICKER_COINS.filter(
      (coin) => (market?.get(coin.id)?.priceUsd ?? null) === null,
    );
    let engine = new Map<string, PriceQuote>();
    try {
      if (missing.length > 0) engine = await tickerQuotes(this.deps, missing);
    } catch (error) {
      this.lastError = `price engine: ${describeError(error)}`;
    }
    const now = this.clock.now();
    const items = TICKER_COINS.map((coin) =>
      this.itemFor(coin, market?.get(coin.id), engine.get(coin.label), now),
    );
    for (const item of items)
      if (item.priceUsd !== null && !item.stale) this.lastGood.set(item.label, item);
    return items;
  }

  /** Spec §8: "ticker failure silently keeps cached or last items and backs off": nothing is thrown. */
  private async fetchMarket(): Promise<Map<string, MarketCoin> | undefined> {
    try {
      const { url, apiKey } = this.deps.config.coinGecko;
      const coins = await getCoinsMarkets(this.deps.http, {
        baseUrl: url,
        apiKey,
        ids: TICKER_COINS.map((coin) => coin.id),
      });
      this.failures = 0;
      this.lastError = null;
      return new Map(coins.map((coin) => [coin.id.toLowerCase(), coin]));
    } catch (error) {
      this.failures++;
      this.lastError = `coingecko (${this.failures} in a row): ${describeError(error)}`;
      return undefined;
    }
  }

  private itemFor(
    coin: TickerCoin,
    market: MarketCoin | undefined,
    engine: PriceQuote | undefined,
    now: number,
  ): TickerItem {
    const base = { id: coin.id, label: coin.label, symbol: coin.symbol, name: coin.name };
    const last = this.lastGood.get(coin.label);
    if (market !== undefined && market.priceUsd !== null) {
      return {
        ...base,
        priceUsd: market.priceUsd,
        change24hPct: market.change24hPct,
        image: market.image,
        source: 'coingecko',
        stale: false,
        pricedAt: now,
      };
    }
    if (engine !== undefined) {
      return {
        ...base,
        priceUsd: engine.priceUsd,
        change24hPct: engine.change24hPct,
        image: market?.image ?? last?.image ?? null,
        source: engine.source,
        stale: false,
        pricedAt: now,
      };
    }
    if (last !== undefined) return { ...last, stale: true };
    return {
      ...base,
      priceUsd: null,
      change24hPct: null,
      image: market?.image ?? null,
      source: 'none',
      stale: false,
      pricedAt: null,
    };
  }
}
