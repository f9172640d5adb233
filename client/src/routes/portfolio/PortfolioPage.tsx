import { H1, Spinner } from '@blueprintjs/core';
import { ExportMenu, exportHref } from '../../components/ExportMenu/ExportMenu';
import { useMoney } from '../../format/useMoney';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { Allocation } from '../../components/Allocation/Allocation';
import { ErrorCallout } from '../../components/ErrorCallout/ErrorCallout';
import { NoWallets } from '../../components/NoWallets/NoWallets';
import { TableSkeleton } from '../../components/Skeleton/TableSkeleton';
import { SourceStatusCallout } from '../../components/SourceStatusCallout/SourceStatusCallout';
import { StatCard } from '../../components/StatCard/StatCard';
import { TokenTable } from '../../components/TokenTable/TokenTable';
import { LazyValueChart } from '../../components/ValueChart/LazyValueChart';
import { useChains } from '../../data/useChains';
import { useWalletLabel } from '../../wallets/useWalletLabel';
import { useT } from '../../i18n/useT';
import { PortfolioFilteredSection } from './PortfolioFilteredSection';
import { Positions } from '../../components/Positions/Positions';
import { PortfolioTotalCards } from '../../components/PortfolioTotalCards/PortfolioTotalCards';
import { UpdatedAt } from '../../components/UpdatedAt/UpdatedAt';
import { usePortfolioSummary } from '../../data/usePortfolioSummary';

/** /portfolio, "View All" (spec §2): every visible wallet merged, with allocation and per-wallet breakdown. */
export function PortfolioPage() {
  const t = useT();
  const chains = useChains();
  const walletLabel = useWalletLabel();
  const summary = usePortfolioSummary();
  const { portfolio } = summary;
  const money = useMoney();
  const addresses = summary.wallets.map((wallet) => wallet.address);
  useDocumentTitle(t('portfolio.title'), portfolio ? money.usd(summary.totalUsd) : null);

  if (summary.wallets.length === 0) {
    return (
      <section className="kinko-page">
        <H1>{t('portfolio.title')}</H1>
        <NoWallets />
      </section>
    );
  }

  return (
    <section className="kinko-page">
      <header className="kinko-page-header">
        <div>
          <H1>{t('portfolio.title')}</H1>
          <span className="kinko-muted">
            {t('portfolio.subtitle', { count: summary.wallets.length })}
            {portfolio && <UpdatedAt iso={portfolio.updatedAt} />}
          </span>
        </div>
        {summary.updating && <Spinner size={16} aria-label={t('common.updating')} />}
        <ExportMenu
          links={[
            { label: t('export.portfolio'), href: exportHref('portfolio.csv', addresses) },
            { label: t('export.holdings'), href: exportHref('holdings.csv', addresses) },
            { label: t('export.positions'), href: exportHref('positions.csv', addresses) },
            { label: t('export.history'), href: exportHref('history.csv', addresses) },
          ]}
        />
      </header>

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
          label={t('wallet.tokens')}
          loading={summary.loading}
          sub={t('portfolio.wallets', { count: summary.wallets.length })}
        >
          {portfolio ? portfolio.tokens.length : '—'}
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
      {summary.loading && <TableSkeleton label={t('portfolio.loading')} />}
      {portfolio && (
        <>
          <Allocation tokens={portfolio.tokens} positions={portfolio.positions} chains={chains} />
          <TokenTable
            tokens={portfolio.tokens}
            chains={chains}
            walletLabel={walletLabel}
            label={t('portfolio.holdings')}
          />
          <Positions
            positions={portfolio.positions}
            sources={portfolio.sources}
            chains={chains}
            walletLabel={walletLabel}
            filteredBelow
          />
        </>
      )}
      <PortfolioFilteredSection
        wallets={summary.wallets.map((wallet) => wallet.address)}
        chains={chains}
        walletLabel={walletLabel}
      />
    </section>
  );
}

export const Component = PortfolioPage;
