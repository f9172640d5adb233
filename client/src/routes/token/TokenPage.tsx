import { H1 } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { parseContractAddress } from '../../../../shared/src/addresses';
import { CHAIN_KEYS } from '../../../../shared/src/chains';
import { NATIVE_SEGMENT } from '../../../../shared/src/appPaths';
import { Amount } from '../../components/Amount/Amount';
import { ErrorCallout } from '../../components/ErrorCallout/ErrorCallout';
import { ChainLogo } from '../../components/Logo/ChainLogo';
import { SourceStatusCallout } from '../../components/SourceStatusCallout/SourceStatusCallout';
import { StatCard } from '../../components/StatCard/StatCard';
import { chainName, useChains } from '../../data/useChains';
import { portfolioVariables } from '../../data/portfolioVariables';
import { useSessionQuery } from '../../data/useSessionQuery';
import { useMoney } from '../../format/useMoney';
import {
  TokenHistoryDocument,
  TokenPnlDocument,
  type ChainKey,
  type HistoryRange,
} from '../../graphql/generated/graphql';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useWalletLabel } from '../../wallets/useWalletLabel';
import { useWallets } from '../../wallets/useWallets';
import { TokenPnlCard } from './TokenPnlCard';
import { TokenPriceChart } from './TokenPriceChart';
import { TokenPriceSources } from './TokenPriceSources';
import { TokenTransactions } from './TokenTransactions';
import { TokenWallets } from './TokenWallets';
import { tokenPnlRows } from './tokenPageData';
import './token.css';

type Parsed = { chain: ChainKey; address: string | null } | { error: Error };

/** The URL's chain and coin, checked before anything is asked of the gateway. */
function parseToken(chain: string, address: string): Parsed {
  const key = CHAIN_KEYS.find((candidate) => candidate === chain.toLowerCase());
  if (key === undefined) return { error: new Error(`Unknown chain: ${chain}`) };
  if (address.toLowerCase() === NATIVE_SEGMENT)
    return { chain: key.toUpperCase() as ChainKey, address: null };
  try {
    return {
      chain: key.toUpperCase() as ChainKey,
      address: parseContractAddress(address, 'token').toLowerCase(),
    };
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/** /token/:chain/:address: one coin's price, holdings, PnL and transfers across the saved wallets. */
export function TokenPage() {
  const { chain = '', address = '' } = useParams();
  const t = useT();
  const parsed = useMemo(() => parseToken(chain, address), [chain, address]);
  if ('error' in parsed)
    return (
      <section className="kinko-page">
        <ErrorCallout title={t('token.loadFailed')} error={parsed.error} />
      </section>
    );
  return (
    <TokenDetail
      key={`${parsed.chain}:${parsed.address ?? ''}`}
      chain={parsed.chain}
      address={parsed.address}
    />
  );
}

/** react-router's `lazy` convention. */
export const Component = TokenPage;

function TokenDetail({ chain, address }: { chain: ChainKey; address: string | null }) {
  const t = useT();
  const money = useMoney();
  const chains = useChains();
  const walletLabel = useWalletLabel();
  const { visibleWallets } = useWallets();
  const { wallets } = useMemo(
    () => portfolioVariables(visibleWallets.map((wallet) => wallet.address)),
    [visibleWallets],
  );
  const [range, setRange] = useState<HistoryRange>('MONTH');
  const history = useSessionQuery(TokenHistoryDocument, { chain, address, wallets, range });
  const pnl = useSessionQuery(TokenPnlDocument, wallets.length === 0 ? null : { chain, wallets });
  const token = history.data?.tokenHistory ?? history.previousData?.tokenHistory;
  const points = history.data?.tokenHistory.points;
  const now = token?.points.at(-1);
  const symbol = token?.symbol ?? (address === null ? '' : address.slice(0, 8));
  const rows = useMemo(
    () => tokenPnlRows(pnl.data?.pnl.tokens ?? [], address),
    [pnl.data?.pnl.tokens, address],
  );
  useDocumentTitle(symbol, now ? money.usd(now.valueUsd) : null);

  return (
    <section className="kinko-page">
      <header className="kinko-token-header">
        <H1>
          {symbol}{' '}
          <span className="kinko-muted">
            <ChainLogo chain={chain} /> {chainName(chains, chain)}
          </span>
        </H1>
        {token?.name && <p className="kinko-muted">{token.name}</p>}
        {address !== null && <p className="kinko-muted kinko-token-address">{address}</p>}
      </header>

      {history.error && (
        <ErrorCallout
          title={t('token.loadFailed')}
          error={history.error}
          onRetry={() => void history.refetch().catch(() => undefined)}
        />
      )}

      <div className="kinko-stats">
        <StatCard label={t('table.price')} loading={!token}>
          {money.price(now?.priceUsd ?? null)}
        </StatCard>
        <StatCard label={t('token.held')} loading={!token}>
          <Amount value={now?.amount ?? '0'} headline /> {symbol}
        </StatCard>
        <StatCard label={t('table.value')} loading={!token}>
          <Private>{money.usd(now?.valueUsd ?? null)}</Private>
        </StatCard>
      </div>

      {token && (
        <SourceStatusCallout sources={token.sources} chains={chains} walletLabel={walletLabel} />
      )}

      <TokenPriceChart symbol={symbol} points={points} range={range} onRange={setRange} />
      {token && <TokenPriceSources sources={token.priceSources} />}
      {wallets.length === 0 ? (
        <p className="kinko-muted">{t('token.noWallets')}</p>
      ) : (
        <>
          <TokenPnlCard
            symbol={symbol}
            merged={rows.merged}
            wallets={rows.wallets}
            loading={pnl.asking}
          />
          {points && <TokenWallets wallets={wallets} points={points} />}
          <TokenTransactions
            chain={chain}
            address={address}
            wallets={wallets}
            chains={chains}
            nativePrice={address === null ? (now?.priceUsd ?? undefined) : undefined}
          />
        </>
      )}
    </section>
  );
}
