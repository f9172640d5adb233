import { Button, HTMLSelect, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { ChainLogo } from '../Logo/ChainLogo';
import { Amount } from '../Amount/Amount';
import { Fragment, useMemo, useState } from 'react';
import { useMoney } from '../../format/useMoney';
import type { ChainKey } from '../../graphql/generated/graphql';
import { chainName, type ChainInfo } from '../../data/useChains';
import { useT } from '../../i18n/useT';
import { useSettings } from '../../settings/useSettings';
import { ChangeText } from '../ChangeText/ChangeText';
import { Private } from '../../privacy/Private';
import { TokenIcon } from '../TokenIcon/TokenIcon';
import { Link } from 'react-router';
import { tokenPagePath } from '../../../../shared/src/appPaths';
import { BreakdownRows } from './BreakdownRows';
import { priceSourceName } from '../SourceStatusCallout/sourceName';
import { nextSort, SortHeader, SortSelect } from './SortHeader';
import { DEFAULT_QUERY, chainsIn, selectRows, type RowQuery, type SortKey } from './tokenRows';
import { useTokenRows, type TokenTableSource } from './toTokenRows';

export type TokenTableProps = TokenTableSource & {
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  /** Names a wallet in the per-wallet breakdown; rows without a breakdown never call it. */
  walletLabel?: (address: string) => string;
  /** Labels the table for screen readers. */
  label: string;
  /** Rows shown before "Show more" (a whale's portfolio has hundreds of dust-sized rows). */
  pageSize?: number;
  /** A chain filter held by the page (chain chips above the table); the table's own otherwise. */
  chain?: RowQuery['chain'];
  onChainChange?: (chain: RowQuery['chain']) => void;
};

/**
 * Holdings with price (and where it came from), 24h change, amount and value; sortable by any
 * column, searchable by symbol, name or contract, filtered by chain. A row merged from several
 * wallets expands to its per-wallet breakdown (spec §3 "Breakdown").
 */
export function TokenTable({
  chains,
  walletLabel = (address) => address,
  label,
  chain,
  onChainChange,
  pageSize = 50,
  ...source
}: TokenTableProps) {
  const t = useT();
  const listed = useTokenRows(source);
  const { hideBelowUsd } = useSettings().settings;
  // Small balances the reader chose to hide; a row without a price stays (its worth is unknown).
  const rows = useMemo(
    () => listed.filter((row) => row.valueUsd === null || row.valueUsd >= hideBelowUsd),
    [listed, hideBelowUsd],
  );
  const hiddenSmall = listed.length - rows.length;
  const money = useMoney();
  const [ownQuery, setQuery] = useState<RowQuery>(DEFAULT_QUERY);
  const query = useMemo(
    () => (chain === undefined ? ownQuery : { ...ownQuery, chain }),
    [ownQuery, chain],
  );
  const setChain = (next: RowQuery['chain']) => {
    setLimit(pageSize);
    if (onChainChange) onChainChange(next);
    else setQuery((current) => ({ ...current, chain: next }));
  };
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => selectRows(rows, query), [rows, query]);
  const [limit, setLimit] = useState(pageSize);
  const shown = selected.slice(0, limit);
  const amountForm = money.amountColumn(shown.map((row) => row.amount));
  const chainOptions = useMemo(
    () =>
      chainsIn(
        rows,
        chains.size > 0 ? [...chains.keys()] : [...new Set(rows.map((row) => row.chain))],
      ),
    [rows, chains],
  );
  const expandable = rows.some((row) => (row.breakdown?.length ?? 0) > 0);
  const columns = expandable ? 7 : 6;

  const sortBy = (sort: SortKey) =>
    setQuery((current) => ({
      ...current,
      ...nextSort(current, sort, (key) => key !== 'token' && key !== 'chain'),
    }));
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const header = (sort: SortKey, text: string, numeric = false) => (
    <SortHeader sort={sort} state={query} onSort={sortBy} numeric={numeric}>
      {text}
    </SortHeader>
  );

  return (
    <div className="kinko-token-table">
      <div className="kinko-toolbar">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder={t('table.search')}
          aria-label={t('table.search')}
          value={query.search}
          onValueChange={(search) => {
            setLimit(pageSize);
            setQuery((current) => ({ ...current, search }));
          }}
        />
        {/* A page holding the filter shows its own control (chain chips). */}
        {chain === undefined && (
          <HTMLSelect
            iconProps={{ title: t('shell.openDropdown') }}
            aria-label={t('table.chainFilter')}
            value={query.chain}
            onChange={(event) => setChain(event.currentTarget.value as RowQuery['chain'])}
            options={[
              { value: 'ALL', label: t('table.allChains') },
              ...chainOptions.map((option) => ({
                value: option,
                label: chainName(chains, option),
              })),
            ]}
          />
        )}
        <SortSelect
          columns={[
            { key: 'value', label: t('table.value') },
            { key: 'amount', label: t('table.amount') },
            { key: 'price', label: t('table.price') },
            { key: 'change', label: t('table.change') },
            { key: 'token', label: t('table.token') },
            { key: 'chain', label: t('table.chain') },
          ]}
          state={query}
          onChange={(next) => setQuery((current) => ({ ...current, ...next }))}
        />
        <span className="kinko-muted">
          {t('table.count', { shown: selected.length, count: rows.length })}
        </span>
        {hiddenSmall > 0 && (
          <span className="kinko-muted">
            {t('table.hiddenSmall', { hidden: hiddenSmall, floor: money.usd(hideBelowUsd) })}
          </span>
        )}
      </div>
      <div className="kinko-table-scroll">
        <HTMLTable
          compact
          striped
          interactive
          aria-label={label}
          className="kinko-table kinko-card-rows"
        >
          <thead>
            <tr>
              {/* The expand buttons name themselves; a header cell without text would be an empty header. */}
              {expandable && <td className="kinko-expand-cell" />}
              {header('token', t('table.token'))}
              {header('chain', t('table.chain'))}
              {header('price', t('table.price'), true)}
              {header('change', t('table.change'), true)}
              {header('amount', t('table.amount'), true)}
              {header('value', t('table.value'), true)}
            </tr>
          </thead>
          <tbody>
            {selected.length === 0 && (
              <tr>
                <td colSpan={columns} className="kinko-muted">
                  {t('table.noMatch')}
                </td>
              </tr>
            )}
            {shown.map((row) => {
              const isOpen = open.has(row.key);
              const canOpen = (row.breakdown?.length ?? 0) > 0;
              const detailId = `breakdown-${row.key.replace(/[^\w-]/g, '_')}`;
              return (
                <Fragment key={row.key}>
                  <tr>
                    {expandable && (
                      <td className="kinko-expand-cell">
                        {canOpen && (
                          <Button
                            variant="minimal"
                            size="small"
                            icon={isOpen ? 'chevron-down' : 'chevron-right'}
                            aria-expanded={isOpen}
                            aria-controls={isOpen ? detailId : undefined}
                            aria-label={t('table.showBreakdown', { symbol: row.symbol })}
                            onClick={() => toggle(row.key)}
                          />
                        )}
                      </td>
                    )}
                    <td className="kinko-cell-token">
                      <span className="kinko-token-cell">
                        <TokenIcon symbol={row.symbol} iconUrl={row.iconUrl} />
                        <span>
                          <Link to={tokenPagePath(row.chain, row.address)}>
                            <strong>{row.symbol}</strong>
                          </Link>
                          {row.name !== row.symbol && (
                            <span className="kinko-muted kinko-token-name"> {row.name}</span>
                          )}
                        </span>
                      </span>
                    </td>
                    <td className="kinko-cell-chain">
                      <ChainLogo chain={row.chain} /> {chainName(chains, row.chain)}
                    </td>
                    <td className="kinko-numeric kinko-cell-price">
                      {money.price(row.priceUsd)}
                      <PriceSource id={row.priceSource} />
                    </td>
                    <td className="kinko-numeric kinko-cell-change">
                      <ChangeText pct={row.change24hPct} />
                    </td>
                    <td className="kinko-numeric kinko-cell-amount">
                      <Amount value={row.amount} format={amountForm} />
                    </td>
                    <td className="kinko-numeric kinko-cell-value">
                      <Private>{money.usd(row.valueUsd)}</Private>
                    </td>
                  </tr>
                  {isOpen && row.breakdown && (
                    <BreakdownRows
                      id={detailId}
                      row={row}
                      columns={columns}
                      walletLabel={walletLabel}
                    />
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
      {selected.length > shown.length && (
        <div className="kinko-actions kinko-more">
          <span className="kinko-muted">
            {t('table.showing', { shown: shown.length, total: selected.length })}
          </span>
          <Button
            icon="chevron-down"
            text={t('table.showMore', {
              count: Math.min(pageSize, selected.length - shown.length),
            })}
            onClick={() => setLimit(limit + pageSize)}
          />
          <Button
            variant="minimal"
            text={t('table.showAll')}
            onClick={() => setLimit(selected.length)}
          />
        </div>
      )}
    </div>
  );
}

/** The price's source in words ("DEX Screener"), shown beside the price; nothing for an unknown id. */
function PriceSource({ id }: { id: string }) {
  const t = useT();
  const name = priceSourceName(id);
  if (name === null) return null;
  const text = 'brand' in name ? name.brand : t(name.key);
  return (
    <Tag minimal className="kinko-source-tag" title={`${t('table.priceSource')}: ${text}`}>
      {text}
    </Tag>
  );
}
