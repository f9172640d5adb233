import { describe, expect, it } from '@jest/globals';
import { missingParts, toSeries, unreadDays } from './valueChartData';
import type { ValueChart_HistoryFragment } from './generated/graphql';

type Points = ValueChart_HistoryFragment['points'];
type Sources = ValueChart_HistoryFragment['sources'];

const day = (at: string, totalUsd: number, coverage: number) =>
  ({ at, totalUsd, coverage }) as Points[number];

// A month read while one chain's explorer hung: three days at a sliver of their value, then today.
const POINTS: Points = [
  day('2026-11-01T00:00:00Z', 120, 0.01),
  day('2026-11-02T00:00:00Z', 130, 0.02),
  day('2026-11-03T00:00:00Z', 19_000, 0.6),
  day('2026-11-04T00:00:00Z', 20_000_000, 1),
];

describe('the value chart never draws unread days as $0', () => {
  it('leaves out the days below half their value while a chain history is missing, and counts them', () => {
    const series = toSeries(POINTS, true);
    expect(series.map((point) => point.value)).toEqual([19_000, 20_000_000]);
    expect(series.map((point) => point.partial)).toEqual([true, false]);
    expect(unreadDays(POINTS, true)).toBe(2);
  });

  it('draws every day, hatching the partly priced ones, once every chain history is read', () => {
    const series = toSeries(POINTS, false);
    expect(series).toHaveLength(4);
    expect(series.map((point) => point.partial)).toEqual([true, true, true, false]);
    expect(unreadDays(POINTS, false)).toBe(0);
  });
});

describe('missingParts', () => {
  const status = (overrides: Partial<Sources[number]>) =>
    ({
      chain: 'PULSE',
      wallet: null,
      source: 'history (blockscout)',
      state: 'FAILED',
      reason: 'TIMEOUT',
      ...overrides,
    }) as Sources[number];

  it('gives one entry per chain and kind, naming the wallets, and a configuration limit apart', () => {
    const parts = missingParts([
      status({ wallet: '0xa' }),
      status({ wallet: '0xb' }),
      status({ wallet: '0xa' }),
      status({ state: 'FRESH', chain: 'ETH' }),
      status({ chain: 'BSC', reason: 'NOT_CONFIGURED' }),
    ]);
    expect(parts).toEqual([
      { chain: 'PULSE', kind: 'history', wallets: ['0xa', '0xb'], configuration: false },
      { chain: 'BSC', kind: 'history', wallets: [], configuration: true },
    ]);
  });
});
