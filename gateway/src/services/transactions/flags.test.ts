import { describe, expect, it } from '@jest/globals';
import type { Address } from '../../../../shared/src/addresses';
import { CounterpartyBook, directionOf, isZeroOrDust } from './flags';
import type { TxRow } from './types';

const wallet = '0x1111111111111111111111111111111111111111' as Address;
const friend = '0xabcd000000000000000000000000000000001234' as Address;
const lookAlike = '0xabcdffffffffffffffffffffffffffffffff1234' as Address;
const stranger = '0x9999000000000000000000000000000000005678' as Address;
const usdc = {
  symbol: 'USDC',
  name: 'USD Coin',
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' as Address,
  decimals: 6,
};
const eth = { symbol: 'ETH', name: null, address: null, decimals: 18 };

function row(overrides: Partial<TxRow>): TxRow {
  return {
    kind: 'erc20',
    hash: '0x01',
    blockNumber: 1,
    timeStamp: 1,
    from: wallet,
    to: friend,
    valueRaw: '1000000',
    feeWei: null,
    failed: false,
    token: usdc,
    ...overrides,
  };
}

describe('direction', () => {
  it('is relative to the wallet', () => {
    expect(directionOf({ from: wallet, to: friend }, wallet)).toBe('out');
    expect(directionOf({ from: friend, to: wallet }, wallet)).toBe('in');
    expect(directionOf({ from: wallet, to: wallet }, wallet)).toBe('self');
    expect(directionOf({ from: wallet, to: null }, wallet)).toBe('out');
  });
});

describe('zero or dust', () => {
  it('is under a thousandth of the token unit', () => {
    expect(isZeroOrDust({ valueRaw: '0', token: usdc })).toBe(true);
    expect(isZeroOrDust({ valueRaw: '999', token: usdc })).toBe(true);
    expect(isZeroOrDust({ valueRaw: '1000', token: usdc })).toBe(false);
    expect(isZeroOrDust({ valueRaw: '1', token: { ...usdc, decimals: 0 } })).toBe(false);
  });
});

describe('flags', () => {
  it('flags zero-value token transfers and zero native payments the wallet did not send', () => {
    const book = new CounterpartyBook(wallet);
    expect(book.flagsOf(row({ valueRaw: '0' }))).toContain('zero-value');
    expect(
      book.flagsOf(row({ kind: 'native', token: eth, from: stranger, to: wallet, valueRaw: '0' })),
    ).toContain('zero-value');
    // The wallet's own contract calls carry 0 and are real.
    expect(
      book.flagsOf(
        row({ kind: 'native', token: eth, from: wallet, to: usdc.address, valueRaw: '0' }),
      ),
    ).toEqual([]);
  });

  it('flags a zero or dust look-alike of an address the wallet really paid', () => {
    const book = new CounterpartyBook(wallet);
    const real = row({ to: friend, valueRaw: '250000000' });
    const poison = row({ from: lookAlike, to: wallet, valueRaw: '0', hash: '0x02' });
    const dustPoison = row({
      kind: 'native',
      token: eth,
      from: lookAlike,
      to: wallet,
      valueRaw: '1000',
      hash: '0x03',
    });
    for (const item of [real, poison, dustPoison]) book.add(item);
    expect(book.flagsOf(real)).toEqual([]);
    expect(book.flagsOf(poison)).toEqual(['zero-value', 'poisoning-suspect']);
    expect(book.flagsOf(dustPoison)).toEqual(['poisoning-suspect']);
  });

  it('does not flag a real payment from a look-alike, nor dust from strangers', () => {
    const book = new CounterpartyBook(wallet);
    book.add(row({ to: friend }));
    expect(book.flagsOf(row({ from: lookAlike, to: wallet, valueRaw: '5000000' }))).toEqual([]);
    expect(book.flagsOf(row({ from: stranger, to: wallet, valueRaw: '1' }))).toEqual([]);
  });

  it('counts what the wallet signed as real even at zero value, but not transferFrom noise', () => {
    const book = new CounterpartyBook(wallet);
    book.add(row({ kind: 'native', token: eth, from: wallet, to: friend, valueRaw: '0' }));
    expect(book.flagsOf(row({ from: lookAlike, to: wallet, valueRaw: '0' }))).toContain(
      'poisoning-suspect',
    );

    const noisy = new CounterpartyBook(wallet);
    // A zero transfer "from" the wallet is what poisoners emit with transferFrom: it proves nothing.
    noisy.add(row({ from: wallet, to: friend, valueRaw: '0' }));
    expect(noisy.flagsOf(row({ from: lookAlike, to: wallet, valueRaw: '0' }))).toEqual([
      'zero-value',
    ]);
  });
});
