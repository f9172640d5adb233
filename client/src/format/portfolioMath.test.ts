import { describe, expect, it } from '@jest/globals';
import {
  combineTotals,
  movers,
  usdChangeFromPct,
  valueByChain,
  walletSummaries,
} from './portfolioMath';
import { WALLET_A, WALLET_B, portfolioResult } from '../../../tests/client/portfolioFixture';

const tokens = portfolioResult.portfolio.tokens;

describe('portfolio arithmetic', () => {
  it('derives the USD change from a value and its 24h percentage', () => {
    expect(usdChangeFromPct(102, 2)).toBeCloseTo(2);
    expect(usdChangeFromPct(90, -10)).toBeCloseTo(-10);
    expect(usdChangeFromPct(100, null)).toBeNull();
    expect(usdChangeFromPct(100, -100)).toBeNull();
  });

  it('sums value per chain', () => {
    expect([...valueByChain(tokens)]).toEqual([
      ['PULSE', 1100],
      ['ETH', 400],
    ]);
  });

  it('splits the portfolio per wallet from the breakdown, so wallet totals add up to the total', () => {
    const summaries = walletSummaries(tokens, portfolioResult.portfolio.walletTotals);
    expect(summaries.get(WALLET_A)?.totalUsd).toBe(800);
    expect(summaries.get(WALLET_B)?.totalUsd).toBe(700);
    // The gateway's change, and the USD change behind it: 800 now, 771.43 a day ago.
    expect(summaries.get(WALLET_A)?.change?.pct).toBeCloseTo(3.7037);
    expect(summaries.get(WALLET_A)?.change?.usd).toBeCloseTo(600 - 600 / 1.05);
    expect(summaries.get(WALLET_A)?.top.map((part) => part.symbol)).toEqual(['PLS', 'HEX']);
    expect(summaries.get(WALLET_B)?.chains).toEqual(['ETH', 'PULSE']);
  });

  it('finds the day’s movers among holdings worth at least $1', () => {
    const rows = [
      { valueUsd: 100, change24hPct: 10 },
      { valueUsd: 0.5, change24hPct: 900 },
      { valueUsd: 100, change24hPct: -20 },
      { valueUsd: 100, change24hPct: -5 },
      { valueUsd: 100, change24hPct: null },
    ];
    const { up, down } = movers(rows);
    expect(up).toEqual([{ valueUsd: 100, change24hPct: 10 }]);
    expect(down.map((row) => row.change24hPct)).toEqual([-20, -5]);
  });
});

describe('combineTotals (one answer per chain)', () => {
  it('gives what the gateway gives for the rows of all chains at once', () => {
    // Chain A: 100 USD worth 50 a day ago (+100 %); chain B: 100 USD unchanged; chain C: no change known.
    const combined = combineTotals([
      { totalUsd: 100, change24hPct: 100 },
      { totalUsd: 100, change24hPct: 0 },
      { totalUsd: 50, change24hPct: null },
    ]);
    expect(combined.totalUsd).toBe(250);
    // Then: 50 + 100 + 50 = 200; now 250: +25 %.
    expect(combined.change24hPct).toBeCloseTo(25, 10);
    expect(combineTotals([{ totalUsd: 10, change24hPct: null }]).change24hPct).toBeNull();
    expect(combineTotals([])).toEqual({ totalUsd: 0, change24hPct: null });
  });
});
