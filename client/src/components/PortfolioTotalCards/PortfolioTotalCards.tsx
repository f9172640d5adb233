import { Intent, Spinner, Tag } from '@blueprintjs/core';
import type { ChainKey } from '../../graphql/generated/graphql';
import { chainName, useChains } from '../../data/useChains';
import { ChangeText } from '../ChangeText/ChangeText';
import { StatCard } from '../StatCard/StatCard';
import { usdChangeFromPct } from '../../format/portfolioMath';
import { useMoney } from '../../format/useMoney';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';
import type { PortfolioSummary } from '../../data/usePortfolioSummary';
import { anyFailed } from '../SourceStatusCallout/sourceProblems';

export interface TotalCardsProps {
  /** The first card's title: the merged portfolio's total or one wallet's. */
  label: string;
  /** Null before the first answer (shown as "—"). */
  totalUsd: number | null;
  change24hPct: number | null;
  /** A source failed: the total is a lower bound, never shown bare. */
  incomplete: boolean;
  loading: boolean;
  /** Chains not read yet: the total is a partial sum until they are, and says which are missing. */
  pendingChains?: readonly ChainKey[];
}

/** The merged portfolio's total and 24 h change: the dashboard's and /portfolio's first two cards. */
export function PortfolioTotalCards({ summary }: { summary: PortfolioSummary }) {
  const t = useT();
  return (
    <TotalCards
      label={t('portfolio.total')}
      totalUsd={summary.totalUsd}
      change24hPct={summary.portfolio?.change24hPct ?? null}
      incomplete={anyFailed(summary.portfolio?.sources)}
      loading={summary.loading}
      pendingChains={summary.pendingChains}
    />
  );
}

/** A total (tagged incomplete when a source failed) and its 24 h change, a portfolio's or one wallet's. */
export function TotalCards({
  label,
  totalUsd,
  change24hPct,
  incomplete,
  loading,
  pendingChains = [],
}: TotalCardsProps) {
  const t = useT();
  const money = useMoney();
  const chains = useChains();
  const reading =
    pendingChains.length > 0 ? (
      <span className="kinko-muted">
        <Spinner size={10} className="kinko-inline-spinner" />{' '}
        {t('common.stillReading', {
          chains: pendingChains.map((chain) => chainName(chains, chain)).join(', '),
        })}
      </span>
    ) : undefined;
  return (
    <>
      <StatCard
        label={label}
        loading={loading}
        sub={
          incomplete ? (
            <>
              <Tag intent={Intent.WARNING} minimal>
                {t('common.incomplete')}
              </Tag>{' '}
              {reading}
            </>
          ) : (
            reading
          )
        }
      >
        <Private>{totalUsd === null ? '—' : money.usd(totalUsd)}</Private>
      </StatCard>
      <StatCard
        label={t('common.change24h')}
        loading={loading}
        sub={<ChangeText pct={change24hPct} />}
      >
        <Private>{money.delta(usdChangeFromPct(totalUsd, change24hPct))}</Private>
      </StatCard>
    </>
  );
}
