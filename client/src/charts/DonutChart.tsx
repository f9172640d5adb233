import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useMoney } from '../format/useMoney';
import { toSlices, type ChartDatum } from './chartData';

export interface DonutChartProps {
  /** Names the chart for screen readers and heads the legend. */
  title: string;
  data: readonly ChartDatum[];
  /** How a value shows in the legend (wrapped for privacy by the caller). */
  formatValue: (value: number) => ReactNode;
  /** Plain text for the chart's accessible description, e.g. "$1,234.50". */
  describeValue: (value: number) => string;
  /** Slices before the rest is folded into "Other". */
  maxSlices?: number;
  otherLabel?: string;
  emptyText?: string;
  size?: number;
  /** Shown in the ring's hole: the total the slices add up to (wrapped for privacy by the caller). */
  center?: ReactNode;
}

/**
 * An allocation donut drawn in plain SVG (no chart library): each slice is a circle stroke whose
 * dash covers its share. The legend beside it carries the same facts as text, and the SVG's title
 * and description read them out, so nothing is conveyed by colour alone.
 */
export function DonutChart({
  title,
  data,
  formatValue,
  describeValue,
  maxSlices = 6,
  otherLabel = 'Other',
  emptyText = 'No data',
  size = 148,
  center,
}: DonutChartProps) {
  const money = useMoney();
  const slices = toSlices(data, maxSlices, otherLabel);
  const stroke = size * 0.16;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const description = slices
    .map((slice) => `${slice.label}: ${money.share(slice.share)} (${describeValue(slice.value)})`)
    .join('; ');
  let offset = 0;

  return (
    <figure className="kinko-chart kinko-donut">
      <div className="kinko-donut-ring" style={{ width: size, height: size }}>
        <svg
          width={size}
          height={size}
          viewBox={`0 0 ${size} ${size}`}
          role="img"
          aria-label={title}
        >
          <title>{title}</title>
          <desc>{slices.length > 0 ? description : emptyText}</desc>
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            stroke="currentColor"
            strokeOpacity={0.12}
            strokeWidth={stroke}
          />
          {slices.map((slice) => {
            const length = slice.share * circumference;
            const element = (
              <circle
                key={slice.id}
                data-slice={slice.id}
                cx={size / 2}
                cy={size / 2}
                r={radius}
                fill="none"
                stroke={slice.color}
                strokeWidth={stroke}
                // A hair shorter than the share so neighbouring slices stay visibly apart.
                strokeDasharray={`${Math.max(0, length - (slices.length > 1 ? 1 : 0))} ${circumference}`}
                strokeDashoffset={-offset}
                transform={`rotate(-90 ${size / 2} ${size / 2})`}
              >
                <title>{`${slice.label}: ${money.share(slice.share)}`}</title>
              </circle>
            );
            offset += length;
            return element;
          })}
        </svg>
        {center !== undefined && slices.length > 0 && (
          <DonutCenter width={size - 2 * stroke - 8}>{center}</DonutCenter>
        )}
      </div>
      <figcaption>
        {slices.length === 0 ? (
          <span className="kinko-muted">{emptyText}</span>
        ) : (
          <ul className="kinko-legend" aria-label={title}>
            {slices.map((slice) => (
              <li key={slice.id}>
                <span
                  className="kinko-legend-swatch"
                  style={{ backgroundColor: slice.color }}
                  aria-hidden="true"
                />
                <span className="kinko-legend-label">{slice.label}</span>
                <span className="kinko-legend-share">{money.share(slice.share)}</span>
                <span className="kinko-legend-value">{formatValue(slice.value)}</span>
              </li>
            ))}
          </ul>
        )}
      </figcaption>
    </figure>
  );
}

const CENTER_FONT_PX = 14;
const CENTER_MIN_FONT_PX = 9;

/**
 * The total in the ring's hole, its type made smaller until it fits ("$41,245,678.12"
 * and zh's "US$4,124.56万" were cut). Measured after layout, so any language and font fit.
 */
function DonutCenter({ width, children }: { width: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    let font = CENTER_FONT_PX;
    element.style.fontSize = `${font}px`;
    while (element.scrollWidth > element.clientWidth && font > CENTER_MIN_FONT_PX) {
      font -= 1;
      element.style.fontSize = `${font}px`;
    }
  });
  return (
    <div ref={ref} className="kinko-donut-center" style={{ maxWidth: width }}>
      {children}
    </div>
  );
}
