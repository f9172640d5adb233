import type { Address } from '../../../../shared/src/addresses';
import type { BreakdownEntry } from './breakdown';
import type { PortfolioToken } from './mergeHoldings';
import { portfolioTotals, type PortfolioTotals } from './portfolioTotals';

export interface WalletTotal extends PortfolioTotals {
  wallet: Address;
}

/**
 * Each wallet's share of a portfolio: its part of every displayed row (the breakdown), so the
 * wallets' totals add up to the portfolio's, and its 24h change by the portfolio's own rule.
 */
export function walletTotals(
  tokens: readonly PortfolioToken[],
  breakdown: ReadonlyMap<string, readonly BreakdownEntry[]>,
  wallets: readonly Address[],
): WalletTotal[] {
  const shares = new Map<Address, { valueUsd: number | null; change24hPct: number | null }[]>(
    wallets.map((wallet) => [wallet, []]),
  );
  for (const token of tokens)
    for (const entry of breakdown.get(token.key) ?? [])
      shares
        .get(entry.wallet)
        ?.push({ valueUsd: entry.valueUsd, change24hPct: token.change24hPct });
  return [...shares].map(([wallet, rows]) => ({ wallet, ...portfolioTotals(rows) }));
}
