import type { ChainKey } from '../../../../shared/src/chains';
import { coinQuotes } from '../prices/defiLlamaPrices';
import { nativePrice } from '../prices/nativePrice';
import type { PriceDeps } from '../prices/priceDeps';
import type { PriceQuote } from '../prices/priceQuote';
import { priceTokens } from '../prices/priceTokens';
import type { TickerCoin } from './tickerCoins';

/**
 * Prices ticker coins through the price engine — the same sources, cache and single-flight as
 * holdings — keyed by label. One priceTokens call per chain, one nativePrice per native coin,
 * one DefiLlama call for the rest, all at once. A source that fails just leaves its coins out.
 */
export async function tickerQuotes(
  deps: PriceDeps,
  coins: readonly TickerCoin[],
): Promise<Map<string, PriceQuote>> {
  const quotes = new Map<string, PriceQuote>();
  const tokensByChain = new Map<ChainKey, TickerCoin[]>();
  const natives: { coin: TickerCoin; chain: ChainKey }[] = [];
  const plain: TickerCoin[] = [];
  for (const coin of coins) {
    const fallback = coin.fallback;
    if (fallback.kind === 'token')
      tokensByChain.set(fallback.chain, [...(tokensByChain.get(fallback.chain) ?? []), coin]);
    else if (fallback.kind === 'native') natives.push({ coin, chain: fallback.chain });
    else plain.push(coin);
  }

  const tokenJobs = [...tokensByChain].map(async ([chain, chainCoins]) => {
    const tokens = chainCoins.flatMap((coin) =>
      coin.fallback.kind === 'token' ? [{ coin, address: coin.fallback.address }] : [],
    );
    const priced = await priceTokens(
      deps,
      chain,
      tokens.map(({ coin, address }) => ({ address, symbol: coin.symbol, exchangeRate: null })),
    );
    for (const { coin, address } of tokens) {
      const quote = priced.quotes.get(address);
      if (quote !== undefined) quotes.set(coin.label, quote);
    }
  });
  const nativeJobs = natives.map(async ({ coin, chain }) => {
    const { quote } = await nativePrice(deps, chain);
    if (quote !== null) quotes.set(coin.label, quote);
  });
  const coinJob = async () => {
    if (plain.length === 0) return;
    const ids = plain.map((coin) => `coingecko:${coin.id}`);
    const result = await coinQuotes(deps, ids);
    plain.forEach((coin, index) => {
      const price = result.values.get(ids[index] as string);
      if (price !== null && price !== undefined)
        quotes.set(coin.label, {
          ...price,
          source: 'defillama',
          changeSource: price.change24hPct === null ? null : 'defillama',
        });
    });
  };
  await Promise.allSettled([...tokenJobs, ...nativeJobs, coinJob()]);
  return quotes;
}
