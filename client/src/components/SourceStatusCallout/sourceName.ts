import type { PlainKey } from '../../i18n/catalog';

/** A source in a reader's words: a translated kind of service, or a service's own brand name. */
export type SourceName = { key: PlainKey } | { brand: string } | null;

/**
 * The upstream part of a status (`token-listing:blockscout-tokens-paged` → "blockscout-tokens-paged")
 * as a reader knows it: "the block explorer", "the RPC nodes", "DEX Screener". Internal ids never
 * reach the page; an id not listed here is simply not named.
 */
export function sourceName(upstream: string | null): SourceName {
  if (upstream === null) return null;
  const id = upstream.toLowerCase();
  if (id.includes('dexscreener') || id.startsWith('dex(') || id.startsWith('dex-'))
    return { brand: 'DEX Screener' };
  if (id.includes('defillama')) return { brand: 'DefiLlama' };
  if (id.includes('geckoterminal')) return { brand: 'GeckoTerminal' };
  if (id.includes('coingecko')) return { brand: 'CoinGecko' };
  if (id.includes('indexer') || id.includes('nodereal')) return { key: 'sources.name.indexer' };
  if (id.includes('blockscout') || id.includes('scan') || id.includes('explorer'))
    return { key: 'sources.name.explorer' };
  if (id.includes('rpc') || id.includes('multicall')) return { key: 'sources.name.rpc' };
  return null;
}

/**
 * Where a price came from (a quote's `priceSource`: "dexscreener", "blockscout-coinprice",
 * "stablecoin") as a reader knows it: "DEX Screener", "Blockscout", "Stablecoin peg".
 */
export function priceSourceName(priceSource: string): SourceName {
  const id = priceSource.toLowerCase();
  if (id.startsWith('blockscout')) return { brand: 'Blockscout' };
  if (id === 'stablecoin') return { key: 'table.source.stablecoin' };
  if (id === 'none') return { key: 'table.source.none' };
  return sourceName(id);
}
