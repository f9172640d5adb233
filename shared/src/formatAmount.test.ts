import { describe, expect, it } from '@jest/globals';
import { formatAmount } from './formatAmount';

describe('formatAmount (spec §9: balance display precision 6 decimals)', () => {
  it('keeps every integer digit of an amount far beyond 2^53, with no float rounding', () => {
    expect(formatAmount('123456789012345678901.123456789')).toBe(
      '123,456,789,012,345,678,901.123457',
    );
    // What going through Number would have shown instead:
    expect(Number('123456789012345678901.123456789').toLocaleString('en-US')).not.toContain(
      '678,901',
    );
  });

  it.each([
    ['0', '0'],
    ['0.0', '0'],
    ['1', '1'],
    ['1000', '1,000'],
    ['1234567.5', '1,234,567.5'],
    ['0.1', '0.1'],
    ['0.123456', '0.123456'],
    ['0.1234564', '0.123456'],
    ['0.1234565', '0.123457'],
    ['1.0000000001', '1'],
    ['1.10000000', '1.1'],
    ['999.9999995', '1,000'],
    ['999999.9999999', '1,000,000'],
    ['0.0000005', '0.000001'],
    ['-1234.5678901', '-1,234.56789'],
    ['  42.5 ', '42.5'],
    ['7.', '7'],
  ])('%p → %p', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it('says a dust balance is below the precision instead of showing 0', () => {
    expect(formatAmount('0.0000004')).toBe('<0.000001');
    expect(formatAmount('0.000000000000000001')).toBe('<0.000001');
  });

  it('honours other precisions and separators', () => {
    expect(formatAmount('1234.56789', { maxDecimals: 2 })).toBe('1,234.57');
    expect(formatAmount('1234.4', { maxDecimals: 0 })).toBe('1,234');
    expect(formatAmount('1234567.891', { groupSeparator: '\u202f', decimalSeparator: ',' })).toBe(
      '1\u202f234\u202f567,891',
    );
    expect(formatAmount('1234567', { groupSeparator: '' })).toBe('1234567');
  });

  it('returns input that is not a plain decimal string unchanged, so it stays visible', () => {
    expect(formatAmount('1e21')).toBe('1e21');
    expect(formatAmount('')).toBe('');
    expect(formatAmount('abc')).toBe('abc');
  });
});
