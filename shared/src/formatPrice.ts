/**
 * Unit prices (spec §9 "Price decimals": 2 by default, 3 below 1, 4 below 0.1, 5 below 0.01,
 * 6 below 0.001, 7 below 0.0001). The one implementation: the ticker, the client's price columns
 * and anything else that shows a unit price use it, so PLS (~0.00003 USD) never reads "$0.00".
 *
 * Prices are floats in the API (DESIGN.md "GraphQL API principles"), so Intl formatting is exact
 * enough here, unlike for token amounts (formatAmount.ts).
 */

/** [below, decimals], smallest bound first: the first bound the magnitude is under wins. */
const PRICE_DECIMALS: ReadonlyArray<readonly [below: number, decimals: number]> = [
  [0.0001, 7],
  [0.001, 6],
  [0.01, 5],
  [0.1, 4],
  [1, 3],
];

const DEFAULT_PRICE_DECIMALS = 2;

/**
 * How many fraction digits a price gets. Zero, non-finite and negative magnitudes of 1 or more get
 * the default. The band is that of the price as shown: 0.9998 rounds to "1.000" at 3 decimals, which
 * is not below 1, so it gets 2 and reads "1.00" like a stablecoin at 1.0002 (USDC "$1.000"
 * beside USDT "$1.00"; docs/DECISIONS.md).
 * @internal
 */
export function priceDecimals(price: number): number {
  const magnitude = Math.abs(price);
  if (!Number.isFinite(magnitude) || magnitude === 0) return DEFAULT_PRICE_DECIMALS;
  const index = PRICE_DECIMALS.findIndex(
    ([below, decimals]) => roundTo(magnitude, decimals) < below,
  );
  return index === -1
    ? DEFAULT_PRICE_DECIMALS
    : (PRICE_DECIMALS[index]?.[1] ?? DEFAULT_PRICE_DECIMALS);
}

const roundTo = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;

export interface FormatPriceOptions {
  /** ISO currency code for a currency sign ("$0.0000321"); omit for a plain number ("0.0000321"). */
  currency?: string;
  locale?: string;
}

// Intl.NumberFormat is costly to build and a page formats hundreds of prices.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(decimals: number, options: FormatPriceOptions): Intl.NumberFormat {
  const locale = options.locale ?? 'en-US';
  const key = `${locale}|${options.currency ?? ''}|${decimals}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      ...(options.currency === undefined ? {} : { style: 'currency', currency: options.currency }),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A unit price with the spec's magnitude-dependent decimals: 117400 → "117,400.00",
 * 0.5 → "0.500", 0.0000321 → "0.0000321"; with `currency: 'USD'`, "$0.0000321".
 * Non-finite input is written as it is ("NaN"); callers decide how to show "no price".
 */
export function formatPrice(price: number, options: FormatPriceOptions = {}): string {
  if (!Number.isFinite(price)) return String(price);
  return numberFormat(priceDecimals(price), options).format(price);
}
