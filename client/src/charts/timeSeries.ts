export interface SeriesPoint {
  /** Epoch milliseconds. */
  time: number;
  value: number;
  /** The point's value is known to leave something out (a day with missing prices). */
  partial: boolean;
}

export interface Frame {
  width: number;
  height: number;
  /** Room kept on each side for the axes' labels. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Scaled {
  x(index: number): number;
  y(value: number): number;
  /** The point nearest to a horizontal position, by index. */
  indexAt(x: number): number;
  line: string;
  area: string;
  /** The value axis' ticks, lowest first. */
  ticks: number[];
}

/**
 * Points placed evenly by index rather than by time: the series has one point per UTC day (the
 * last one "now"), so index and time agree except for the last step, which a reader would not
 * want drawn as a fraction of a day. The value axis starts at 0 for a positive series: a
 * portfolio's value is a quantity, and a cut-off axis would make a 2 % dip look like a crash.
 */
export function scaleSeries(points: readonly SeriesPoint[], frame: Frame): Scaled {
  const innerWidth = Math.max(1, frame.width - frame.left - frame.right);
  const innerHeight = Math.max(1, frame.height - frame.top - frame.bottom);
  const values = points.map((point) => point.value);
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values), 4);
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const span = high - low || 1;
  const steps = Math.max(1, points.length - 1);
  const x = (index: number) =>
    frame.left + (points.length === 1 ? innerWidth / 2 : (index / steps) * innerWidth);
  const y = (value: number) => frame.top + innerHeight - ((value - low) / span) * innerHeight;
  const coordinates = points.map((point, index) => `${round(x(index))},${round(y(point.value))}`);
  const line = coordinates.length > 0 ? `M${coordinates.join('L')}` : '';
  const base = round(y(Math.max(low, 0)));
  const area =
    coordinates.length > 0
      ? `${line}L${round(x(points.length - 1))},${base}L${round(x(0))},${base}Z`
      : '';
  const indexAt = (position: number) =>
    points.length <= 1
      ? 0
      : Math.min(
          points.length - 1,
          Math.max(0, Math.round(((position - frame.left) / innerWidth) * steps)),
        );
  return { x, y, indexAt, line, area, ticks };
}

/** Runs of consecutive partial points, as [first, last] indexes. */
export function partialRuns(points: readonly SeriesPoint[]): [number, number][] {
  const runs: [number, number][] = [];
  points.forEach((point, index) => {
    if (!point.partial) return;
    const last = runs[runs.length - 1];
    if (last !== undefined && last[1] === index - 1) last[1] = index;
    else runs.push([index, index]);
  });
  return runs;
}

/**
 * About `count` round tick values (1, 2 or 5 times a power of ten apart) covering [min, max]:
 * the labels read $0, $5K, $10K rather than $0, $3,317, $6,634.
 * @internal
 */
export function niceTicks(min: number, max: number, count: number): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (max <= min) return max === 0 ? [0, 1] : niceTicks(Math.min(0, min), Math.max(0, max), count);
  const rough = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const first = Math.floor(min / step) * step;
  const last = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let tick = first; tick < last + step / 2; tick += step) ticks.push(round(tick, 10));
  return ticks;
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
