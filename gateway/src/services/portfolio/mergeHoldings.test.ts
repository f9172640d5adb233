import { describe, expect, it } from '@jest/globals';
import { fakeHolding, WALLET_A, WALLET_B } from '../../../../tests/helpers/fakeHolding';
import { mergeHoldings } from './mergeHoldings';

const HEX = '0x2b591e99afe9f32eaa6214f7b7629768c40eeb39';

describe('mergeHoldings (spec §5 "Merging")', () => {
  it('sums amounts past 2^53 exactly', () => {
    const big = (2n ** 60n).toString();
    const rows = mergeHoldings([
      fakeHolding({ wallet: WALLET_A, decimals: 0, balanceRaw: big }),
      fakeHolding({ wallet: WALLET_B, decimals: 0, balanceRaw: '1' }),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.balanceRaw).toBe('1152921504606846977');
    expect(rows[0]?.amount).toBe('1152921504606846977');
  });

  it('writes the summed amount as an exact decimal string in the token units', () => {
    const rows = mergeHoldings([
      fakeHolding({ wallet: WALLET_A, decimals: 18, balanceRaw: (2n ** 60n).toString() }),
      fakeHolding({ wallet: WALLET_B, decimals: 18, balanceRaw: '1' }),
    ]);
    expect(rows[0]?.amount).toBe('1.152921504606846977');
  });

  it('sums values', () => {
    const rows = mergeHoldings([
      fakeHolding({ wallet: WALLET_A, valueUsd: 1.5 }),
      fakeHolding({ wallet: WALLET_B, valueUsd: 2.25 }),
    ]);
    expect(rows[0]?.valueUsd).toBe(3.75);
  });

  it('merges symbols case-insensitively and keys by the uppercase symbol', () => {
    const rows = mergeHoldings([
      fakeHolding({ wallet: WALLET_A, address: HEX, symbol: 'HEX', balanceRaw: '1' }),
      fakeHolding({ wallet: WALLET_B, address: HEX, symbol: 'hex', balanceRaw: '2' }),
    ]);
    expect(rows.map((row) => [row.key, row.balanceRaw])).toEqual([[`pulse:${HEX}:HEX`, '3']]);
  });

  it('keeps apart the same address on two chains, and two symbols at one address', () => {
    const rows = mergeHoldings([
      fakeHolding({ chain: 'pulse', address: HEX, symbol: 'HEX' }),
      fakeHolding({ chain: 'eth', address: HEX, symbol: 'HEX' }),
      fakeHolding({ chain: 'eth', address: HEX, symbol: 'EHEX' }),
    ]);
    expect(rows.map((row) => row.key).sort()).toEqual([
      `eth:${HEX}:EHEX`,
      `eth:${HEX}:HEX`,
      `pulse:${HEX}:HEX`,
    ]);
  });

  it('merges the native coin across wallets under "native"', () => {
    const rows = mergeHoldings([
      fakeHolding({ wallet: WALLET_A, address: null, symbol: 'PLS', balanceRaw: '5' }),
      fakeHolding({ wallet: WALLET_B, address: null, symbol: 'PLS', balanceRaw: '7' }),
    ]);
    expect(rows.map((row) => [row.key, row.balanceRaw])).toEqual([['pulse:native:PLS', '12']]);
  });

  it('sums in the larger decimals when sources disagree, exactly', () => {
    const rows = mergeHoldings([
      fakeHolding({ wallet: WALLET_A, symbol: 'EHEX', decimals: 8, balanceRaw: '150000000' }),
      fakeHolding({
        wallet: WALLET_B,
        symbol: 'EHEX',
        decimals: 18,
        balanceRaw: '250000000000000000',
      }),
    ]);
    expect(rows[0]).toMatchObject({
      balanceRaw: '1750000000000000000',
      amount: '1.75',
      token: { decimals: 18 },
    });
  });

  it('sorts by value descending, unvalued rows last, ties by symbol', () => {
    const rows = mergeHoldings([
      fakeHolding({
        address: '0x0000000000000000000000000000000000000001',
        symbol: 'NOPRICE',
        priceUsd: null,
        valueUsd: null,
      }),
      fakeHolding({
        address: '0x0000000000000000000000000000000000000002',
        symbol: 'SMALL',
        valueUsd: 1,
      }),
      fakeHolding({
        address: '0x0000000000000000000000000000000000000003',
        symbol: 'ZED',
        valueUsd: 50,
      }),
      fakeHolding({
        address: '0x0000000000000000000000000000000000000004',
        symbol: 'BIG',
        valueUsd: 1000,
      }),
      fakeHolding({
        address: '0x0000000000000000000000000000000000000005',
        symbol: 'alpha',
        valueUsd: 50,
      }),
      fakeHolding({
        address: '0x0000000000000000000000000000000000000006',
        symbol: 'ZERO',
        valueUsd: 0,
      }),
    ]);
    expect(rows.map((row) => row.token.symbol)).toEqual([
      'BIG',
      'alpha',
      'ZED',
      'SMALL',
      'ZERO',
      'NOPRICE',
    ]);
  });

  it('keeps input order for equal value and symbol (stable)', () => {
    const rows = mergeHoldings([
      fakeHolding({ chain: 'eth', address: null, symbol: 'ETH', valueUsd: 10 }),
      fakeHolding({ chain: 'base', address: null, symbol: 'ETH', valueUsd: 10 }),
    ]);
    expect(rows.map((row) => row.chain)).toEqual(['eth', 'base']);
  });

  it('takes the price, 24h change and their sources from the first holding that has each', () => {
    const rows = mergeHoldings([
      fakeHolding({ wallet: WALLET_A, priceUsd: null, valueUsd: null }),
      fakeHolding({
        wallet: WALLET_B,
        priceUsd: 2,
        valueUsd: 4,
        priceSource: 'defillama',
        change24hPct: -3,
      }),
    ]);
    expect(rows[0]).toMatchObject({
      priceUsd: 2,
      priceSource: 'defillama',
      valueUsd: 4,
      change24hPct: -3,
      changeSource: 'dexscreener',
    });
  });

  it('leaves value, price and change null when no holding has them', () => {
    const rows = mergeHoldings([fakeHolding({ priceUsd: null, valueUsd: null })]);
    expect(rows[0]).toMatchObject({
      priceUsd: null,
      priceSource: 'none',
      valueUsd: null,
      change24hPct: null,
      changeSource: null,
    });
  });

  it('returns nothing for nothing', () => {
    expect(mergeHoldings([])).toEqual([]);
  });
});
