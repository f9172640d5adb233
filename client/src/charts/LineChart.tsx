import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { partialRuns, scaleSeries, type Frame, type SeriesPoint } from './timeSeries';
import './LineChart.css';

export interface LineChartProps {
  /** The chart's accessible name: what it shows and how it went (first, last, change). */
  label: string;
  points: readonly SeriesPoint[];
  /** A value on the axis and in the readout (masked by the caller in privacy mode). */
  formatValue: (value: number) => string;
  /** A short value for the axis ($12.5K). */
  formatTick: (value: number) => string;
  formatTime: (time: number) => string;
  /** Said in the readout of a partial point, by index. */
  partialText: (index: number) => string;
  height?: number;
}

/** Used until the chart is measured (jsdom never measures). */
const DEFAULT_WIDTH = 640;
const TICK_ROOM = 64;

/**
 * A value over time in plain SVG, like the allocation charts: an area under a line, partial
 * points under a hatched band, and a crosshair with the day's date and value that follows the
 * pointer (or touch) and the arrow keys. Drawn left to right in every text direction: it is a time
 * axis, and figures read left to right in RTL too (rtl.css).
 */
export function LineChart({
  label,
  points,
  formatValue,
  formatTick,
  formatTime,
  partialText,
  height = 220,
}: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const [active, setActive] = useState<number | null>(null);
  const hatch = `${useId()}-hatch`;
  const narrow = width < 480;
  const frame: Frame = {
    width,
    height,
    left: narrow ? 48 : TICK_ROOM,
    right: 12,
    top: 10,
    bottom: 24,
  };
  const scaled = scaleSeries(points, frame);
  const step = points.length > 1 ? scaled.x(1) - scaled.x(0) : 0;
  const shown = active !== null && active < points.length ? active : null;
  const point = shown === null ? undefined : points[shown];
  const last = points.length - 1;
  const timeLabels = [...new Set(narrow ? [0, last] : [0, Math.round(last / 2), last])];

  const follow = (event: PointerEvent<SVGRectElement>) => {
    const bounds = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (bounds) setActive(scaled.indexAt(event.clientX - bounds.left));
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };
    const jumps: Record<string, number> = { Home: 0, End: last };
    if (event.key in moves) {
      const next = (shown ?? last) + (moves[event.key] ?? 0);
      setActive(Math.min(last, Math.max(0, next)));
    } else if (event.key in jumps) {
      setActive(jumps[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      setActive(null);
    } else return;
    event.preventDefault();
  };

  return (
    <div
      ref={box}
      className="kinko-line-chart"
      tabIndex={points.length > 0 ? 0 : -1}
      onKeyDown={onKey}
      onBlur={() => setActive(null)}
    >
      <svg width={width} height={height} role="img" aria-label={label}>
        <defs>
          <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse">
            <path d="M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2" className="kinko-line-hatch" />
          </pattern>
        </defs>
        {scaled.ticks.map((tick) => (
          <g key={tick} className="kinko-line-grid">
            <line
              x1={frame.left}
              x2={width - frame.right}
              y1={scaled.y(tick)}
              y2={scaled.y(tick)}
            />
            <text x={frame.left - 6} y={scaled.y(tick)} dy="0.32em" textAnchor="end">
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {partialRuns(points).map(([first, end]) => (
          <rect
            key={first}
            data-partial={`${first}-${end}`}
            x={Math.max(frame.left, scaled.x(first) - step / 2)}
            width={Math.max(3, scaled.x(end) - scaled.x(first) + step)}
            y={frame.top}
            height={height - frame.top - frame.bottom}
            fill={`url(#${hatch})`}
            className="kinko-line-partial"
          />
        ))}
        <path d={scaled.area} className="kinko-line-area" />
        <path d={scaled.line} className="kinko-line-stroke" />
        {timeLabels.map((index) => {
          const at = points[index];
          if (at === undefined) return null;
          const anchor = index === 0 ? 'start' : index === last ? 'end' : 'middle';
          return (
            <text
              key={index}
              className="kinko-line-time"
              x={scaled.x(index)}
              y={height - 6}
              textAnchor={points.length === 1 ? 'middle' : anchor}
            >
              {formatTime(at.time)}
            </text>
          );
        })}
        {point && shown !== null && (
          <g className="kinko-line-cursor" aria-hidden="true">
            <line
              x1={scaled.x(shown)}
              x2={scaled.x(shown)}
              y1={frame.top}
              y2={height - frame.bottom}
            />
            <circle cx={scaled.x(shown)} cy={scaled.y(point.value)} r={4} />
          </g>
        )}
        <rect
          className="kinko-line-hit"
          x={frame.left}
          y={0}
          width={Math.max(0, width - frame.left - frame.right)}
          height={height}
          onPointerMove={follow}
          onPointerDown={follow}
          onPointerLeave={(event) => {
            // A finger lifted leaves the reading on screen; a mouse moving off clears it.
            if (event.pointerType === 'mouse') setActive(null);
          }}
        />
      </svg>
      {point && shown !== null && (
        <div
          className="kinko-line-readout"
          role="status"
          style={readoutPosition(scaled.x(shown), width)}
        >
          <div className="kinko-line-readout-time">{formatTime(point.time)}</div>
          <div className="kinko-line-readout-value">{formatValue(point.value)}</div>
          {point.partial && <div className="kinko-line-readout-note">{partialText(shown)}</div>}
        </div>
      )}
    </div>
  );
}

/** Beside the crosshair, on the side with more room, so it never covers the point it reads. */
function readoutPosition(x: number, width: number) {
  return x > width / 2 ? { right: width - x + 10 } : { left: x + 10 };
}

function useWidth(ref: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
