/**
 * A figure (USD value, price, 24h change) that can be compared or summed: null when unknown. NaN
 * and ±Infinity (a source that divided by zero) count as unknown rather than poisoning a total.
 */
export function finiteOrNull(value: number | null): number | null {
  return value !== null && Number.isFinite(value) ? value : null;
}
