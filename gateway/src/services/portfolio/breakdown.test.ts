import { describe, expect, it } from '@jest/globals';
import { fakeHolding, WALLET_A, WALLET_B, WALLET_C } from '../../../../tests/helpers/fakeHolding';
import { buildBreakdown } from './breakdown';

const KEY = 'pulse:0x1111111111111111111111111111111111111111:TKN';

describe('buildBreakdown (spec §3 "Breakdown")', () => {
  it('lists each wallet largest amount first, comparing exactly past 2^53', () => {
    // As floats these two are equal (2^60 + 1 rounds to 2^60); as base units B holds more.
    const breakdown = buildBreakdown([
      fakeHolding({
        wallet: WALLET_A,
        decimals: 0,
        balanceRaw: (2n ** 60n).toString(),
        valueUsd: 1,
      }),
      fakeHolding({
        wallet: WALLET_B,
        decimals: 0,
        balanceRaw: (2n ** 60n + 1n).toString(),
        valueUsd: 1,
      }),
      fakeHolding({ wallet: WALLET_C, decimals: 0, balanceRaw: '3', valueUsd: 0.5 }),
    ]);
    expect(breakdown.get(KEY)).toEqual([
      { wallet: WALLET_B, amount: '1152921504606846977', valueUsd: 1 },
      { wallet: WALLET_A, amount: '1152921504606846976', valueUsd: 1 },
      { wallet: WALLET_C, amount: '3', valueUsd: 0.5 },
    ]);
  });

  it('orders equal amounts by wallet address', () => {
    const breakdown = buildBreakdown([
      fakeHolding({ wallet: WALLET_C }),
      fakeHolding({ wallet: WALLET_A }),
    ]);
    expect(breakdown.get(KEY)?.map((entry) => entry.wallet)).toEqual([WALLET_A, WALLET_C]);
  });

  it('lists a wallet once per token, summing what two sources reported', () => {
    const breakdown = buildBreakdown([
      fakeHolding({ wallet: WALLET_A, balanceRaw: '1000000000000000000', valueUsd: 1 }),
      fakeHolding({
        wallet: WALLET_A,
        balanceRaw: '500000000000000000',
        valueUsd: null,
        priceUsd: null,
      }),
    ]);
    expect(breakdown.get(KEY)).toEqual([{ wallet: WALLET_A, amount: '1.5', valueUsd: 1 }]);
  });

  it('keys by tokenKey and writes amounts in the merged decimals', () => {
    const breakdown = buildBreakdown([
      fakeHolding({ wallet: WALLET_A, symbol: 'hex', decimals: 8, balanceRaw: '100000000' }),
      fakeHolding({
        wallet: WALLET_B,
        symbol: 'HEX',
        decimals: 18,
        balanceRaw: '2000000000000000000',
      }),
      fakeHolding({ wallet: WALLET_A, address: null, symbol: 'PLS', balanceRaw: '1' }),
    ]);
    expect([...breakdown.keys()]).toEqual([
      'pulse:0x1111111111111111111111111111111111111111:HEX',
      'pulse:native:PLS',
    ]);
    expect(
      breakdown
        .get('pulse:0x1111111111111111111111111111111111111111:HEX')
        ?.map((entry) => entry.amount),
    ).toEqual(['2', '1']);
  });

  it('gives a null value to a wallet whose holdings have none', () => {
    const breakdown = buildBreakdown([fakeHolding({ priceUsd: null, valueUsd: null })]);
    expect(breakdown.get(KEY)).toEqual([{ wallet: WALLET_A, amount: '1', valueUsd: null }]);
  });
});
