import { describe, expect, it } from '@jest/globals';
import { createFormatters } from './format';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('createFormatters (Intl, per language)', () => {
  it('formats numbers, money, percentages and dates the way each language writes them', () => {
    const en = createFormatters('en-US');
    const fr = createFormatters('fr-FR');
    const ro = createFormatters('ro-RO');
    const zh = createFormatters('zh-CN');
    expect(en.number(1234567.891, { maximumFractionDigits: 2 })).toBe('1,234,567.89');
    expect(spaces(fr.number(1234567.891, { maximumFractionDigits: 2 }))).toBe('1 234 567,89');
    expect(en.currency(1234.5)).toBe('$1,234.50');
    expect(spaces(ro.currency(1234.5))).toBe('1.234,50 USD');
    expect(zh.currency(1234.5)).toBe('US$1,234.50');
    expect(en.percent(1.5)).toBe('1.50%');
    expect(spaces(fr.percent(-12.345))).toBe('-12,35 %');
    expect(en.percent(0.004, { signDisplay: 'exceptZero' })).toBe('0.00%');
    expect(en.date(Date.UTC(2025, 0, 31, 12), { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      'Jan 31, 2025',
    );
    expect(zh.date('2025-01-31T12:00:00Z', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      '2025年1月31日',
    );
  });

  it('writes a dash for a missing or impossible value', () => {
    const en = createFormatters('en-US');
    expect([
      en.number(null),
      en.currency(undefined),
      en.percent(Number.NaN),
      en.date('not a date'),
      en.date(null),
    ]).toEqual(['—', '—', '—', '—', '—']);
  });
});
