import { useMemo } from 'react';
import { WalletSummaries_TokenFragmentDoc } from '../graphql/generated/graphql';
import { useFragmentList } from '../graphql/useFragmentList';
import { walletSummaries, type WalletSummary } from '../format/portfolioMath';
import type { PortfolioSummary } from './usePortfolioSummary';

/**
 * Each visible wallet's part of the merged portfolio (the dashboard's wallet totals, the wallets
 * index), from the rows read through this summary's own fragment.
 */
export function useWalletSummaries(
  portfolio: PortfolioSummary['portfolio'],
): Map<string, WalletSummary> {
  const rows = useFragmentList(WalletSummaries_TokenFragmentDoc, portfolio?.tokens ?? []);
  const totals = portfolio?.walletTotals;
  return useMemo(() => walletSummaries(rows, totals ?? []), [rows, totals]);
}
