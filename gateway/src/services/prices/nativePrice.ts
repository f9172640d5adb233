import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import type { Address } from '../../../../shared/src/addresses';
import { TTL } from '../../cache/ttl';
import { getCoinPrice } from '../../sources/blockscout/getCoinPrice';
import { getStats } from '../../sources/blockscout/getStats';
import { getTokenPairs } from '../../sources/dexscreener/getTokenPairs';
import { searchPairs } from '../../sources/dexscreener/searchPairs';
import { failedStatus, statusOf, type SourceStatus } from '../holding';
import { coinQuotes } from './defiLlamaPrices';
import { priceFromPairs, type PairPrice } from './pairSelection';
import type { PriceDeps } from './priceDeps';
import type { PriceQuote } from './priceQuote';

type NativeSourceKind = 'dex' | 'dex-search' | 'defillama' | 'blockscout-stats' | 'blockscout-coinprice';

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

interface NativeSource {
  /** priceSource of the quote, and the status's source. */
  name: string;
  /** The source's price, or null when it has none. */
  fetch: () => Promise<PairPrice | null>;
}

/**
 * The native coin's USD price: the chain's sources in order, each through the cache (TTL
 * "nativePrice", spec §9 "ETH price 2 min"), the first acceptable price winning; null when none
 * (the caller's priceSource "none"). A stale price is kept back until every later source has had
 * its turn (DESIGN.md "Caching").
 */
export async function nativePrice(deps: PriceDeps, chain: ChainKey, options: { fresh?: boolean } = {}): Promise<NativePrice> {
  const statuses: SourceStatus[] = [];
  const ceiling = NATIVE_PRICE_CEILING[chain] ?? Infinity;
  let stale: PriceQuote | null = null;
  for (const kind of NATIVE_PRICE_ORDER[chain]) {
    const source = nativeSource(deps, chain, kind);
    if (source === null) continue;
    const where = { chain, wallet: null, source: source.name };
    try {
      const cached = await deps.cache.getOrFetch(`price:native:${chain}:${source.name}`, TTL.nativePrice, source.fetch, { fresh: options.fresh ?? false });
      const price = cached.value;
      if (price === null || !(price.priceUsd > 0 && price.priceUsd < ceiling)) {
        const reason = price === null ? 'no price' : `price ${price.priceUsd} USD outside the accepted range`;
        statuses.push({ ...statusOf(cached, where), message: cached.error === undefined ? reason : `${cached.error}; ${reason}` });
        continue;
      }
      statuses.push(statusOf(cached, where));
      const quote = { ...price, source: source.name, changeSource: price.change24hPct === null ? null : source.name };
      if (cached.state !== 'stale') return { quote, statuses };
      stale ??= quote;
    } catch (error) {
      statuses.push(failedStatus(error, where));
    }
  }
  return { quote: stale, statuses };
}

/** One source of the chain's list; null when the chain lacks its upstream (no explorer configured). */
function nativeSource(deps: PriceDeps, chain: ChainKey, kind: NativeSourceKind): NativeSource | null {
  const info = CHAINS[chain];
  const wrapped = info.wrappedNative.toLowerCase() as Address;
  const dexScreenerUrl = deps.config.prices.dexScreenerUrl;
  const explorerUrl = deps.config.chains[chain].blockscoutUrl;
  const upstream = `blockscout:${chain}`;
  switch (kind) {
    case 'dex':
      return {
        name: `dex(w${info.nativeSymbol.toLowerCase()})`,
        fetch: async () => priceFromPairs(await getTokenPairs(deps.http, { baseUrl: dexScreenerUrl, addresses: [wrapped] }), wrapped, info.dexScreenerId),
      };
    case 'dex-search':
      return {
        name: 'dex-search',
        fetch: async () =>
          priceFromPairs(await searchPairs(deps.http, { baseUrl: dexScreenerUrl, query: `${wrapped} chain:${info.dexScreenerId}` }), wrapped, info.dexScreenerId),
      };
    case 'defillama': {
      const coinId = `coingecko:${info.nativeCoinGeckoId}`;
      return {
        name: 'defillama',
        fetch: async () => {
          const quotes = await coinQuotes(deps, [coinId]);
          if (quotes.currentErrors.length > 0) throw quotes.currentErrors[0];
          return quotes.values.get(coinId) ?? null;
        },
      };
    }
    case 'blockscout-stats':
      if (explorerUrl === undefined) return null;
      return {
        name: 'blockscout-stats',
        fetch: async () => {
          const stats = await getStats(deps.http, { upstream, baseUrl: explorerUrl });
          return stats.coinPriceUsd === null ? null : { priceUsd: stats.coinPriceUsd, change24hPct: stats.coinPriceChangePct };
        },
      };
    case 'blockscout-coinprice':
      if (explorerUrl === undefined) return null;
      return {
        name: 'blockscout-coinprice',
        fetch: async () => {
          const priceUsd = await getCoinPrice(deps.http, { upstream, baseUrl: explorerUrl });
          return priceUsd === null ? null : { priceUsd, change24hPct: null };
        },
      };
  }
}
