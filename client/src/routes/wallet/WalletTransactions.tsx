import { useQuery } from '@apollo/client/react';
import { sessionAnswers } from '../../graphql/sessionAnswers';
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
import { useT } from '../../i18n/useT';
import { TransactionTable } from './TransactionTable';

/** Spec §9: "Explorer transactions 50 per page". */
const PAGE_SIZE = 50;

export interface WalletTransactionsProps {
  address: string;
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  /** Each chain's native coin in USD, for fees in USD (issue 19 item 10). */
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
  const [chain, setChain] = useState<ChainKey | 'ALL'>('ALL');
  const [kind, setKind] = useState<TransactionKind>('ALL');
  const [includeSpam, setIncludeSpam] = useState(false);
  // Cursors of the pages seen so far; the last one is the current page's `after` (null: newest).
  const [cursors, setCursors] = useState<ReadonlyArray<string | null>>([null]);
  const after = cursors.at(-1) ?? null;

  const variables = {
    chain: chain === 'ALL' ? null : chain,
    address,
    kind,
    first: PAGE_SIZE,
    after,
    includeSpam,
  };
  const { data, previousData, error, loading, refetch } = useQuery(WalletTransactionsDocument, {
    variables,
    // A saved page paints at once; the network's answer replaces it (history grows), unless this tab has just had it.
    fetchPolicy: sessionAnswers.policyFor(WalletTransactionsDocument, variables),
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.transactions ?? (loading ? previousData?.transactions : undefined);
  const resetPaging = () => setCursors([null]);

  return (
    <section className="kinko-section" aria-label={t('tx.title')}>
      <H2>{t('tx.title')}</H2>
      <div className="kinko-toolbar">
        <HTMLSelect
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
      {!page && loading && <TableSkeleton label={t('tx.loading')} rows={5} columns={7} />}
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
