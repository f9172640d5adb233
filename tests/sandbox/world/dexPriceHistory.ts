import { CHAINS, type ChainKey } from '../../../shared/src/chains';
import type { DexPair } from './dexPairs';
import { TODAY } from './priceHistory';
import { significant } from './prices';
import { Rng } from './random';
import { HISTORY_DAYS } from './transferHistory';
import type { WorldToken } from './types';
import type { World } from './world';

/**
 * The world's DEX price history, the one GeckoTerminal serves (UPSTREAMS.md §8b):
 * - every DEX-quoted token has one daily close per UTC day, a seeded walk back from its price 24
 *   hours ago (its own walk: a DEX's history is not DefiLlama's);
 * - a pool has one day without a swap about one time in seven: no candle that day;
 * - the keyless API keeps DEX_HISTORY_DAYS of candles: nothing older is ever answered.
 * A token's pool on GeckoTerminal is its deepest pair on its own chain (junk fork copies are not its
 * pools), whose reserve is the pair's liquidity.
 */
export const DEX_HISTORY_DAYS = 180;

const walks = new Map<string, number[]>();

/** Closes of days TODAY − 1 − k at index k. */
function walkOf(token: WorldToken, now: number): number[] {
  const key = `${token.chain}:${token.address}`;
  let walk = walks.get(key);
  if (walk === undefined) {
    const rng = Rng.derive('dex-price-history', key);
    walk = [now];
    for (let k = 1; k < HISTORY_DAYS; k++)
      walk.push(significant((walk[k - 1] ?? now) * Math.exp((rng.next() - 0.5) * 0.1)));
    walks.set(key, walk);
  }
  return walk;
}

/** A token's DEX close on a past UTC day (index k = TODAY − 1 − day), null before the walk. */
export function dexClose(token: WorldToken, day: number): number | null {
  const now = token.price24hAgoUsd ?? token.quotes.dexscreener;
  if (now === null || token.quotes.dexscreener === null || day >= TODAY) return null;
  return walkOf(token, now)[TODAY - 1 - day] ?? null;
}

/** The day a pool saw no swap (no candle), or null. */
export function quietDay(pair: DexPair): number | null {
  const rng = Rng.derive('dex-quiet-day', pair.pairAddress.toLowerCase());
  return rng.chance(1 / 7) ? TODAY - rng.int(2, 60) : null;
}

/** The token's pool on GeckoTerminal: its deepest pair on its own chain; undefined when none. */
export function topPool(world: World, chain: ChainKey, address: string): DexPair | undefined {
  return world
    .dexPairsOf(address)
    .filter((pair) => pair.chain === chain && !pair.junk)
    .reduce<DexPair | undefined>(
      (best, pair) => (best === undefined || pair.liquidityUsd > best.liquidityUsd ? pair : best),
      undefined,
    );
}

/**
 * The close GeckoTerminal's daily candle of `pair` gives `token` (one of its sides) on a past day:
 * null on the pool's quiet day, past the keyless depth, or for a token the DEX does not quote.
 */
export function poolDayClose(pair: DexPair, token: WorldToken, day: number): number | null {
  if (day < TODAY - DEX_HISTORY_DAYS || day === quietDay(pair)) return null;
  return dexClose(token, day);
}

/** GeckoTerminal's network id of each chain, as the sandbox serves them. */
export const NETWORK_CHAINS: ReadonlyMap<string, ChainKey> = new Map(
  (Object.keys(CHAINS) as ChainKey[]).map((chain) => [CHAINS[chain].geckoTerminalNetwork, chain]),
);
