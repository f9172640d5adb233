import { Callout, Collapse, H1, H2, Intent, Spinner, Switch } from '@blueprintjs/core';
import { ExportMenu, exportHref } from '../../components/ExportMenu/ExportMenu';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { Amount } from '../../components/Amount/Amount';
import { useMemo, useState } from 'react';
import { ErrorCallout } from '../../components/ErrorCallout/ErrorCallout';
import { NoWallets } from '../../components/NoWallets/NoWallets';
import { TableSkeleton } from '../../components/Skeleton/TableSkeleton';
import { SourceStatusCallout } from '../../components/SourceStatusCallout/SourceStatusCallout';
import { StatCard } from '../../components/StatCard/StatCard';
import { useMoney } from '../../format/useMoney';
import type { HexNetwork } from '../../graphql/generated/graphql';
import { useChains } from '../../data/useChains';
import { useT } from '../../i18n/useT';
import { CalloutTitle } from '../../components/ErrorCallout/CalloutTitle';
import { Private } from '../../privacy/Private';
import { useWalletLabel } from '../../wallets/useWalletLabel';
import { UpdatedAt } from '../../components/UpdatedAt/UpdatedAt';
import { StakeTable } from './StakeTable';
import { useStakingTotals } from '../../format/stakingTotals';
import { useHexStaking } from '../../data/useHexStaking';

export interface StakingPageProps {
  network: HexNetwork;
  title: string;
  /** HEX or eHEX, until the answer says. */
  unit: string;
}

/**
 * HEX (PulseChain) or eHEX (Ethereum) staking of the visible wallets (spec §3 "HEX stake row",
 * "Staking result"): totals, the current HEX day and payout per T-share, active and ended stakes,
 * and a row for each wallet that could not be read.
 */
export function StakingPage({ network, title, unit: defaultUnit }: StakingPageProps) {
  const t = useT();
  const money = useMoney();
  const chains = useChains();
  const walletLabel = useWalletLabel();
  const staking = useHexStaking(network);
  const addresses = staking.wallets.map((wallet) => wallet.address);
  const { data } = staking;
  const [showEnded, setShowEnded] = useState(false);
  const unit = data?.unit ?? defaultUnit;
  const totals = useStakingTotals(data?.rows ?? []);
  const walletErrors = useMemo(
    () =>
      (data?.errors ?? []).filter(
        (error): error is { __typename: 'StakingError'; wallet: string; message: string } =>
          error.wallet !== null,
      ),
    [data?.errors],
  );
  const chainErrors = (data?.errors ?? []).filter((error) => error.wallet === null);
  const loading = staking.loading;
  useDocumentTitle(title, data ? money.usd(totals.valueUsd) : null);

  if (staking.wallets.length === 0) {
    return (
      <section className="kinko-page">
        <H1>{title}</H1>
        <NoWallets />
      </section>
    );
  }

  return (
    <section className="kinko-page kinko-page-wide">
      <header className="kinko-page-header">
        <div>
          <H1>{title}</H1>
          <span className="kinko-muted">
            {t('staking.subtitle', { count: staking.wallets.length })}
            {data && <UpdatedAt iso={data.updatedAt} />}
          </span>
        </div>
        {staking.updating && <Spinner size={16} aria-label={t('common.updating')} />}
        <ExportMenu
          links={[
            {
              label: t('export.stakes'),
              href: exportHref('stakes.csv', addresses, { network: network.toLowerCase() }),
            },
            {
              label: t('export.stakeCalendar'),
              href: exportHref('stakes.ics', addresses, { network: network.toLowerCase() }),
            },
          ]}
        />
      </header>

      {staking.error && (
        <ErrorCallout
          title={t('staking.loadFailed')}
          error={staking.error}
          onRetry={staking.refetch}
        />
      )}
      {chainErrors.length > 0 && (
        <Callout intent={Intent.DANGER} role="alert">
          <CalloutTitle>{t('staking.chainErrors')}</CalloutTitle>
          {chainErrors.map((error) => (
            <p key={error.message}>{error.message}</p>
          ))}
        </Callout>
      )}

      <div className="kinko-stats">
        <StatCard
          label={t('staking.totalValue')}
          loading={loading}
          sub={t('staking.activeCount', { count: totals.count })}
        >
          <Private>{money.usd(totals.valueUsd)}</Private>
        </StatCard>
        <StatCard
          label={t('staking.totalPenalty', { unit })}
          loading={loading}
          sub={
            <Private>{t('staking.grossTotal', { value: money.usd(totals.grossValueUsd) })}</Private>
          }
        >
          <Amount value={totals.lossHex} headline />
        </StatCard>
        <StatCard
          label={t('staking.totalPrincipal', { unit })}
          loading={loading}
          sub={
            <Private>
              {t('staking.tSharesTotal', { tShares: money.headlineAmount(totals.tShares) })}
            </Private>
          }
        >
          <Amount value={totals.principalHex} headline />
        </StatCard>
        <StatCard
          label={t('staking.totalYield', { unit })}
          loading={loading}
          sub={
            totals.apyPct === null
              ? undefined
              : t('staking.avgApy', { apy: money.pct(totals.apyPct).replace('+', '') })
          }
        >
          <Amount value={totals.yieldHex} headline />
        </StatCard>
        <StatCard
          label={t('staking.currentDay')}
          loading={loading}
          sub={
            data?.payoutPerTShareDailyHex
              ? t('staking.payout', {
                  payout: money.fixed(data.payoutPerTShareDailyHex),
                  unit,
                  day: data.payoutDay ?? '—',
                })
              : t('staking.payoutUnknown')
          }
        >
          {data?.currentDay ?? '—'}
        </StatCard>
        <StatCard label={t('staking.price', { unit })} loading={loading}>
          {money.price(data?.priceUsd)}
        </StatCard>
      </div>

      {data && (
        <SourceStatusCallout sources={data.sources} chains={chains} walletLabel={walletLabel} />
      )}
      {loading && <TableSkeleton label={t('staking.loading')} columns={8} />}
      {data && (
        <>
          <section className="kinko-section" aria-label={t('staking.active')}>
            <H2>{t('staking.active')}</H2>
            <StakeTable
              stakes={data.rows}
              errors={walletErrors}
              unit={unit}
              walletLabel={walletLabel}
              label={t('staking.active')}
            />
          </section>
          <section className="kinko-section" aria-label={t('staking.ended')}>
            <Switch
              checked={showEnded}
              onChange={() => setShowEnded(!showEnded)}
              label={t('staking.showEnded', { count: data.rowsEnded.length })}
            />
            <Collapse isOpen={showEnded}>
              <H2>{t('staking.ended')}</H2>
              <StakeTable
                stakes={data.rowsEnded}
                unit={unit}
                ended
                walletLabel={walletLabel}
                label={t('staking.ended')}
              />
            </Collapse>
          </section>
        </>
      )}
    </section>
  );
}
