import { finiteOrNull } from '../../util/finiteOrNull';

export interface PortfolioTotals {
  /** Sum of the given (displayed) rows' values (spec §5 "Total is the sum of displayed token values"). */
  totalUsd: number;
  /** Null when no row with a value has a 24h change. */
  changePct24h: number | null;
}

/**
 * The 24h change of a portfolio, a wallet or a wallet's share of a portfolio, one rule for all (the
 * client reads it rather than recomputing it). The change is the change of the combined value of the rows that have one: each
 * row weighs by its value 24h ago, value / (1 + change / 100). Weighting by today's value instead
 * would overstate gainers (one token at +100% and one at 0%, each worth 100 USD a day ago, is
 * +50%, not +66.7%). Rows without a change count as unchanged: most are stablecoins pinned at 1 USD
 * or tokens only the explorer prices, and a portfolio of 10,000 USDC and 100 USD of a token up 10 %
 * grew by 0.1 %, not by 10 %. When no row has a change at all the figure is unknown (null). A change
 * of -100% or less cannot come from two positive prices (spec §5 "only when both above zero") and
 * counts as unknown too.
 */
export function portfolioTotals(
  rows: readonly { valueUsd: number | null; change24hPct: number | null }[],
): PortfolioTotals {
  let totalUsd = 0;
  let valueNow = 0;
  let valueThen = 0;
  let anyChange = false;
  for (const row of rows) {
    const value = finiteOrNull(row.valueUsd);
    if (value === null) continue;
    totalUsd += value;
    const change = finiteOrNull(row.change24hPct);
    const known = change !== null && change > -100;
    if (known) anyChange = true;
    valueNow += value;
    valueThen += known ? value / (1 + change / 100) : value;
  }
  return {
    totalUsd,
    changePct24h: anyChange && valueThen > 0 ? ((valueNow - valueThen) / valueThen) * 100 : null,
  };
}
