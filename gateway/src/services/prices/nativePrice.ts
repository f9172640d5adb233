import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import type { Address } from '../../../../shared/src/addresses';
import { TTL } from '../../cache/ttl';
import { getCoinPrice } from '../../sources/blockscout/getCoinPrice';
import { getStats } from '../../sources/blockscout/getStats';
import type { Cached } from '../../cache/cache';
import { searchPairs } from '../../sources/dexscreener/searchPairs';
import { failedStatus, statusOf, type SourceStatus } from '../sourceStatus';
import type { BatchResult } from './cachedBatch';
import { coinQuotes } from './defiLlamaPrices';
import { dexPrices } from './dexPrices';
import { priceFromPairs, type PairPrice } from './pairSelection';
import type { PriceDeps } from './priceDeps';
import type { PriceQuote } from './priceQuote';

type NativeSourceKind =
  'dex' | 'dex-search' | 'defillama' | 'blockscout-stats' | 'blockscout-coinprice';

/**
 * Spec §4 "Price fallbacks", per chain. PulseChain's order is the spec's. Ethereum's spec chain
 * (price-ticker, DEX, spot price, public price API) becomes DEX, DefiLlama `coingecko:{id}`
 * (spec §7 "Price service by coin id") and the explorer's /stats: keyless upstreams the gateway
 * already speaks, instead of three more (CoinPaprika, Coinbase, CoinGecko simple price).
 * Base, BSC and Polygon use the same order; BSC has no explorer, so its list ends at DefiLlama.
 */
const NATIVE_PRICE_ORDER: Record<ChainKey, readonly NativeSourceKind[]> = {
  pulse: ['dex', 'dex-search', 'blockscout-stats', 'blockscout-coinprice'],
  eth: ['dex', 'defillama', 'blockscout-stats'],
  base: ['dex', 'defillama', 'blockscout-stats'],
  bsc: ['dex', 'defillama', 'blockscout-stats'],
  polygon: ['dex', 'defillama', 'blockscout-stats'],
};

/** Spec §4/§9: a PulseChain native price is accepted only below 1 USD (and above 0, as everywhere). */
const NATIVE_PRICE_CEILING: Partial<Record<ChainKey, number>> = { pulse: 1 };

export interface NativePrice {
  quote: PriceQuote | null;
  statuses: SourceStatus[];
}

export interface NativePriceOptions {
  fresh?: boolean;
  /**
   * The chain's DexScreener token batch, when the caller asked it with the wrapped native token
   * in it: the DEX step reads its answer there instead of asking for the wrapped token alone.
   */
  dexBatch?: BatchResult<PairPrice>;
}

interface NativeSource {
  /** priceSource of the quote, and the status's source. */
  name: string;
  /** The source's price through the cache, or null when it has none. */
  read: () => Promise<Cached<PairPrice | null>>;
}

/**
 * The native coin's USD price: the chain's sources in order, each through the cache (TTL
 * "nativePrice", spec §9 "ETH price 2 min"), the first acceptable price winning; null when none
 * (the caller's priceSource "none"). A stale price is kept back until every later source has had
 * its turn (DESIGN.md "Caching").
 */
export async function nativePrice(
  deps: PriceDeps,
  chain: ChainKey,
  options: NativePriceOptions = {},
): Promise<NativePrice> {
  const statuses: SourceStatus[] = [];
  const ceiling = NATIVE_PRICE_CEILING[chain] ?? Infinity;
  let stale: PriceQuote | null = null;
  for (const kind of NATIVE_PRICE_ORDER[chain]) {
    const source = nativeSource(deps, chain, kind, options);
    if (source === null) continue;
    const where = { chain, wallet: null, source: source.name };
    try {
      const cached = await source.read();
      const price = cached.value;
      if (price === null || !(price.priceUsd > 0 && price.priceUsd < ceiling)) {
        const reason =
          price === null ? 'no price' : `price ${price.priceUsd} USD outside the accepted range`;
        statuses.push({
          ...statusOf(cached, where),
          message: cached.error === undefined ? reason : `${cached.error}; ${reason}`,
          reason: cached.reason ?? 'BAD_RESPONSE',
        });
        continue;
      }
      statuses.push(statusOf(cached, where));
      const quote = {
        ...price,
        source: source.name,
        changeSource: price.change24hPct === null ? null : source.name,
      };
      if (cached.state !== 'stale') return { quote, statuses };
      stale ??= quote;
    } catch (error) {
      statuses.push(failedStatus(error, where));
    }
  }
  return { quote: stale, statuses };
}

/** The wrapped native token, whose DEX pairs price the native coin (spec §4). */
export function wrappedNative(chain: ChainKey): Address {
  return CHAINS[chain].wrappedNative.toLowerCase() as Address;
}

/** One source of the chain's list; null when the chain lacks its upstream (no explorer configured). */
function nativeSource(
  deps: PriceDeps,
  chain: ChainKey,
  kind: NativeSourceKind,
  options: NativePriceOptions,
): NativeSource | null {
  const info = CHAINS[chain];
  const wrapped = wrappedNative(chain);
  const dexScreenerUrl = deps.config.prices.dexScreenerUrl;
  const explorerUrl = deps.config.chains[chain].blockscoutUrl;
  const upstream = `blockscout:${chain}`;
  const fresh = options.fresh ?? false;
  const cachedAs = (name: string, fetch: () => Promise<PairPrice | null>): NativeSource => ({
    name,
    read: () =>
      deps.cache.getOrFetch(`price:native:${chain}:${name}`, TTL.nativePrice[chain], fetch, {
        fresh,
      }),
  });
  switch (kind) {
    case 'dex':
      // The wrapped token's entry in the DexScreener token cache, shared with the chain's token
      // batch: the same pairs, the chain's token-price TTL (spec §9: 2 min for ETH and ERC-20s, 60 s on PulseChain).
      return {
        name: `dex(w${info.nativeSymbol.toLowerCase()})`,
        read: async () => {
          let batch = options.dexBatch ?? (await dexPrices(deps, chain, [wrapped], fresh));
          // The token entry lives TTL.tokenPrice; where the native price's TTL is shorter, an
          // entry older than that is read again.
          const aged = batch.values.get(wrapped);
          if (aged !== undefined && aged.state !== 'fresh' && aged.ageMs >= TTL.nativePrice[chain])
            batch = await dexPrices(deps, chain, [wrapped], true);
          const cached = batch.values.get(wrapped);
          if (cached === undefined)
            throw batch.error ?? new Error('no answer for the wrapped native token');
          return cached;
        },
      };
    case 'dex-search':
      return cachedAs('dex-search', async () =>
        priceFromPairs(
          await searchPairs(deps.http, {
            baseUrl: dexScreenerUrl,
            query: `${wrapped} chain:${info.dexScreenerId}`,
          }),
          wrapped,
          info.dexScreenerId,
        ),
      );
    case 'defillama': {
      const coinId = `coingecko:${info.nativeCoinGeckoId}`;
      return cachedAs('defillama', async () => {
        const quotes = await coinQuotes(deps, [coinId]);
        if (quotes.currentErrors.length > 0) throw quotes.currentErrors[0];
        return quotes.values.get(coinId) ?? null;
      });
    }
    case 'blockscout-stats':
      if (explorerUrl === undefined) return null;
      return cachedAs('blockscout-stats', async () => {
        const stats = await getStats(deps.http, { upstream, baseUrl: explorerUrl });
        return stats.coinPriceUsd === null
          ? null
          : { priceUsd: stats.coinPriceUsd, change24hPct: stats.coinPriceChangePct };
      });
    case 'blockscout-coinprice':
      if (explorerUrl === undefined) return null;
      return cachedAs('blockscout-coinprice', async () => {
        const priceUsd = await getCoinPrice(deps.http, { upstream, baseUrl: explorerUrl });
        return priceUsd === null ? null : { priceUsd, change24hPct: null };
      });
  }
}
