import { z } from 'zod';
import type { Address } from '../../../../shared/src/addresses';
import { parsePrice } from '../values';

/** One side of a pair, address lowercased: the identity every comparison and cache key uses. */
interface DexPairToken {
  address: Address;
  symbol: string;
}

/** A DexScreener pair, reduced to what pricing reads (UPSTREAMS.md §4 "Pair fields"). */
export interface DexPair {
  chainId: string;
  pairAddress: string;
  baseToken: DexPairToken;
  quoteToken: DexPairToken;
  /** USD price of the BASE token; absent on some pairs. */
  priceUsd: number | null;
  /** Price of one base token in quote tokens. */
  priceNative: number | null;
  /** 24h change of the base token's price in %, when DexScreener knows it (keys are omitted otherwise). */
  change24hPct: number | null;
  liquidityUsd: number | null;
}

const decimalString = z.union([z.string(), z.number()]).nullable().optional();
const pairTokenSchema = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  symbol: z.string().nullable().optional(),
});

const pairSchema = z
  .object({
    chainId: z.string(),
    pairAddress: z.string().optional(),
    baseToken: pairTokenSchema,
    quoteToken: pairTokenSchema,
    priceUsd: decimalString,
    priceNative: decimalString,
    priceChange: z.object({ h24: z.number().nullable().optional() }).nullable().optional(),
    liquidity: z.object({ usd: z.number().nullable().optional() }).nullable().optional(),
  })
  .transform((pair): DexPair => ({
    chainId: pair.chainId,
    pairAddress: pair.pairAddress ?? '',
    baseToken: {
      address: pair.baseToken.address.toLowerCase() as Address,
      symbol: pair.baseToken.symbol ?? '',
    },
    quoteToken: {
      address: pair.quoteToken.address.toLowerCase() as Address,
      symbol: pair.quoteToken.symbol ?? '',
    },
    priceUsd: parsePrice(pair.priceUsd),
    priceNative: parsePrice(pair.priceNative),
    change24hPct: pair.priceChange?.h24 ?? null,
    liquidityUsd: pair.liquidity?.usd ?? null,
  }));

/**
 * `{schemaVersion, pairs}`; `pairs` is null when nothing matched (UPSTREAMS.md §4). A pair that
 * does not parse is dropped rather than failing the response: one odd pool must not cost the
 * prices of up to 30 tokens.
 */
export const pairsResponseSchema = z
  .object({ pairs: z.array(z.unknown()).nullable().optional() })
  .transform((body) =>
    (body.pairs ?? []).flatMap((item) => {
      const pair = pairSchema.safeParse(item);
      return pair.success ? [pair.data] : [];
    }),
  );

/** The text of a non-ok status, in the style of the spec's "Blockscout v2 HTTP {status}". */
export const dexScreenerHttp = (status: number) => `DexScreener HTTP ${status}`;
