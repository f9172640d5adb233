import type { SeriesPoint } from '../../charts/timeSeries';
import type { ChainKey, HistoryRange, ValueChart_HistoryFragment } from './generated/graphql';
import { sourceKind } from '../SourceStatusCallout/sourceProblems';

export const RANGES: readonly HistoryRange[] = ['WEEK', 'MONTH', 'YEAR', 'ALL'];

/**
 * Below this share of a day's value with a price, the day is marked. Not 1: a coin worth cents
 * that lacks one day's price should not hatch a whole month. Not 0.95 either: a coin missing a
 * day's price is typically 1–2 % of a portfolio (so in the sandbox world), which on a whale is
 * hundreds of thousands of dollars and more than most days' change the dashboard reports.
 */
const LOW_COVERAGE = 0.99;

/**
 * While a chain's history is missing (still being read, or failed), a day below this share says
 * more about what could not be read than about the portfolio (one slow explorer left a month at
 * 1 % of its value beside today's whole total): the day is left out of the line, and said to be,
 * rather than drawn near $0. With every chain's history read, a low share is missing prices, and
 * the day is drawn hatched like any other partly priced day.
 */
const UNREAD = 0.5;

type Points = ValueChart_HistoryFragment['points'];

/**
 * The days the line draws, in order: toSeries's point i is readPoints's point i. `historyMissing`:
 * some chain's balances over time are not in the points (missingParts).
 */
export function readPoints(points: Points, historyMissing: boolean): Points {
  return historyMissing ? points.filter((point) => point.coverage >= UNREAD) : points;
}

export function toSeries(points: Points, historyMissing: boolean): SeriesPoint[] {
  return readPoints(points, historyMissing).map((point) => ({
    time: Date.parse(point.at),
    value: point.totalUsd,
    partial: point.coverage < LOW_COVERAGE,
  }));
}

/** How many days toSeries leaves out as unread. */
export function unreadDays(points: Points, historyMissing: boolean): number {
  return points.length - readPoints(points, historyMissing).length;
}

export interface MissingPart {
  chain: ChainKey;
  /** What the points leave out: a chain's balances over time, or its prices. */
  kind: 'history' | 'prices';
  wallets: string[];
  /** No source on this server serves it (reason NOT_CONFIGURED): a note, not a failure. */
  configuration: boolean;
}

/**
 * What an incomplete history leaves out, from its failed statuses: one entry per chain and kind,
 * naming the wallets when the failure was about some of them. The state and source are machine
 * fields; the message is never read.
 */
export function missingParts(sources: ValueChart_HistoryFragment['sources']): MissingPart[] {
  const parts = new Map<string, MissingPart>();
  for (const status of sources) {
    if (status.state !== 'FAILED') continue;
    const kind = sourceKind(status.source) === 'prices' ? 'prices' : 'history';
    const configuration = status.reason === 'NOT_CONFIGURED';
    const key = `${status.chain}:${kind}:${configuration}`;
    let part = parts.get(key);
    if (!part) parts.set(key, (part = { chain: status.chain, kind, wallets: [], configuration }));
    if (status.wallet !== null && !part.wallets.includes(status.wallet))
      part.wallets.push(status.wallet);
  }
  return [...parts.values()];
}
