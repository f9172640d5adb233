/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { catalog as fr } from '../i18n/locales/fr/catalog';
import { ShellTestProviders } from '../../../tests/client/ShellTestProviders';
import { useMoney, type Money } from './useMoney';

const moneyIn = (language: 'en' | 'fr'): Money =>
  renderHook(() => useMoney(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <ShellTestProviders language={language} {...(language === 'fr' ? { catalog: fr } : {})}>
        {children}
      </ShellTestProviders>
    ),
  }).result.current;

// Intl's French puts a narrow no-break space before % and between thousands.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('useMoney in the page’s language', () => {
  it('writes shares as the language writes percentages, like the changes beside them', () => {
    const en = moneyIn('en');
    expect([0.5, 0.096, 0.0004, 0].map(en.share)).toEqual(['50%', '9.6%', '<0.1%', '0%']);
    const french = moneyIn('fr');
    expect([0.5, 0.096, 0.0004, 0].map((share) => plain(french.share(share)))).toEqual([
      '50 %',
      '9,6 %',
      '<0,1 %',
      '0 %',
    ]);
    expect(plain(french.pct(2.25))).toBe('+2,25 %');
  });

  it('keeps every significant digit of an exact decimal, with the language’s separators', () => {
    expect(moneyIn('en').fixed('12345.8862030')).toBe('12,345.886203');
    expect(plain(moneyIn('fr').fixed('1.8862035'))).toBe('1,8862035');
    expect(plain(moneyIn('fr').fixed('12345'))).toBe('12 345');
  });

  it('gives an amount column one form: compact for every row once one amount is', () => {
    const en = moneyIn('en');
    const huge = en.amountColumn(['114235413593.35939', '634443293.864707', '1.5', '0.000123456']);
    expect(['114235413593.35939', '634443293.864707', '1.5', '0.000123456'].map(huge)).toEqual([
      '114.24B',
      '634.44M',
      '1.5',
      '0.000123',
    ]);
    const modest = en.amountColumn(['634443293.864707', '1.5']);
    expect(modest('634443293.864707')).toBe('634,443,293.864707');
  });
});
