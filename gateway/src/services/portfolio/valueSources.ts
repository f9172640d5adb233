/**
 * Spec §3 "Portfolio value sources: map of source key to number, plus a total" — the figures each
 * part of the app (a chain's balances, staking, …) contributes to the headline value.
 */
export interface PortfolioValueSources {
  values: Readonly<Record<string, number>>;
  total: number;
}

/** Changes smaller than this are ignored (spec §5 "changes under 0.005 ignored"). */
export const VALUE_SOURCE_MIN_CHANGE = 0.005;

/**
 * Spec §5 "Portfolio source update: empty key ignored, non-finite numbers treated as 0, changes
 * under 0.005 ignored". An ignored update returns the very same object, so a caller can skip
 * re-rendering or re-storing by comparing identity. A key seen for the first time is always
 * stored, even at 0: it is new, not a change. The key is trimmed, so " eth" and "eth" are one.
 */
export function updateValueSource(sources: PortfolioValueSources, key: string, value: number): PortfolioValueSources {
  const name = key.trim();
  if (name === '') return sources;
  const next = Number.isFinite(value) ? value : 0;
  const previous = Object.hasOwn(sources.values, name) ? sources.values[name] : undefined;
  if (previous !== undefined && Math.abs(next - previous) < VALUE_SOURCE_MIN_CHANGE) return sources;
  const values = { ...sources.values, [name]: next };
  return { values, total: Object.values(values).reduce((sum, figure) => sum + figure, 0) };
}
