import { describe, expect, it } from '@jest/globals';
import { formatUsdPrice, formatUsdValue } from './formatUsd';

describe('formatUsdValue', () => {
  it('shows dollars and cents, and a dash when there is no price', () => {
    expect(formatUsdValue(1234.567)).toBe('$1,234.57');
    expect(formatUsdValue(0)).toBe('$0.00');
    expect(formatUsdValue(null)).toBe('—');
    expect(formatUsdValue(Number.NaN)).toBe('—');
  });
});

describe('formatUsdPrice (spec §9 price decimals)', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [1, '$1.00'],
    [0.5, '$0.500'],
    [0.05, '$0.0500'],
    [0.005, '$0.00500'],
    [0.0005, '$0.000500'],
    [0.0000321, '$0.0000321'],
    [0, '$0.00'],
  ])('%p → %p', (price, expected) => {
    expect(formatUsdPrice(price)).toBe(expected);
  });

  it('shows a dash when there is no price', () => {
    expect(formatUsdPrice(null)).toBe('—');
  });
});
