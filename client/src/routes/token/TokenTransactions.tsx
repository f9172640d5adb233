import { Button, H2, H3 } from '@blueprintjs/core';
import { useState } from 'react';
import { ErrorCallout } from '../../components/ErrorCallout/ErrorCallout';
import { TableSkeleton } from '../../components/Skeleton/TableSkeleton';
import { TransactionTable } from '../../components/TransactionTable/TransactionTable';
import type { ChainInfo } from '../../data/useChains';
import { useSessionQuery } from '../../data/useSessionQuery';
import { walletTransactionsVariables } from '../../data/walletTransactionsVariables';
import { WalletTransactionsDocument, type ChainKey } from '../../graphql/generated/graphql';
import { useT } from '../../i18n/useT';
import { useWalletLabel } from '../../wallets/useWalletLabel';

export interface TokenTransactionsProps {
  chain: ChainKey;
  /** Null: the chain's native coin. */
  address: string | null;
  wallets: readonly string[];
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  nativePrice: number | undefined;
}

/** The token's transfers in each saved wallet: that wallet's history on the chain, of this coin's kind. */
export function TokenTransactions(props: TokenTransactionsProps) {
  const t = useT();
  return (
    <section className="kinko-section" aria-label={t('token.transactions')}>
      <H2>{t('token.transactions')}</H2>
      {props.wallets.map((wallet) => (
        <WalletTokenTransactions key={wallet} wallet={wallet} {...props} />
      ))}
    </section>
  );
}

/**
 * One wallet's pages of the chain's history (the wallet page's question, on one chain and kind),
 * the rows of this token kept; older pages on request, as a page of another token's transfers may
 * hold none of this one's.
 */
function WalletTokenTransactions({
  wallet,
  chain,
  address,
  chains,
  nativePrice,
}: TokenTransactionsProps & { wallet: string }) {
  const t = useT();
  const walletLabel = useWalletLabel();
  const [after, setAfter] = useState<string | null>(null);
  const kind = address === null ? 'NATIVE' : 'ERC20';
  const { data, error, asking, refetch } = useSessionQuery(
    WalletTransactionsDocument,
    walletTransactionsVariables(wallet, { chain, kind, after, includeSpam: false }),
  );
  const page = data?.transactions;
  const rows = (page?.edges ?? [])
    .map((edge) => edge.node)
    .filter((row) => address === null || row.token?.address?.toLowerCase() === address);
  return (
    <div className="kinko-token-tx">
      <H3>{walletLabel(wallet)}</H3>
      {error && (
        <ErrorCallout
          title={t('tx.loadFailed')}
          error={error}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      )}
      {!page && asking && <TableSkeleton label={t('tx.loading')} rows={3} columns={6} />}
      {page && (
        <TransactionTable
          rows={rows}
          wallet={wallet}
          chains={chains}
          nativePrices={nativePrice === undefined ? new Map() : new Map([[chain, nativePrice]])}
        />
      )}
      {page?.pageInfo.hasNextPage && page.pageInfo.endCursor !== null && (
        <Button
          rightIcon="chevron-right"
          text={t('tx.older')}
          onClick={() => setAfter(page.pageInfo.endCursor)}
        />
      )}
    </div>
  );
}
