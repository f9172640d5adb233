import { filterChainHoldings } from '../filters/filterChainHoldings';
import type { FilteredHolding } from '../filters/filterReason';
import type { TokenHolding } from '../tokenHolding';
import { buildBreakdown, type BreakdownEntry } from './breakdown';
import { applyDisplayFloor, type HiddenToken } from './displayFloor';
import { mergeHoldings, type PortfolioToken } from './mergeHoldings';
import { portfolioTotals } from './portfolioTotals';
import { tokenKey } from './tokenKey';

/** Spec §3 "Portfolio", less the loading flag and error message, which belong to the caller. */
export interface Portfolio {
  /** Displayed rows, largest value first. */
  tokens: PortfolioToken[];
  /** Per displayed token key. */
  breakdown: Map<string, BreakdownEntry[]>;
  totalUsd: number;
  changePct24h: number | null;
  /** Holdings the chain rules or the spam filter dropped, one per wallet holding, with the reason. */
  filtered: FilteredHolding[];
  /** Merged rows the display floor hid, with the reason. */
  hidden: HiddenToken[];
}

/**
 * Holdings of any wallets and chains in, portfolio out (spec §5): chain filters and spam filter on
 * each holding, merge across wallets, display floor on the merged rows, totals over what is shown.
 * Nothing filtered or hidden counts in a total.
 */
export function buildPortfolio(holdings: readonly TokenHolding[]): Portfolio {
  const { kept, filtered } = filterChainHoldings(holdings);
  const { shown, hidden } = applyDisplayFloor(mergeHoldings(kept));
  const shownKeys = new Set(shown.map((token) => token.key));
  const breakdown = buildBreakdown(kept.filter((holding) => shownKeys.has(tokenKey(holding))));
  return { tokens: shown, breakdown, ...portfolioTotals(shown), filtered, hidden };
}
