import { Button, H2, HTMLSelect, SegmentedControl, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { ErrorCallout } from '../../components/ErrorCallout/ErrorCallout';
import { TableSkeleton } from '../../components/Skeleton/TableSkeleton';
import { SourceStatusCallout } from '../../components/SourceStatusCallout/SourceStatusCallout';
import {
  WalletTransactionsDocument,
  type ChainKey,
  type TransactionKind,
} from '../../graphql/generated/graphql';
import type { ChainInfo } from '../../data/useChains';
import { useSessionQuery } from '../../data/useSessionQuery';
import {
  FIRST_TRANSACTIONS_VIEW,
  walletTransactionsVariables,
} from '../../data/walletTransactionsVariables';
import { useT } from '../../i18n/useT';
import { TransactionTable } from '../../components/TransactionTable/TransactionTable';

export interface WalletTransactionsProps {
  address: string;
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  /** Each chain's native coin in USD, for fees in USD. */
  nativePrices?: ReadonlyMap<ChainKey, number>;
}

/**
 * The wallet's history (spec §3 "Transaction item"): all chains merged or one chain, newest
 * first, a page at a time by cursor, filtered by kind, each row linked to the explorer with its
 * direction.
 */
export function WalletTransactions({
  address,
  chains,
  nativePrices = new Map(),
}: WalletTransactionsProps) {
  const t = useT();
  const [chain, setChain] = useState<ChainKey | 'ALL'>(FIRST_TRANSACTIONS_VIEW.chain);
  const [kind, setKind] = useState<TransactionKind>(FIRST_TRANSACTIONS_VIEW.kind);
  const [includeSpam, setIncludeSpam] = useState(FIRST_TRANSACTIONS_VIEW.includeSpam);
  // Cursors of the pages seen so far; the last one is the current page's `after` (null: newest).
  const [cursors, setCursors] = useState<ReadonlyArray<string | null>>([null]);
  const after = cursors.at(-1) ?? null;

  // A saved page paints at once; the network's answer replaces it (history grows).
  const { data, previousData, error, asking, refetch } = useSessionQuery(
    WalletTransactionsDocument,
    walletTransactionsVariables(address, { chain, kind, after, includeSpam }),
  );
  const page = data?.transactions ?? (asking ? previousData?.transactions : undefined);
  const resetPaging = () => setCursors([null]);

  return (
    <section className="kinko-section" aria-label={t('tx.title')}>
      <H2>{t('tx.title')}</H2>
      <div className="kinko-toolbar">
        <HTMLSelect
          iconProps={{ title: t('shell.openDropdown') }}
          aria-label={t('table.chain')}
          value={chain}
          onChange={(event) => {
            setChain(event.currentTarget.value as ChainKey | 'ALL');
            resetPaging();
          }}
          options={[
            { value: 'ALL', label: t('table.allChains') },
            ...[...chains.values()].map((info) => ({ value: info.key, label: info.name })),
          ]}
        />
        <SegmentedControl
          aria-label={t('tx.kind')}
          value={kind}
          onValueChange={(value) => {
            setKind(value as TransactionKind);
            resetPaging();
          }}
          options={[
            { value: 'ALL', label: t('tx.kind.all') },
            { value: 'NATIVE', label: t('tx.kind.native') },
            { value: 'ERC20', label: t('tx.kind.erc20') },
          ]}
        />
        <Switch
          className="kinko-inline-switch"
          checked={includeSpam}
          label={t('tx.includeSpam')}
          onChange={() => {
            setIncludeSpam(!includeSpam);
            resetPaging();
          }}
        />
      </div>

      {error && (
        <ErrorCallout
          title={t('tx.loadFailed')}
          error={error}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      )}
      {page && <SourceStatusCallout sources={page.sources} chains={chains} />}
      {!page && asking && <TableSkeleton label={t('tx.loading')} rows={5} columns={7} />}
      {page && (
        <>
          <TransactionTable
            rows={page.edges.map((edge) => edge.node)}
            wallet={address}
            chains={chains}
            nativePrices={nativePrices}
            showChain={chain === 'ALL'}
          />
          <div className="kinko-actions" role="navigation" aria-label={t('tx.paging')}>
            <Button
              icon="chevron-left"
              text={t('tx.newer')}
              disabled={cursors.length <= 1}
              onClick={() => setCursors(cursors.slice(0, -1))}
            />
            <span className="kinko-muted">{t('tx.page', { page: cursors.length })}</span>
            <Button
              rightIcon="chevron-right"
              text={t('tx.older')}
              disabled={!page.pageInfo.hasNextPage || page.pageInfo.endCursor === null}
              onClick={() =>
                page.pageInfo.endCursor !== null &&
                setCursors([...cursors, page.pageInfo.endCursor])
              }
            />
          </div>
        </>
      )}
    </section>
  );
}
