import { formatPrice } from '../../../shared/src/formatPrice';

/**
 * USD display. USD values are floats in the API (DESIGN.md "GraphQL API principles"), so Intl
 * formatting is exact enough here, unlike for token amounts (shared/src/formatAmount).
 */

const usd = (fractionDigits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

const valueFormat = usd(2);

/** A holding's or a total's value: "$1,234.56"; null (no price) as an em dash. */
export function formatUsdValue(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? '—'
    : valueFormat.format(value);
}

/**
 * A unit price with the spec §9 magnitude-dependent decimals (shared/src/formatPrice, the one
 * implementation the gateway shares), so cheap tokens such as PLS do not all read $0.00; null
 * (no price) as an em dash.
 */
export function formatUsdPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return '—';
  return formatPrice(price, { currency: 'USD' });
}
