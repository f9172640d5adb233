import { describe, expect, it } from '@jest/globals';
import type { Address } from '../../../../shared/src/addresses';
import type { BreakdownEntry } from './breakdown';
import type { PortfolioToken } from './mergeHoldings';
import { walletTotals } from './walletTotals';

const a = '0x000000000000000000000000000000000000000a' as Address;
const b = '0x000000000000000000000000000000000000000b' as Address;
const idle = '0x000000000000000000000000000000000000000c' as Address;
const token = (key: string, change24hPct: number | null) =>
  ({ key, change24hPct }) as unknown as PortfolioToken;
const entry = (wallet: Address, valueUsd: number | null): BreakdownEntry => ({
  wallet,
  amount: '1',
  valueUsd,
});

describe('walletTotals', () => {
  it("gives each wallet its shares' sum and their 24h change, weighed by the value a day ago", () => {
    const totals = walletTotals(
      [token('up', 100), token('flat', null)],
      new Map([
        ['up', [entry(a, 200), entry(b, 100)]],
        ['flat', [entry(a, 100)]],
      ]),
      [a, b, idle],
    );
    expect(totals).toEqual([
      // 200 now was 100 a day ago, 100 unchanged: 300 against 200, +50 %.
      { wallet: a, totalUsd: 300, changePct24h: 50 },
      { wallet: b, totalUsd: 100, changePct24h: 100 },
      { wallet: idle, totalUsd: 0, changePct24h: null },
    ]);
  });
});
