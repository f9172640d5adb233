import { Button, H1, Spinner } from '@blueprintjs/core';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ErrorCallout } from '../../components/ErrorCallout/ErrorCallout';
import { NoWallets } from '../../components/NoWallets/NoWallets';
import { SourceStatusCallout } from '../../components/SourceStatusCallout/SourceStatusCallout';
import { useWalletSummaries } from '../../data/useWalletSummaries';
import { useMoney } from '../../format/useMoney';
import { useChains } from '../../data/useChains';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';
import { useWalletLabel } from '../../wallets/useWalletLabel';
import { useWallets } from '../../wallets/useWallets';
import { usePortfolioSummary } from '../../data/usePortfolioSummary';
import { WalletCard } from './WalletCard';

/** /wallets (spec §2, the wallet dashboard): one card per saved wallet with its total. */
export function WalletsPage() {
  const t = useT();
  useDocumentTitle(t('walletsIndex.title'));
  const navigate = useNavigate();
  const money = useMoney();
  const chains = useChains();
  const walletLabel = useWalletLabel();
  const { wallets } = useWallets();
  const summary = usePortfolioSummary();
  const summaries = useWalletSummaries(summary.portfolio);
  // Visible wallets by value, hidden ones after them.
  const ordered = useMemo(
    () =>
      [...wallets].sort(
        (a, b) =>
          Number(a.hidden) - Number(b.hidden) ||
          (summaries.get(b.address)?.totalUsd ?? 0) - (summaries.get(a.address)?.totalUsd ?? 0),
      ),
    [wallets, summaries],
  );

  return (
    <section className="kinko-page kinko-page-wide">
      <header className="kinko-page-header">
        <div>
          <H1>{t('walletsIndex.title')}</H1>
          {summary.wallets.length > 0 && (
            <span className="kinko-muted">
              {t('walletsIndex.subtitle', { count: summary.wallets.length })}{' '}
              <Private>{money.usd(summary.totalUsd)}</Private>
            </span>
          )}
        </div>
        <div className="kinko-actions">
          {summary.updating && <Spinner size={16} aria-label={t('common.updating')} />}
          <Button
            icon="cog"
            text={t('walletsIndex.manage')}
            onClick={() => void navigate('/wallets/manage')}
          />
        </div>
      </header>
      {wallets.length === 0 ? (
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
          {summary.portfolio && (
            <SourceStatusCallout
              sources={summary.portfolio.sources}
              chains={chains}
              walletLabel={walletLabel}
            />
          )}
          <div className="kinko-card-grid">
            {ordered.map((wallet) => (
              <WalletCard
                key={wallet.address}
                wallet={wallet}
                summary={summaries.get(wallet.address)}
                portfolioTotal={summary.totalUsd}
                chains={chains}
                loading={summary.loading}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

export const Component = WalletsPage;
