import { describe, expect, it } from '@jest/globals';
import { compareDecimals, selectRows, type TokenRow } from './tokenRows';

const row = (symbol: string, overrides: Partial<TokenRow> = {}): TokenRow => ({
  key: symbol,
  chain: 'PULSE',
  symbol,
  name: `${symbol} token`,
  address: `0x${symbol.toLowerCase().padEnd(40, '0')}`,
  iconUrl: null,
  amount: '1',
  priceUsd: 1,
  priceSource: 'dexscreener',
  change24hPct: 0,
  valueUsd: 1,
  ...overrides,
});

describe('selectRows', () => {
  const rows = [
    row('AAA', { valueUsd: 10, amount: '99999999999999999999.1', priceUsd: null }),
    row('BBB', { valueUsd: 30, amount: '100000000000000000000', chain: 'ETH' }),
    row('CCC', { valueUsd: null, amount: '5' }),
  ];

  it('sorts by value with unknown values last in both directions', () => {
    expect(
      selectRows(rows, { search: '', chain: 'ALL', sort: 'value', desc: true }).map(
        (r) => r.symbol,
      ),
    ).toEqual(['BBB', 'AAA', 'CCC']);
    expect(
      selectRows(rows, { search: '', chain: 'ALL', sort: 'value', desc: false }).map(
        (r) => r.symbol,
      ),
    ).toEqual(['AAA', 'BBB', 'CCC']);
    expect(
      selectRows(rows, { search: '', chain: 'ALL', sort: 'price', desc: false }).map(
        (r) => r.symbol,
      ),
    ).toEqual(['BBB', 'CCC', 'AAA']);
  });

  it('sorts amounts exactly, beyond float precision', () => {
    expect(
      selectRows(rows, { search: '', chain: 'ALL', sort: 'amount', desc: true }).map(
        (r) => r.symbol,
      ),
    ).toEqual(['BBB', 'AAA', 'CCC']);
    expect(compareDecimals('0.10', '0.1')).toBe(0);
    expect(compareDecimals('10', '9.999')).toBeGreaterThan(0);
  });

  it('filters by chain and searches symbol, name and contract', () => {
    expect(
      selectRows(rows, { search: '', chain: 'ETH', sort: 'value', desc: true }).map(
        (r) => r.symbol,
      ),
    ).toEqual(['BBB']);
    expect(
      selectRows(rows, { search: 'ccc tok', chain: 'ALL', sort: 'value', desc: true }).map(
        (r) => r.symbol,
      ),
    ).toEqual(['CCC']);
    expect(
      selectRows(rows, { search: '0xaaa', chain: 'ALL', sort: 'value', desc: true }).map(
        (r) => r.symbol,
      ),
    ).toEqual(['AAA']);
  });
});
