import { skipToken, useQuery } from '@apollo/client/react';
import { sessionAnswers } from '../../graphql/sessionAnswers';
import { useMemo, useState } from 'react';
import type { FilteredItem } from '../../components/FilteredList/FilteredList';
import {
  filteredHoldingItem,
  FilteredSection,
} from '../../components/FilteredList/FilteredSection';
import { PortfolioFilteredDocument, type ChainKey } from '../../graphql/generated/graphql';
import type { ChainInfo } from '../../data/useChains';
import { portfolioVariables } from '../../data/portfolioVariables';

export interface PortfolioFilteredSectionProps {
  wallets: readonly string[];
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  walletLabel: (address: string) => string;
}

/**
 * On request only (includeFiltered): what the chain rules dropped in each wallet and the merged
 * rows the display floor hid, each with its reason. Never part of the totals above.
 */
export function PortfolioFilteredSection({
  wallets,
  chains,
  walletLabel,
}: PortfolioFilteredSectionProps) {
  const [open, setOpen] = useState(false);
  const variables = useMemo(() => portfolioVariables(wallets), [wallets]);
  const { data, error, loading } = useQuery(
    PortfolioFilteredDocument,
    open && variables.wallets.length > 0
      ? {
          variables,
          fetchPolicy: sessionAnswers.policyFor(PortfolioFilteredDocument, variables),
          nextFetchPolicy: 'cache-first',
        }
      : skipToken,
  );

  const items = useMemo<FilteredItem[] | null>(() => {
    if (!data) return null;
    const filtered = data.portfolio.filtered.map((item) =>
      filteredHoldingItem(item, { showWallet: true }),
    );
    const hidden = data.portfolio.hidden.map((item) => ({
      key: `${item.token.key}:${item.reason}`,
      chain: item.token.chain,
      symbol: item.token.token.symbol,
      name: item.token.token.name,
      amount: item.token.amount,
      valueUsd: item.token.valueUsd,
      reason: item.reason,
      detail: item.detail,
      wallet: null,
    }));
    return [...hidden, ...filtered];
  }, [data]);

  return (
    <FilteredSection
      open={open}
      onToggle={() => setOpen(!open)}
      items={items}
      error={error}
      loading={loading}
      chains={chains}
      walletLabel={walletLabel}
    />
  );
}
