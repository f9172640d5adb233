import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { NonIdealState } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { parseWalletAddress } from '../../../../shared/src/addresses';
import { ChainChips, summariseChains } from '../../components/ChainChips/ChainChips';
import { ErrorCallout } from '../../components/ErrorCallout/ErrorCallout';
import { TableSkeleton } from '../../components/Skeleton/TableSkeleton';
import { SourceStatusCallout } from '../../components/SourceStatusCallout/SourceStatusCallout';
import { anyFailed } from '../../components/SourceStatusCallout/sourceProblems';
import { TotalCards } from '../../components/PortfolioTotalCards/PortfolioTotalCards';
import { StatCard } from '../../components/StatCard/StatCard';
import { TokenTable } from '../../components/TokenTable/TokenTable';
import { LazyValueChart } from '../../components/ValueChart/LazyValueChart';
import { useMoney } from '../../format/useMoney';
import type { ChainKey } from '../../graphql/generated/graphql';
import { useChains } from '../../data/useChains';
import { useWalletLabel } from '../../wallets/useWalletLabel';
import { useT } from '../../i18n/useT';
import { Positions } from '../../components/Positions/Positions';
import { WalletFilteredSection } from './WalletFilteredSection';
import { WalletHeader } from './WalletHeader';
import { WalletTransactions } from './WalletTransactions';
import { useWalletDetail } from './useWalletDetail';

/** /wallet/:address (spec §2): one wallet's holdings per chain with prices, and its transactions. */
export function WalletPage() {
  const { address: raw = '' } = useParams();
  const t = useT();
  // Checked here, with the spec's text (§5), before anything is asked of the gateway.
  const parsed = useMemo(() => {
    try {
      return { address: parseWalletAddress(raw), error: null };
    } catch (error) {
      return { address: null, error: error instanceof Error ? error : new Error(String(error)) };
    }
  }, [raw]);

  if (parsed.address === null) {
    return (
      <section className="kinko-page">
        <ErrorCallout title={t('wallet.loadFailed')} error={parsed.error ?? new Error(raw)} />
      </section>
    );
  }
  return <WalletDetail key={parsed.address} address={parsed.address} />;
}

/** react-router's `lazy` convention. */
export const Component = WalletPage;

function WalletDetail({ address }: { address: string }) {
  const t = useT();
  const money = useMoney();
  const chains = useChains();
  const walletLabel = useWalletLabel();
  const [chain, setChain] = useState<ChainKey | 'ALL'>('ALL');
  // A saved answer (restored cache) paints at once; each chain's network answer replaces its part.
  const { wallet, error, pendingChains, asking, refetch } = useWalletDetail(address);
  useDocumentTitle(walletLabel(address), wallet ? money.usd(wallet.totalUsd) : null);

  // A coin the wallet holds none of is not a holding: an empty wallet reads "no tokens", not five at $0.
  const holdings = useMemo(
    () => (wallet?.holdings ?? []).filter((holding) => /[1-9]/.test(holding.amount)),
    [wallet?.holdings],
  );
  const nativePrices = useMemo(
    () =>
      new Map(
        (wallet?.holdings ?? []).flatMap((holding) =>
          holding.token.address === null && holding.priceUsd !== null
            ? [[holding.chain, holding.priceUsd] as const]
            : [],
        ),
      ),
    [wallet?.holdings],
  );
  const summaries = useMemo(
    () => summariseChains(holdings, [...chains.keys()]),
    [holdings, chains],
  );
  const incomplete = anyFailed(wallet?.sources);
  const firstLoad = asking && !wallet;

  return (
    <section className="kinko-page">
      <WalletHeader
        address={address}
        chains={chains}
        holdingChains={summaries.map((summary) => summary.chain)}
      />

      {error && <ErrorCallout title={t('wallet.loadFailed')} error={error} onRetry={refetch} />}

      <div className="kinko-stats">
        <TotalCards
          label={t('wallet.total')}
          totalUsd={wallet?.totalUsd ?? null}
          change24hPct={wallet?.change24hPct ?? null}
          incomplete={incomplete}
          loading={firstLoad}
          pendingChains={pendingChains}
        />
        <StatCard
          label={t('wallet.tokens')}
          loading={firstLoad}
          sub={t('wallet.onChains', { count: summaries.length })}
        >
          {wallet ? holdings.length : '—'}
        </StatCard>
      </div>

      {wallet && (
        <SourceStatusCallout sources={wallet.sources} chains={chains} walletLabel={walletLabel} />
      )}

      <LazyValueChart scope={{ address }} />
      {firstLoad && <TableSkeleton label={t('wallet.loadingHoldings')} />}

      {wallet &&
        (holdings.length === 0 ? (
          // A wallet whose value is all in positions is not empty: its positions show below.
          wallet.positions.length > 0 ? null : incomplete ? (
            <NonIdealState
              icon="offline"
              title={t('wallet.noHoldingsUnknown')}
              description={t('wallet.noHoldingsUnknownHint')}
            />
          ) : (
            <NonIdealState
              icon="search"
              title={t('wallet.noTokens')}
              description={t('wallet.noTokensHint')}
            />
          )
        ) : (
          <>
            <ChainChips
              summaries={summaries}
              chains={chains}
              selected={chain}
              onSelect={setChain}
            />
            <TokenTable
              holdings={holdings}
              chains={chains}
              label={t('wallet.holdings')}
              chain={chain}
              onChainChange={setChain}
            />
          </>
        ))}

      {wallet && (
        <Positions
          positions={wallet.positions}
          sources={wallet.sources}
          chains={chains}
          filteredBelow
        />
      )}
      <WalletFilteredSection address={address} chains={chains} />
      {/* Asked at once, beside the holdings rather than after them (one slow explorer
          kept the history waiting ~11 s): all chains merged, newest first. */}
      <WalletTransactions address={address} chains={chains} nativePrices={nativePrices} />
    </section>
  );
}
