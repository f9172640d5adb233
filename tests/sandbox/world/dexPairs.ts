import { getAddress } from 'viem';
import type { Address } from '../../../shared/src/addresses';
import { CHAIN_KEYS, CHAINS, type ChainKey } from '../../../shared/src/chains';
import { significant, twoDecimals } from './prices';
import { Rng } from './random';
import type { TokenCatalogue } from './tokens';
import type { WorldToken } from './types';

export interface DexPairToken {
  address: Address;
  name: string;
  symbol: string;
}

/** A DexScreener pair. `priceUsd` is the base token's price (UPSTREAMS.md §4). */
export interface DexPair {
  /** The chain the pair trades on (a junk fork pair trades on another chain than its token's). */
  chain: ChainKey;
  dexId: string;
  labels: readonly string[] | null;
  pairAddress: Address;
  base: DexPairToken;
  quote: DexPairToken;
  priceUsd: number;
  priceNative: number;
  /** Keys DexScreener does not know are omitted; h24 is the token's 24h change. */
  priceChange: Partial<Record<'m5' | 'h1' | 'h6' | 'h24', number>>;
  liquidityUsd: number;
  volumeH24: number;
  pairCreatedAt: number;
  /** Junk: a copy of the address on another chain (the state-fork pitfall), not the token's price. */
  junk: boolean;
}

const DEX_IDS: Readonly<Record<ChainKey, readonly [string, readonly string[] | null][]>> = {
  pulse: [
    ['pulsex', ['v1']],
    ['pulsex', ['v2']],
  ],
  eth: [
    ['uniswap', ['v2']],
    ['uniswap', ['v3']],
  ],
  base: [
    ['aerodrome', null],
    ['uniswap', ['v3']],
  ],
  bsc: [
    ['pancakeswap', ['v2']],
    ['pancakeswap', ['v3']],
  ],
  polygon: [
    ['quickswap', null],
    ['uniswap', ['v3']],
  ],
};

/** Each chain's stablecoin used as a second quote (bridged DAI on PulseChain). */
const STABLE_QUOTE: Readonly<Record<ChainKey, string>> = {
  pulse: '0xefd766ccb38eaf1dfd701853bfce31359239f305',
  eth: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  base: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
  bsc: '0x55d398326f99059ff775485246999027b3197955',
  polygon: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359',
};

/**
 * Every DEX pair of the world. A DEX-quoted token trades against its chain's wrapped native and
 * often a stablecoin too, every pair at the token's price (so any liquidity weighting agrees).
 * Some tokens' addresses also trade on another chain at a junk price: Ethereum addresses exist on
 * PulseChain by the state fork, and DexScreener's /latest/dex/tokens returns pairs on every chain
 * where the address exists (UPSTREAMS.md §4 pitfall).
 */
export function generateDexPairs(seed: number, catalogue: TokenCatalogue): DexPair[] {
  const pairs: DexPair[] = [];
  for (const chain of CHAIN_KEYS) {
    const rng = Rng.derive(seed, 'dex', chain);
    const tokens = catalogue[chain];
    const find = (address: string) =>
      tokens.find((token) => token.address === address.toLowerCase());
    const wrapped = find(CHAINS[chain].wrappedNative);
    const stable = find(STABLE_QUOTE[chain]);
    if (wrapped === undefined || stable === undefined)
      throw new Error(`${chain}: wrapped native or stable quote missing from the catalogue`);
    for (const token of tokens) {
      const price = token.quotes.dexscreener;
      if (price === null) continue;
      const big = token.kind === 'well-known' || token.kind === 'usdc-e';
      const liquidity = big
        ? rng.logUniform(1e6, 5e7)
        : token.kind === 'ordinary' || token.kind === 'fork-copy'
          ? rng.logUniform(1e4, 2e6)
          : rng.logUniform(500, 5e4);
      const main = token === wrapped ? stable : wrapped;
      pairs.push(makePair(rng, chain, token, price, main, liquidity, false));
      if (token !== stable && token !== wrapped && (big || rng.chance(0.33)))
        pairs.push(makePair(rng, chain, token, price, stable, liquidity * rng.next() * 0.3, false));
      // Junk copies elsewhere: Ethereum tokens on PulseChain (fork), a few others anywhere.
      const elsewhere =
        chain === 'eth' ? 'pulse' : rng.pick(CHAIN_KEYS.filter((other) => other !== chain));
      const copyExists = catalogue[elsewhere].some((other) => other.address === token.address);
      if (!copyExists && rng.chance(chain === 'eth' ? 0.6 : 0.2)) {
        const junkQuote = catalogue[elsewhere].find(
          (other) => other.address === CHAINS[elsewhere].wrappedNative.toLowerCase(),
        ) as WorldToken;
        pairs.push(
          makePair(
            rng,
            elsewhere,
            token,
            significant(price * rng.logUniform(1e-6, 1e-2)),
            junkQuote,
            rng.logUniform(50, 5_000),
            true,
          ),
        );
      }
    }
  }
  return pairs;
}

function pairToken(token: WorldToken): DexPairToken {
  return { address: token.checksum, name: token.name ?? '', symbol: token.symbol ?? '' };
}

function makePair(
  rng: Rng,
  chain: ChainKey,
  base: WorldToken,
  priceUsd: number,
  quote: WorldToken,
  liquidityUsd: number,
  junk: boolean,
): DexPair {
  const [dexId, labels] = rng.pick(DEX_IDS[chain]);
  const quotePrice = quote.quotes.dexscreener ?? 1;
  const change: DexPair['priceChange'] = {
    h1: twoDecimals(rng.next() * 4 - 2),
    h6: twoDecimals(rng.next() * 10 - 5),
    h24: junk ? twoDecimals(rng.next() * 80 - 40) : (base.change24hPct ?? 0),
  };
  if (rng.chance(0.7)) change.m5 = twoDecimals(rng.next() * 1 - 0.5);
  return {
    chain,
    dexId,
    labels,
    pairAddress: getAddress(rng.address()),
    base: pairToken(base),
    quote: pairToken(quote),
    priceUsd,
    priceNative: significant(priceUsd / quotePrice, 6),
    priceChange: change,
    liquidityUsd: Math.round(liquidityUsd * 100) / 100,
    volumeH24: Math.round(liquidityUsd * rng.next() * 0.2 * 100) / 100,
    pairCreatedAt: 1_683_944_275_000 + rng.int(0, 90_000_000) * 1_000,
    junk,
  };
}
