import { z } from 'zod';
import { imageUrlOrNull } from '../../util/imageUrl';
import type { DroppedRow } from '../rows';
import { decimalsOr18, parsePrice } from '../values';

/**
 * Blockscout's token object, the shape every balance listing ends in: the BSC indexer's rows are
 * folded into it too, so it lives beside the sources rather than in one of them. PulseChain's
 * explorer runs a v5-era schema that spells the address `address` (and holders `holders`); current
 * Blockscout spells them `address_hash` and `holders_count` (UPSTREAMS.md §1.2). Both are accepted
 * and folded into one shape here.
 */
const addressHash = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'not a 20-byte hex address');

export const explorerTokenSchema = z
  .object({
    address_hash: addressHash.nullable().optional(),
    address: addressHash.nullable().optional(),
    symbol: z.string().nullable().optional(),
    name: z.string().nullable().optional(),
    decimals: z.union([z.string(), z.number()]).nullable().optional(),
    type: z.string().nullable().optional(),
    exchange_rate: z.union([z.string(), z.number()]).nullable().optional(),
    icon_url: z.string().nullable().optional(),
  })
  .transform((token, ctx) => {
    const address = token.address_hash ?? token.address;
    if (address === undefined || address === null) {
      ctx.addIssue({ code: 'custom', message: 'token has neither address_hash nor address' });
      return z.NEVER;
    }
    return {
      address: address.toLowerCase() as `0x${string}`,
      symbol: token.symbol ?? null,
      name: token.name ?? null,
      decimals: decimalsOr18(token.decimals),
      type: token.type ?? null,
      exchangeRate: parsePrice(token.exchange_rate),
      iconUrl: imageUrlOrNull(token.icon_url),
    };
  });

export type ExplorerToken = z.output<typeof explorerTokenSchema>;

export interface TokenBalance {
  token: ExplorerToken;
  /** Base units as a decimal string. */
  balanceRaw: string;
}

/** A listing's rows: the balances read, and the rows dropped with their reason (never the page). */
export interface TokenBalances {
  balances: TokenBalance[];
  dropped: DroppedRow[];
}
