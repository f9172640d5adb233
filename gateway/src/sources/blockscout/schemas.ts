import { z } from 'zod';
import { imageUrlOrNull } from '../imageUrl';

/**
 * Blockscout's token object. PulseChain's explorer runs a v5-era schema that spells the address
 * `address` (and holders `holders`); current Blockscout spells them `address_hash` and
 * `holders_count` (UPSTREAMS.md §1.2). Both are accepted and folded into one shape here.
 */
const addressHash = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'not a 20-byte hex address');

export const blockscoutTokenSchema = z
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

export type BlockscoutToken = z.output<typeof blockscoutTokenSchema>;

/**
 * Token decimals as any Blockscout API spells them (18, "18", sometimes "" or null): spec §3's
 * default 18 when it does not say.
 */
export function decimalsOr18(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 18;
  const decimals = Number(value);
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= 255 ? decimals : 18;
}

/** USD prices arrive as decimal strings; anything not a positive finite number is "no price". */
export function parsePrice(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const price = Number(value);
  return Number.isFinite(price) && price > 0 ? price : null;
}

/**
 * Base-unit integers, normalised to decimal strings (spec §3 "balanceRaw (string)"): balances
 * exceed 2^53 so they are never numbers, and strings survive the JSON cache unchanged.
 */
export const baseUnits = z
  .union([z.string().regex(/^\d+$/), z.number().int().nonnegative()])
  .transform((value) => BigInt(value).toString());
