import { useQuery } from '@apollo/client/react';
import { skipToken } from '@apollo/client/react';
import { Classes, Collapse, H4, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { ErrorCallout } from '../../components/ErrorCallout/ErrorCallout';
import { FilteredList } from '../../components/FilteredList/FilteredList';
import { WalletFilteredDocument, type ChainKey } from '../../graphql/generated/graphql';
import type { ChainInfo } from '../../graphql/useChains';
import { useT } from '../../i18n/useT';

/** On request only: this wallet's tokens the spec's rules dropped, with the reason (includeFiltered). */
export function WalletFilteredSection({ address, chains }: { address: string; chains: ReadonlyMap<ChainKey, ChainInfo> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { data, error, loading } = useQuery(WalletFilteredDocument, open ? { variables: { address }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } : skipToken);
  const items = (data?.wallet.filtered ?? []).map((item) => ({
    key: `${item.holding.chain}:${item.holding.token.address ?? 'native'}:${item.reason}`,
    chain: item.holding.chain,
    symbol: item.holding.token.symbol,
    name: item.holding.token.name,
    amount: item.holding.amount,
    valueUsd: item.holding.valueUsd,
    reason: item.reason,
    detail: item.detail,
    wallet: null,
  }));
  return (
    <section className="kinko-section" aria-label={t('filtered.title')}>
      <Switch checked={open} onChange={() => setOpen(!open)} label={t('filtered.show')} />
      <Collapse isOpen={open}>
        <H4>{t('filtered.title')}</H4>
        <p className="kinko-muted">{t('filtered.hint')}</p>
        {error && <ErrorCallout title={t('filtered.loadFailed')} error={error} />}
        {loading && !data && <p className={Classes.SKELETON}>{t('filtered.loading')}</p>}
        {data && <FilteredList items={items} chains={chains} label={t('filtered.title')} />}
      </Collapse>
    </section>
  );
}
