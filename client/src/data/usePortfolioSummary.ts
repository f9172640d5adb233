import { useMemo } from 'react';
import {
  PortfolioSummaryDocument,
  type PortfolioSummaryQuery,
} from '../graphql/generated/graphql';
import { useWallets, type SavedWallet } from '../wallets/useWallets';
import { errorMessages, isNetworkError } from '../components/ErrorCallout/errorMessages';
import { portfolioVariables } from './portfolioVariables';
import { useSessionQuery } from './useSessionQuery';

type PortfolioData = PortfolioSummaryQuery['portfolio'];

export interface PortfolioSummary {
  /** The visible wallets (spec §3: hidden ones are dropped on load of the portfolio). */
  wallets: SavedWallet[];
  portfolio: PortfolioData | null;
  /** Spec §3 and §4: reset to 0 when the refresh failed. */
  totalUsd: number;
  /** Spec §3 "portfolioError": the failure's message, kept while it lasts. */
  portfolioError: string | null;
  error: Error | null;
  /** No answer yet for this wallet set (first load): show skeletons. */
  loading: boolean;
  /** An answer is shown while a newer one loads (another wallet set, or a refetch). */
  updating: boolean;
  refetch: () => void;
}

/**
 * The merged portfolio of the visible wallets, shared by the dashboard, the wallets index and
 * "View All". With no wallets nothing is asked and the portfolio is empty (spec §4).
 */
export function usePortfolioSummary(): PortfolioSummary {
  const { visibleWallets } = useWallets();
  const variables = useMemo(
    () => portfolioVariables(visibleWallets.map((wallet) => wallet.address)),
    [visibleWallets],
  );
  const empty = variables.wallets.length === 0;
  const result = useSessionQuery(PortfolioSummaryDocument, empty ? null : variables);
  // While another wallet set loads, the last answer stays on screen rather than a blank page.
  const shown = empty ? null : (result.data?.portfolio ?? result.previousData?.portfolio ?? null);
  const error = empty ? null : (result.error ?? null);

  // Unreachable server: the last figures stay, under the network-issue notice (issue 19 item 6;
  // docs/DECISIONS.md). An answer that is an error resets the total to 0 (spec §4).
  const dropped = error !== null && !isNetworkError(error);
  return {
    wallets: visibleWallets,
    portfolio: dropped ? null : shown,
    totalUsd: dropped || !shown ? 0 : shown.totalUsd,
    portfolioError: error ? errorMessages(error).join(' ') : null,
    error,
    loading: !empty && result.asking && !shown,
    updating: !empty && result.asking && shown !== null,
    refetch: () => {
      if (!empty) void result.refetch().catch(() => undefined);
    },
  };
}
