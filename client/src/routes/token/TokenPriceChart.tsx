import { Button, ButtonGroup, Card, Classes, H2 } from '@blueprintjs/core';
import { useMemo } from 'react';
import { LineChart } from '../../charts/LineChart';
import { useMoney } from '../../format/useMoney';
import type { HistoryRange, TokenHistoryQuery } from '../../graphql/generated/graphql';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import { RANGES } from '../../components/ValueChart/valueChartData';
import { priceSeries, unpricedDays } from './tokenPageData';

type Points = TokenHistoryQuery['tokenHistory']['points'];

// The points are UTC days: in UTC, or a reader east of Greenwich would see each day's close as the next day.
export const DAY_FORMAT = { dateStyle: 'medium', timeZone: 'UTC' } as const;

export interface TokenPriceChartProps {
  symbol: string;
  points: Points | undefined;
  range: HistoryRange;
  onRange: (range: HistoryRange) => void;
}

/** The token's price per UTC day (the same line as the value chart), 1W/1M/1Y/All. */
export function TokenPriceChart({ symbol, points, range, onRange }: TokenPriceChartProps) {
  const t = useT();
  const money = useMoney();
  const format = useFormat();
  const series = useMemo(() => priceSeries(points ?? []), [points]);
  const unpriced = unpricedDays(points ?? []);
  const time = (value: number) => format.date(value, DAY_FORMAT);
  const first = series[0];
  const last = series.at(-1);
  return (
    <Card className="kinko-card kinko-value-chart">
      <header className="kinko-value-chart-header">
        <H2>{t('token.priceChart')}</H2>
        <ButtonGroup role="group" aria-label={t('chart.range')} variant="minimal">
          {RANGES.map((option) => (
            <Button
              key={option}
              text={t(`chart.range.${option}`)}
              active={option === range}
              aria-pressed={option === range}
              onClick={() => onRange(option)}
            />
          ))}
        </ButtonGroup>
      </header>
      {points === undefined && <div className={`kinko-value-chart-skeleton ${Classes.SKELETON}`} />}
      {points !== undefined && series.length === 0 && (
        <p className="kinko-muted">{t('token.noPrice')}</p>
      )}
      {first && last && (
        <LineChart
          label={t('token.priceSummary', {
            symbol,
            from: time(first.time),
            to: time(last.time),
            first: money.price(first.value),
            last: money.price(last.value),
          })}
          points={series}
          formatValue={(value) => money.price(value)}
          formatTick={(value) => money.price(value)}
          formatTime={time}
          partialText={() => ''}
        />
      )}
      {unpriced > 0 && series.length > 0 && (
        <p className="kinko-muted">{t('token.unpricedDays', { count: unpriced })}</p>
      )}
    </Card>
  );
}
