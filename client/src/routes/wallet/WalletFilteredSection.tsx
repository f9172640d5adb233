import { skipToken, useQuery } from '@apollo/client/react';
import { sessionAnswers } from '../../graphql/sessionAnswers';
import { useState } from 'react';
import {
  filteredHoldingItem,
  FilteredSection,
} from '../../components/FilteredList/FilteredSection';
import { WalletFilteredDocument, type ChainKey } from '../../graphql/generated/graphql';
import type { ChainInfo } from '../../data/useChains';

/** On request only: this wallet's tokens the spec's rules dropped, with the reason (includeFiltered). */
export function WalletFilteredSection({
  address,
  chains,
}: {
  address: string;
  chains: ReadonlyMap<ChainKey, ChainInfo>;
}) {
  const [open, setOpen] = useState(false);
  const { data, error, loading } = useQuery(
    WalletFilteredDocument,
    open
      ? {
          variables: { address },
          fetchPolicy: sessionAnswers.policyFor(WalletFilteredDocument, { address }),
          nextFetchPolicy: 'cache-first',
        }
      : skipToken,
  );
  const items = data
    ? data.wallet.filtered.map((item) => filteredHoldingItem(item, { showWallet: false }))
    : null;
  return (
    <FilteredSection
      open={open}
      onToggle={() => setOpen(!open)}
      items={items}
      error={error}
      loading={loading}
      chains={chains}
    />
  );
}
