import { CHAINS } from '../../../../shared/src/chains';
import type { DexPair } from '../../world/dexPairs';
import { plainDecimal } from '../../world/prices';

/** A pair in DexScreener's JSON (dexscreener-latest-dex-tokens.json), keys in its order. */
export function pairJson(pair: DexPair): Record<string, unknown> {
  const chainId = CHAINS[pair.chain].dexScreenerId;
  const liquidityBase = Math.round((pair.liquidityUsd / 2 / pair.priceUsd) * 100) / 100;
  const liquidityQuote =
    Math.round((pair.liquidityUsd / 2 / (pair.priceUsd / pair.priceNative)) * 100) / 100;
  const trades = Math.round(pair.volumeH24 / 500);
  const json: Record<string, unknown> = {
    chainId,
    dexId: pair.dexId,
    url: `https://dexscreener.com/${chainId}/${pair.pairAddress.toLowerCase()}`,
    pairAddress: pair.pairAddress,
  };
  if (pair.labels !== null) json.labels = pair.labels;
  Object.assign(json, {
    baseToken: pair.base,
    quoteToken: pair.quote,
    priceNative: plainDecimal(pair.priceNative),
    priceUsd: plainDecimal(pair.priceUsd),
    txns: {
      m5: { buys: trades % 7, sells: trades % 5 },
      h1: { buys: Math.round(trades / 24), sells: Math.round(trades / 26) },
      h6: { buys: Math.round(trades / 4), sells: Math.round(trades / 4.3) },
      h24: { buys: trades, sells: Math.round(trades * 0.96) },
    },
    volume: {
      h24: pair.volumeH24,
      h6: Math.round(pair.volumeH24 * 22) / 100,
      h1: Math.round(pair.volumeH24 * 4) / 100,
      m5: Math.round(pair.volumeH24 * 0.3) / 100,
    },
    priceChange: pair.priceChange,
    liquidity: { usd: pair.liquidityUsd, base: liquidityBase, quote: liquidityQuote },
    fdv: Math.round(pair.liquidityUsd * 31),
    marketCap: Math.round(pair.liquidityUsd * 27),
    pairCreatedAt: pair.pairCreatedAt,
  });
  return json;
}
