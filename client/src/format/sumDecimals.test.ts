import { describe, expect, it } from '@jest/globals';
import { sumDecimals } from './sumDecimals';

describe('sumDecimals', () => {
  it('adds exactly, beyond float precision', () => {
    expect(sumDecimals(['123456789012345678901.12345678', '0.00000002', '1'])).toBe(
      '123456789012345678902.1234568',
    );
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
  });

  it('skips nulls and malformed values, and sums nothing to 0', () => {
    expect(sumDecimals([null, 'abc', '2.50', undefined])).toBe('2.5');
    expect(sumDecimals([])).toBe('0');
  });

  it('handles negatives', () => {
    expect(sumDecimals(['-1.5', '1'])).toBe('-0.5');
  });
});
