import { describe, expect, it } from '@jest/globals';
import { formatPrice, priceDecimals } from './formatPrice';

describe('priceDecimals (spec §9 "Price decimals")', () => {
  it.each([
    [117_400, 2],
    [1, 2],
    [0.9, 3],
    // Shown as 1.000 at 3 decimals, which is not below 1: it reads 1.00 like a price just above 1.
    [0.9999, 2],
    [0.09999, 3],
    [0.1, 3],
    [0.0999, 4],
    [0.01, 4],
    [0.0099, 5],
    [0.001, 5],
    [0.00099, 6],
    [0.0001, 6],
    [0.0000999, 7],
    [0.00000001, 7],
    [0, 2],
    [-0.05, 4],
    [Number.NaN, 2],
  ])('%p gets %p decimals', (price, decimals) => {
    expect(priceDecimals(price)).toBe(decimals);
  });
});

describe('formatPrice', () => {
  it('writes plain numbers with grouping and the spec decimals', () => {
    expect(formatPrice(117_400)).toBe('117,400.00');
    expect(formatPrice(0.5)).toBe('0.500');
    expect(formatPrice(0.05)).toBe('0.0500');
    expect(formatPrice(0.005)).toBe('0.00500');
    expect(formatPrice(0.0005)).toBe('0.000500');
    expect(formatPrice(0.00003421)).toBe('0.0000342');
  });

  it('writes stablecoins on either side of 1 alike', () => {
    expect([
      formatPrice(0.99981, { currency: 'USD' }),
      formatPrice(1.0002, { currency: 'USD' }),
    ]).toEqual(['$1.00', '$1.00']);
    expect(formatPrice(0.9949, { currency: 'USD' })).toBe('$0.995');
  });

  it('adds a currency sign when asked', () => {
    expect(formatPrice(3212.45, { currency: 'USD' })).toBe('$3,212.45');
    expect(formatPrice(0.0000321, { currency: 'USD' })).toBe('$0.0000321');
    expect(formatPrice(0, { currency: 'USD' })).toBe('$0.00');
  });

  it('leaves non-finite input visible instead of inventing a price', () => {
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(formatPrice(Number.NaN)).toBe('NaN');
  });
});
