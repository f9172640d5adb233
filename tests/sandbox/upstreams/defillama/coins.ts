import { CHAIN_KEYS, CHAINS } from '../../../../shared/src/chains';
import { MARKET_COINS } from '../../world/ticker';
import type { World } from '../../world/world';

/** What DefiLlama knows about one coin id. */
export interface LlamaCoin {
  /** Names the coin's price history (world/priceHistory.ts). */
  key: string;
  symbol: string;
  /** Absent for `coingecko:*` ids (UPSTREAMS.md §5). */
  decimals?: number;
  priceUsd: number;
  price24hAgoUsd: number;
  confidence: number;
}

/**
 * Resolves a DefiLlama coin id: `coingecko:<id>`, or `<chain key>:<address>` with the chain keys
 * of UPSTREAMS.md §5 (ethereum, bsc, polygon, base, pulse). Tokens DefiLlama does not quote, and
 * unknown ids, resolve to undefined and are left out of answers, as the real API does.
 */
export function resolveCoin(world: World, id: string): LlamaCoin | undefined {
  const [prefix, rest] = splitId(id);
  if (prefix === 'coingecko') {
    const coin = MARKET_COINS.find((candidate) => candidate.id === rest);
    return coin === undefined
      ? undefined
      : {
          key: `coingecko:${coin.id}`,
          symbol: coin.symbol.toUpperCase(),
          priceUsd: coin.priceUsd,
          price24hAgoUsd: coin.price24hAgoUsd,
          confidence: 0.99,
        };
  }
  const chain = CHAIN_KEYS.find((key) => CHAINS[key].defiLlamaKey === prefix);
  const token = chain === undefined ? undefined : world.token(chain, rest);
  const price = token?.quotes.defillama ?? null;
  if (token === undefined || price === null) return undefined;
  return {
    key: `${token.chain}:${token.address}`,
    symbol: token.symbol ?? '',
    decimals: token.decimals,
    priceUsd: price,
    price24hAgoUsd: token.price24hAgoUsd ?? price,
    confidence: chain === 'pulse' ? 0.9 : 0.99,
  };
}

function splitId(id: string): [string, string] {
  const colon = id.indexOf(':');
  return colon < 0 ? ['', id] : [id.slice(0, colon).toLowerCase(), id.slice(colon + 1)];
}

/** Comma-separated ids in a path segment, as clients send them. */
export function splitCoins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}
