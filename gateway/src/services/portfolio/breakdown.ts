import { formatUnits } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { groupHoldings, rawIn, sumUsd } from './holdingGroups';
import type { TokenHolding } from '../tokenHolding';

/** One wallet's share of a portfolio row (spec §3 "Breakdown"). */
export interface BreakdownEntry {
  wallet: Address;
  /** Exact decimal string, in the row's decimals. */
  amount: string;
  valueUsd: number | null;
}

/**
 * Per token key, each wallet's amount and value, largest amount first (spec §3). Amounts are
 * compared exactly as base units; equal amounts are ordered by wallet address so the output does
 * not depend on which wallet answered first. A wallet listed twice for one token (two sources)
 * appears once, summed.
 */
export function buildBreakdown(holdings: readonly TokenHolding[]): Map<string, BreakdownEntry[]> {
  const breakdown = new Map<string, BreakdownEntry[]>();
  for (const { key, decimals, holdings: group } of groupHoldings(holdings)) {
    const byWallet = new Map<Address, { raw: bigint; values: (number | null)[] }>();
    for (const holding of group) {
      const share = byWallet.get(holding.wallet) ?? { raw: 0n, values: [] };
      share.raw += rawIn(holding, decimals);
      share.values.push(holding.valueUsd);
      byWallet.set(holding.wallet, share);
    }
    const entries = [...byWallet]
      .sort(([walletA, a], [walletB, b]) =>
        a.raw !== b.raw
          ? a.raw > b.raw
            ? -1
            : 1
          : walletA < walletB
            ? -1
            : walletA > walletB
              ? 1
              : 0,
      )
      .map(([wallet, share]) => ({
        wallet,
        amount: formatUnits(share.raw, decimals),
        valueUsd: sumUsd(share.values),
      }));
    breakdown.set(key, entries);
  }
  return breakdown;
}
