import { z } from 'zod';

// Values as the explorers and price APIs spell them, parsed one way for every upstream.

/**
 * Token decimals as any explorer spells them (18, "18", sometimes "" or null): spec §3's
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

/**
 * Base units an explorer leaves blank when it does not know them: Blockscout writes a classic
 * row's `gasPrice`/`gasUsed` as "" (UPSTREAMS.md §7.1). Blank, null or absent → undefined.
 */
export const blankableBaseUnits = z
  .union([baseUnits, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value === '' || value === null ? undefined : value));

/**
 * An optional number of a market API, read field by field: a number or a numeric string (CoinGecko
 * has answered `price_change_percentage_24h` as a string); null for anything else (null, absent,
 * a word), so one odd field costs that field, never the row.
 */
export const lenientNumber = z
  .unknown()
  .optional()
  .transform((value): number | null => {
    const number =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : Number.NaN;
    return Number.isFinite(number) ? number : null;
  });

/** An optional text field: a string, else null. */
export const lenientString = z
  .unknown()
  .optional()
  .transform((value): string | null => (typeof value === 'string' ? value : null));
