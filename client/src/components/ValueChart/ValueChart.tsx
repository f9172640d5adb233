import {
  Button,
  ButtonGroup,
  Callout,
  Card,
  Classes,
  H2,
  Intent,
  Spinner,
} from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { LineChart } from '../../charts/LineChart';
import { useMoney } from '../../format/useMoney';
import type { HistoryRange } from './generated/graphql';
import { chainName, useChains } from '../../data/useChains';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import { usePrivacy } from '../../privacy/usePrivacy';
import { useWalletLabel } from '../../wallets/useWalletLabel';
import { ErrorCallout } from '../ErrorCallout/ErrorCallout';
import { useValueHistory, type ValueChartScope } from './useValueHistory';
import {
  missingParts,
  RANGES,
  readPoints,
  toSeries,
  unreadDays,
  type MissingPart,
} from './valueChartData';
import './ValueChart.css';

export interface ValueChartProps {
  scope: ValueChartScope;
}

// The points are UTC days: in UTC, or a reader east of Greenwich would see each day's close as the next day.
const DATE = { dateStyle: 'medium', timeZone: 'UTC' } as const;
// "98.6 %": a hatched day is at least 1 % short, so one decimal tells the days apart.
const SHARE = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
// Round ticks read best short: $0, $5K, $10K.
const AXIS = { notation: 'compact', maximumFractionDigits: 1 } as const;

/**
 * The portfolio's (or one wallet's) value per UTC day: range buttons, a line with a
 * readout, days with missing prices hatched, and what an incomplete history leaves out, said.
 * Loaded lazily (LazyValueChart): neither this code nor its query is in the first page's bundle.
 */
export function ValueChart({ scope }: ValueChartProps) {
  const t = useT();
  const format = useFormat();
  const money = useMoney();
  const { mask } = usePrivacy();
  const chains = useChains();
  const walletLabel = useWalletLabel();
  const [range, setRange] = useState<HistoryRange>('MONTH');
  const { history, error, unreachable, loading, filling, refetch } = useValueHistory(scope, range);
  const parts = history && !history.complete ? missingParts(history.sources) : [];
  const missing = parts.filter((part) => !part.configuration);
  const unserved = parts.filter((part) => part.configuration);
  // Only a chain whose balances are not read leaves days unread; missing prices only hatch them.
  const historyMissing = missing.some((part) => part.kind === 'history');
  const points = history?.points;
  const series = useMemo(() => toSeries(points ?? [], historyMissing), [points, historyMissing]);
  const unread = useMemo(() => unreadDays(points ?? [], historyMissing), [points, historyMissing]);
  const drawn = useMemo(() => readPoints(points ?? [], historyMissing), [points, historyMissing]);

  const time = (value: number) => format.date(value, DATE);
  const first = series[0];
  const last = series[series.length - 1];
  const label =
    first && last
      ? t('chart.summary', {
          from: time(first.time),
          to: time(last.time),
          first: mask(money.usd(first.value)),
          last: mask(money.usd(last.value)),
          change: mask(
            `${money.delta(last.value - first.value)}, ${money.pct(
              first.value > 0 ? ((last.value - first.value) / first.value) * 100 : null,
            )}`,
          ),
        })
      : t('chart.title');
  const describe = (part: MissingPart) => {
    const chain = chainName(chains, part.chain);
    if (part.kind === 'prices') return t('chart.missing.prices', { chain });
    // On a merged chart, which wallets, unless it is all of them.
    const some = 'wallets' in scope && part.wallets.length < new Set(scope.wallets).size;
    return some && part.wallets.length > 0
      ? t('chart.missing.historyFor', { chain, wallets: part.wallets.map(walletLabel).join(', ') })
      : t('chart.missing.history', { chain });
  };

  return (
    <Card className="kinko-card kinko-value-chart">
      <header className="kinko-value-chart-header">
        <H2>{t('chart.title')}</H2>
        {(loading || filling) && history && (
          <Spinner size={14} aria-label={filling ? t('chart.filling') : t('common.updating')} />
        )}
        <ButtonGroup role="group" aria-label={t('chart.range')} variant="minimal">
          {RANGES.map((option) => (
            <Button
              key={option}
              text={t(`chart.range.${option}`)}
              active={option === range}
              aria-pressed={option === range}
              onClick={() => setRange(option)}
            />
          ))}
        </ButtonGroup>
      </header>
      {unreachable ? (
        <p className="kinko-muted" role="status">
          {t('chart.unreachable', { range: t(`chart.range.${range}`) })}
        </p>
      ) : (
        error &&
        !history && <ErrorCallout title={t('chart.loadFailed')} error={error} onRetry={refetch} />
      )}
      {!history && !error && !unreachable && (
        <div className={`kinko-value-chart-skeleton ${Classes.SKELETON}`} />
      )}
      {history && series.length === 0 && unread === 0 && (
        <p className="kinko-muted">{t('chart.empty')}</p>
      )}
      {history && series.length < 2 && unread > 0 && (
        <div className={`kinko-value-chart-skeleton ${filling ? Classes.SKELETON : ''}`} />
      )}
      {unread > 0 && (
        <p className="kinko-muted" role="status">
          {t(filling ? 'chart.unreadFilling' : 'chart.unread', { count: unread })}
        </p>
      )}
      {history && series.length >= (unread > 0 ? 2 : 1) && (
        <LineChart
          label={label}
          points={series}
          formatValue={(value) => mask(money.usd(value))}
          formatTick={(value) => mask(format.currency(value, 'USD', AXIS))}
          formatTime={time}
          partialText={(index) =>
            t('chart.partial', {
              share: format.percent((drawn[index]?.coverage ?? 0) * 100, SHARE),
            })
          }
        />
      )}
      {series.some((point) => point.partial) && (
        <p className="kinko-value-chart-legend">
          <span className="kinko-value-chart-swatch" aria-hidden="true" />
          {t('chart.partialLegend')}
        </p>
      )}
      {history && !history.complete && (missing.length > 0 || unserved.length === 0) && (
        <Callout intent={Intent.WARNING} compact role="status">
          {missing.length > 0
            ? t('chart.incomplete', { missing: missing.map(describe).join('; ') })
            : t('chart.incompleteUnknown')}
          {filling && ` ${t('chart.filling')}`}
        </Callout>
      )}
      {unserved.length > 0 && (
        <p className="kinko-muted" role="note">
          {t('chart.notConfigured', { missing: unserved.map(describe).join('; ') })}
        </p>
      )}
    </Card>
  );
}
