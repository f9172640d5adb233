import { finiteOrNull } from '../../util/finiteOrNull';
import type { TokenHolding } from '../tokenHolding';
import { tokenKey } from './tokenKey';

/** The holdings that merge into one portfolio row, and the decimals their amounts are summed in. */
export interface HoldingGroup {
  key: string;
  /**
   * The largest decimals any holding reports. Sources can disagree (an override such as spec §5's
   * "eHEX 8 decimals" against an explorer's figure); scaling every balance up to the largest is
   * exact, scaling down would not be.
   */
  decimals: number;
  holdings: [TokenHolding, ...TokenHolding[]];
}

/** Groups by tokenKey, in order of first appearance. */
export function groupHoldings(holdings: readonly TokenHolding[]): HoldingGroup[] {
  const groups = new Map<string, HoldingGroup>();
  for (const holding of holdings) {
    const key = tokenKey(holding);
    const group = groups.get(key);
    if (group === undefined)
      groups.set(key, { key, decimals: holding.token.decimals, holdings: [holding] });
    else {
      group.holdings.push(holding);
      group.decimals = Math.max(group.decimals, holding.token.decimals);
    }
  }
  return [...groups.values()];
}

/** A holding's base units expressed in `decimals` (never fewer than its own), exactly. */
export function rawIn(holding: TokenHolding, decimals: number): bigint {
  return BigInt(holding.balanceRaw) * 10n ** BigInt(decimals - holding.token.decimals);
}

/** Sum of the known USD values, or null when none is known. */
export function sumUsd(values: readonly (number | null)[]): number | null {
  const known = values.map(finiteOrNull).filter((value) => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0);
}
