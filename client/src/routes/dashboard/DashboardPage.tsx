import { Classes, H1, Spinner } from '@blueprintjs/core';
import { ExportMenu, exportHref } from '../../components/ExportMenu/ExportMenu';
import { useMoney } from '../../format/useMoney';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useMemo } from 'react';
import { Allocation } from '../../components/Allocation/Allocation';
import { ErrorCallout } from '../../components/ErrorCallout/ErrorCallout';
import { NoWallets } from '../../components/NoWallets/NoWallets';
import { SourceStatusCallout } from '../../components/SourceStatusCallout/SourceStatusCallout';
import { StatCard } from '../../components/StatCard/StatCard';
import { LazyValueChart } from '../../components/ValueChart/LazyValueChart';
import { useChains } from '../../data/useChains';
import { useT } from '../../i18n/useT';
import { useWalletLabel } from '../../wallets/useWalletLabel';
import { useWallets } from '../../wallets/useWallets';
import { Positions } from '../../components/Positions/Positions';
import { PortfolioTotalCards } from '../../components/PortfolioTotalCards/PortfolioTotalCards';
import { UpdatedAt } from '../../components/UpdatedAt/UpdatedAt';
import { usePortfolioSummary } from '../../data/usePortfolioSummary';
import { useWalletSummaries } from '../../data/useWalletSummaries';
import { MoversCard } from './MoversCard';
import { StakingSummaryCard } from './StakingSummaryCard';
import { TopHoldingsCard } from './TopHoldingsCard';
import { WalletTotalsCard } from './WalletTotalsCard';

/** /dashboard/default (spec §2, first menu entry): the whole portfolio at a glance. */
export function DashboardPage() {
  const t = useT();
  const chains = useChains();
  const walletLabel = useWalletLabel();
  const { wallets: saved } = useWallets();
  const summary = usePortfolioSummary();
  const { portfolio } = summary;
  const money = useMoney();
  useDocumentTitle(t('dashboard.title'), portfolio ? money.usd(summary.totalUsd) : null);
  const tokens = portfolio?.tokens ?? [];
  const summaries = useWalletSummaries(portfolio);
  const perWallet = useMemo(
    () => [...summaries.values()].sort((a, b) => b.totalUsd - a.totalUsd),
    [summaries],
  );
  const hiddenCount = saved.length - summary.wallets.length;
  const addresses = summary.wallets.map((wallet) => wallet.address);

  return (
    <section className="kinko-page kinko-page-wide">
      <header className="kinko-page-header">
        <div>
          <H1>{t('dashboard.title')}</H1>
          <span className="kinko-muted">
            {t('dashboard.subtitle')}
            {portfolio && <UpdatedAt iso={portfolio.updatedAt} />}
          </span>
        </div>
        {summary.updating && <Spinner size={16} aria-label={t('common.updating')} />}
        {summary.wallets.length > 0 && (
          <ExportMenu
            links={[
              { label: t('export.portfolio'), href: exportHref('portfolio.csv', addresses) },
              { label: t('export.positions'), href: exportHref('positions.csv', addresses) },
              { label: t('export.history'), href: exportHref('history.csv', addresses) },
            ]}
          />
        )}
      </header>

      {summary.wallets.length === 0 ? (
        <NoWallets />
      ) : (
        <>
          {summary.error && (
            <ErrorCallout
              title={t('portfolio.loadFailed')}
              error={summary.error}
              onRetry={summary.refetch}
            />
          )}
          <div className="kinko-stats">
            <PortfolioTotalCards summary={summary} />
            <StatCard
              label={t('dashboard.wallets')}
              loading={summary.loading}
              sub={
                hiddenCount > 0
                  ? t('dashboard.hiddenWallets', { count: hiddenCount })
                  : t('dashboard.tokens', { count: tokens.length })
              }
            >
              {summary.wallets.length}
            </StatCard>
          </div>
          {portfolio && (
            <SourceStatusCallout
              sources={portfolio.sources}
              chains={chains}
              walletLabel={walletLabel}
            />
          )}
          <LazyValueChart scope={{ wallets: summary.wallets.map((wallet) => wallet.address) }} />
          {summary.loading && <DashboardSkeleton />}
          {portfolio && (
            <>
              <Allocation tokens={tokens} positions={portfolio.positions} chains={chains} />
              <div className="kinko-grid-3">
                <TopHoldingsCard tokens={tokens} totalUsd={summary.totalUsd} chains={chains} />
                <MoversCard tokens={tokens} chains={chains} />
                <StakingSummaryCard />
              </div>
              <Positions
                positions={portfolio.positions}
                sources={portfolio.sources}
                chains={chains}
                walletLabel={walletLabel}
                hideWhenEmpty
              />
              <WalletTotalsCard summaries={perWallet} walletLabel={walletLabel} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function DashboardSkeleton() {
  return (
    <div className="kinko-grid-3" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          className={`kinko-card kinko-skeleton-card ${Classes.CARD} ${Classes.SKELETON}`}
        />
      ))}
    </div>
  );
}

export const Component = DashboardPage;
