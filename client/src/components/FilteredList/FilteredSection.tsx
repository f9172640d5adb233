import { Classes, Collapse, H2, Switch } from '@blueprintjs/core';
import type { ChainKey } from '../../graphql/generated/graphql';
import type { ChainInfo } from '../../data/useChains';
import { useT } from '../../i18n/useT';
import { ErrorCallout } from '../ErrorCallout/ErrorCallout';
import { FilteredList, type FilteredItem } from './FilteredList';

/** A token a chain rule dropped, as the API lists it (FilteredToken), for FilteredList. */
export function filteredHoldingItem(
  item: {
    reason: string;
    detail: string;
    holding: {
      chain: ChainKey;
      wallet: string;
      amount: string;
      valueUsd?: number | null;
      token: { address?: string | null; symbol: string; name: string };
    };
  },
  options: { showWallet: boolean },
): FilteredItem {
  const { holding } = item;
  return {
    key: `${holding.chain}:${holding.token.address ?? 'native'}:${holding.wallet}:${item.reason}`,
    chain: holding.chain,
    symbol: holding.token.symbol,
    name: holding.token.name,
    amount: holding.amount,
    valueUsd: holding.valueUsd ?? null,
    reason: item.reason,
    detail: item.detail,
    wallet: options.showWallet ? holding.wallet : null,
  };
}

export interface FilteredSectionProps {
  open: boolean;
  onToggle: () => void;
  /** Null until the filtered tokens are loaded. */
  items: readonly FilteredItem[] | null;
  error: Error | undefined;
  loading: boolean;
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  walletLabel?: (address: string) => string;
}

/**
 * On request only (includeFiltered): the tokens the spec's rules left out, each with its reason,
 * behind a switch so the everyday query never asks for them. Never part of the totals.
 */
export function FilteredSection({
  open,
  onToggle,
  items,
  error,
  loading,
  chains,
  walletLabel,
}: FilteredSectionProps) {
  const t = useT();
  return (
    <section className="kinko-section" aria-label={t('filtered.title')}>
      <Switch checked={open} onChange={onToggle} label={t('filtered.show')} />
      <Collapse isOpen={open}>
        <H2>{t('filtered.title')}</H2>
        <p className="kinko-muted">{t('filtered.hint')}</p>
        {error && <ErrorCallout title={t('filtered.loadFailed')} error={error} />}
        {loading && items === null && <p className={Classes.SKELETON}>{t('filtered.loading')}</p>}
        {items !== null && (
          <FilteredList
            items={items}
            chains={chains}
            label={t('filtered.title')}
            {...(walletLabel ? { walletLabel } : {})}
          />
        )}
      </Collapse>
    </section>
  );
}
