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
// Spec §9 (ticker): "2 default, 3 if below 1, 4 below 0.1, 5 below 0.01, 6 below 0.001, 7 below
// 0.0001". Applied to every unit price so cheap tokens such as PLS do not all read $0.00.
const priceFormats: ReadonlyArray<readonly [below: number, format: Intl.NumberFormat]> = [
  [0.0001, usd(7)],
  [0.001, usd(6)],
  [0.01, usd(5)],
  [0.1, usd(4)],
  [1, usd(3)],
];

/** A holding's or a total's value: "$1,234.56"; null (no price) as an em dash. */
export function formatUsdValue(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : valueFormat.format(value);
}

/** A unit price with the spec's magnitude-dependent decimals; null (no price) as an em dash. */
export function formatUsdPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return '—';
  const magnitude = Math.abs(price);
  const format = priceFormats.find(([below]) => magnitude > 0 && magnitude < below)?.[1] ?? valueFormat;
  return format.format(price);
}
