import { describe, expect, it } from '@jest/globals';
import { fakeHolding } from '../../../../tests/helpers/fakeHolding';
import { mergeHoldings } from './mergeHoldings';
import { portfolioTotals } from './portfolioTotals';

const rowsOf = (...inputs: Parameters<typeof fakeHolding>[0][]) =>
  mergeHoldings(
    inputs.map((input, index) =>
      fakeHolding({ address: `0x${String(index + 1).padStart(40, '0')}`, ...input }),
    ),
  );

describe('portfolioTotals (spec §3, §5)', () => {
  it('totals the given rows', () => {
    expect(
      portfolioTotals(
        rowsOf({ valueUsd: 1.25 }, { valueUsd: 2.5 }, { priceUsd: null, valueUsd: null }),
      ).totalUsd,
    ).toBe(3.75);
  });

  it('is 0 with no change for no rows', () => {
    expect(portfolioTotals([])).toEqual({ totalUsd: 0, changePct24h: null });
  });

  it('gives the change of the combined value: +100% and 0% on equal values a day ago is +50%', () => {
    // A: 100 → 200 (+100%); B: 100 → 100 (0%). Combined 200 → 300.
    const { changePct24h } = portfolioTotals(
      rowsOf({ valueUsd: 200, change24hPct: 100 }, { valueUsd: 100, change24hPct: 0 }),
    );
    expect(changePct24h).toBeCloseTo(50, 10);
  });

  it('equals a single row change', () => {
    expect(portfolioTotals(rowsOf({ valueUsd: 90, change24hPct: -10 })).changePct24h).toBeCloseTo(
      -10,
      10,
    );
  });

  it('counts rows without a change as unchanged (a stablecoin-heavy portfolio barely moves)', () => {
    const { totalUsd, changePct24h } = portfolioTotals(
      rowsOf({ valueUsd: 110, change24hPct: 10 }, { valueUsd: 1000, change24hPct: null }),
    );
    expect(totalUsd).toBe(1110);
    expect(changePct24h).toBeCloseTo((10 / 1100) * 100, 10);
  });

  it('has no change when no row has one, or no row with one has value', () => {
    expect(portfolioTotals(rowsOf({ valueUsd: 5 })).changePct24h).toBeNull();
    expect(
      portfolioTotals(rowsOf({ priceUsd: null, valueUsd: null, change24hPct: 5 })).changePct24h,
    ).toBeNull();
  });

  it('treats an impossible change of -100% or less as unknown', () => {
    // 10 USD unchanged + 10 USD after +25 % (8 USD a day ago): 20 now against 18.
    expect(
      portfolioTotals(
        rowsOf({ valueUsd: 10, change24hPct: -100 }, { valueUsd: 10, change24hPct: 25 }),
      ).changePct24h,
    ).toBeCloseTo((2 / 18) * 100, 10);
  });
});
