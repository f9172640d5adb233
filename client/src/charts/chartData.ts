export interface ChartDatum {
  /** Stable identity (a chain key, a token key): React key and colour choice. */
  id: string;
  label: string;
  value: number;
}

export interface ChartSlice extends ChartDatum {
  /** Share of the total, 0..1. */
  share: number;
  color: string;
}

/**
 * Blueprint's categorical palette (its "extended" colours), in an order that keeps neighbours
 * apart; the last is kept for "Other".
 */
const CHART_COLORS = [
  '#2D72D2',
  '#29A634',
  '#D1980B',
  '#D33D17',
  '#9D3F9D',
  '#00A396',
  '#DB2C6F',
  '#7961DB',
  '#8EB125',
] as const;
const OTHER_COLOR = '#8F99A8';

/**
 * Sorts by value, keeps the largest `maxItems - 1` and folds the rest into one "Other" item, so a
 * portfolio of 80 dust tokens still reads as a handful of slices. Non-positive and non-finite
 * values are left out: a negative share has no meaning in an allocation.
 */
export function toSlices(
  data: readonly ChartDatum[],
  maxItems: number,
  otherLabel: string,
): ChartSlice[] {
  const positive = data
    .filter((item) => Number.isFinite(item.value) && item.value > 0)
    .sort((a, b) => b.value - a.value);
  const total = positive.reduce((sum, item) => sum + item.value, 0);
  if (total <= 0) return [];
  const head = positive.length > maxItems ? positive.slice(0, maxItems - 1) : positive;
  const rest = positive.slice(head.length);
  const slices: ChartSlice[] = head.map((item, index) => ({
    ...item,
    share: item.value / total,
    color: CHART_COLORS[index % CHART_COLORS.length] ?? OTHER_COLOR,
  }));
  if (rest.length > 0) {
    const value = rest.reduce((sum, item) => sum + item.value, 0);
    slices.push({
      id: '__other',
      label: otherLabel,
      value,
      share: value / total,
      color: OTHER_COLOR,
    });
  }
  return slices;
}
