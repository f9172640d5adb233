import type { ReactNode } from 'react';
import { useMoney } from '../format/useMoney';
import { toSlices, type ChartDatum } from './chartData';

export interface BarChartProps {
  title: string;
  data: readonly ChartDatum[];
  formatValue: (value: number) => ReactNode;
  maxBars?: number;
  otherLabel?: string;
  emptyText?: string;
}

/**
 * Horizontal bars for an allocation, longest first: the bar's length is its share of the total,
 * and its label, share and value are text beside it (a list, so screen readers read each row).
 */
export function BarChart({
  title,
  data,
  formatValue,
  maxBars = 8,
  otherLabel = 'Other',
  emptyText = 'No data',
}: BarChartProps) {
  const money = useMoney();
  const bars = toSlices(data, maxBars, otherLabel);
  const largest = bars.reduce((max, bar) => Math.max(max, bar.share), 0);
  if (bars.length === 0) return <p className="kinko-muted">{emptyText}</p>;
  return (
    <ul className="kinko-chart kinko-bars" aria-label={title}>
      {bars.map((bar) => (
        <li key={bar.id} className="kinko-bar-row">
          <span className="kinko-bar-label" title={bar.label}>
            {bar.label}
          </span>
          <svg
            className="kinko-bar-track"
            viewBox="0 0 100 10"
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            <rect
              x={0}
              y={0}
              width={100}
              height={10}
              rx={2}
              fill="currentColor"
              fillOpacity={0.1}
            />
            <rect
              data-bar={bar.id}
              x={0}
              y={0}
              width={largest > 0 ? (bar.share / largest) * 100 : 0}
              height={10}
              rx={2}
              fill={bar.color}
            />
          </svg>
          <span className="kinko-bar-share">{money.share(bar.share)}</span>
          <span className="kinko-bar-value">{formatValue(bar.value)}</span>
        </li>
      ))}
    </ul>
  );
}
