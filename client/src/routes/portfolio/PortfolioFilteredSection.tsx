import { skipToken, useQuery } from '@apollo/client/react';
import { Classes, Collapse, H4, Switch } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { ErrorCallout } from '../../components/ErrorCallout/ErrorCallout';
import { FilteredList, type FilteredItem } from '../../components/FilteredList/FilteredList';
import { PortfolioFilteredDocument, type ChainKey } from '../../graphql/generated/graphql';
import type { ChainInfo } from '../../graphql/useChains';
import { useT } from '../../i18n/useT';
import { portfolioVariables } from './portfolioVariables';

export interface PortfolioFilteredSectionProps {
  wallets: readonly string[];
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  walletLabel: (address: string) => string;
}

/**
 * On request only (includeFiltered): what the chain rules dropped in each wallet and the merged
 * rows the display floor hid, each with its reason. Never part of the totals above.
 */
export function PortfolioFilteredSection({ wallets, chains, walletLabel }: PortfolioFilteredSectionProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const variables = useMemo(() => portfolioVariables(wallets), [wallets]);
  const { data, error, loading } = useQuery(PortfolioFilteredDocument, open && variables.wallets.length > 0 ? { variables, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } : skipToken);

  const items = useMemo<FilteredItem[]>(() => {
    if (!data) return [];
    const filtered = data.portfolio.filtered.map((item) => ({
      key: `${item.holding.chain}:${item.holding.token.address ?? 'native'}:${item.holding.wallet}:${item.reason}`,
      chain: item.holding.chain,
      symbol: item.holding.token.symbol,
      name: item.holding.token.name,
      amount: item.holding.amount,
      valueUsd: item.holding.valueUsd,
      reason: item.reason,
      detail: item.detail,
      wallet: item.holding.wallet,
    }));
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
    <section className="kinko-section" aria-label={t('filtered.title')}>
      <Switch checked={open} onChange={() => setOpen(!open)} label={t('filtered.show')} />
      <Collapse isOpen={open}>
        <H4>{t('filtered.title')}</H4>
        <p className="kinko-muted">{t('filtered.hint')}</p>
        {error && <ErrorCallout title={t('filtered.loadFailed')} error={error} />}
        {loading && !data && <p className={Classes.SKELETON}>{t('filtered.loading')}</p>}
        {data && <FilteredList items={items} chains={chains} walletLabel={walletLabel} label={t('filtered.title')} />}
      </Collapse>
    </section>
  );
}
