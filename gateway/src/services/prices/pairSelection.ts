import type { Address } from '../../../../shared/src/addresses';
import type { DexPair } from '../../sources/dexscreener/schemas';

/** A token's USD price read from DEX pairs, before it becomes a quote. */
export interface PairPrice {
  priceUsd: number;
  change24hPct: number | null;
}

/** Spec §5 "DEX pair acceptance": pairs quoted in these are preferred (compared upper-cased). */
const STABLE_QUOTE_SYMBOLS: ReadonlySet<string> = new Set([
  'USDC',
  'USDT',
  'DAI',
  'USDL',
  'PDAI',
  'USDC.E',
]);

interface Candidate {
  priceUsd: number;
  change24hPct: number | null;
  liquidityUsd: number;
}

/**
 * The token's price from DexScreener pairs (spec §5 "DEX pair acceptance"), or null. `token` is
 * lowercase, like the addresses of parsed pairs.
 *
 * - Only pairs on the wanted chain: /tokens answers for every chain where the address exists, and
 *   PulseChain's fork copies of Ethereum tokens share their addresses (UPSTREAMS.md §4 pitfall).
 * - Only pairs with liquidity and a price; the rest say nothing reliable.
 * - `priceUsd` is the BASE token's price. When the token is the base, that is its price and
 *   `priceChange.h24` its change. When it is the quote, its price is priceUsd / priceNative
 *   (USD per base ÷ quote per base); the pair's change is the base's, so it gives no change.
 * - Preference, first non-empty tier wins: base-side pairs quoted in a stablecoin, then any
 *   base-side pair, then quote-side pairs (a derived price only where no direct one exists).
 * - Within the tier: liquidity-weighted average price, and liquidity-weighted 24h change over
 *   the pairs that report one.
 */
export function priceFromPairs(
  pairs: readonly DexPair[],
  token: Address,
  dexChainId: string,
): PairPrice | null {
  const stableQuoted: Candidate[] = [];
  const baseSide: Candidate[] = [];
  const quoteSide: Candidate[] = [];
  for (const pair of pairs) {
    if (
      pair.chainId !== dexChainId ||
      pair.liquidityUsd === null ||
      pair.liquidityUsd <= 0 ||
      pair.priceUsd === null
    )
      continue;
    if (pair.baseToken.address === token) {
      const candidate = {
        priceUsd: pair.priceUsd,
        change24hPct: pair.change24hPct,
        liquidityUsd: pair.liquidityUsd,
      };
      baseSide.push(candidate);
      if (STABLE_QUOTE_SYMBOLS.has(pair.quoteToken.symbol.toUpperCase()))
        stableQuoted.push(candidate);
    } else if (pair.quoteToken.address === token && pair.priceNative !== null) {
      quoteSide.push({
        priceUsd: pair.priceUsd / pair.priceNative,
        change24hPct: null,
        liquidityUsd: pair.liquidityUsd,
      });
    }
  }
  const tier = [stableQuoted, baseSide, quoteSide].find((candidates) => candidates.length > 0);
  return tier === undefined ? null : weighted(tier);
}

function weighted(candidates: readonly Candidate[]): PairPrice {
  const withChange = candidates.filter((candidate) => candidate.change24hPct !== null);
  return {
    priceUsd: weightedMean(
      candidates.map((candidate) => [candidate.priceUsd, candidate.liquidityUsd]),
    ),
    change24hPct:
      withChange.length === 0
        ? null
        : weightedMean(
            withChange.map((candidate) => [candidate.change24hPct ?? 0, candidate.liquidityUsd]),
          ),
  };
}

/**
 * Σ value·weight / Σ weight, computed as an offset from the first value so that one pair, or
 * pairs that agree, give their price back exactly instead of with float noise (0.00002981, not
 * 0.000029810000000000004, in the API and the CSV exports).
 */
function weightedMean(entries: readonly (readonly [value: number, weight: number])[]): number {
  const first = entries[0]?.[0] ?? 0;
  const total = sum(entries.map(([, weight]) => weight));
  return first + sum(entries.map(([value, weight]) => (value - first) * weight)) / total;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
