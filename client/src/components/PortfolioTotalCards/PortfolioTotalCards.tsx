import { Intent, Tag } from '@blueprintjs/core';
import { ChangeText } from '../ChangeText/ChangeText';
import { StatCard } from '../StatCard/StatCard';
import { usdChangeFromPct } from '../../format/portfolioMath';
import { useMoney } from '../../format/useMoney';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';
import type { PortfolioSummary } from '../../data/usePortfolioSummary';

/** The portfolio's total (tagged incomplete when a source failed) and its 24 h change: the dashboard's and /portfolio's first two cards. */
export function PortfolioTotalCards({ summary }: { summary: PortfolioSummary }) {
  const t = useT();
  const money = useMoney();
  const { portfolio } = summary;
  const incomplete = portfolio?.sources.some((status) => status.state === 'FAILED') ?? false;
  return (
    <>
      <StatCard
        label={t('portfolio.total')}
        loading={summary.loading}
        sub={
          incomplete ? (
            <Tag intent={Intent.WARNING} minimal>
              {t('common.incomplete')}
            </Tag>
          ) : undefined
        }
      >
        <Private>{money.usd(summary.totalUsd)}</Private>
      </StatCard>
      <StatCard
        label={t('common.change24h')}
        loading={summary.loading}
        sub={<ChangeText pct={portfolio?.changePct24h ?? null} />}
      >
        <Private>
          {money.delta(usdChangeFromPct(portfolio?.totalUsd, portfolio?.changePct24h))}
        </Private>
      </StatCard>
    </>
  );
}
