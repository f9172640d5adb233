import { describe, expect, it } from '@jest/globals';
import type { Catalog } from './catalog';
import type { Language } from './languages';
import { catalog as en } from './locales/en/catalog';
import { catalog as fr } from './locales/fr/catalog';
import { catalog as ro } from './locales/ro/catalog';
import { catalog as zh } from './locales/zh/catalog';
import { createTranslate } from './translate';

/** One message in every form a language has, so the test sees which form each count picks. */
const forms: Catalog = {
  shell: {},
  pages: {
    n_zero: 'zero',
    n_one: 'one',
    n_two: 'two',
    n_few: 'few',
    n_many: 'many',
    n_other: 'other',
    plain: '{count} as is',
  },
};
// The key is made up, so past t()'s types.
const formOf = (language: Language, count: number) =>
  (createTranslate(forms, language) as (key: string, vars: { count: number }) => string)('n', {
    count,
  });

describe('createTranslate: plural forms (CLDR, by Intl.PluralRules)', () => {
  it.each([
    ['en', 1, 'one'],
    ['en', 2, 'other'],
    ['en', 0, 'other'],
    ['fr', 0, 'one'],
    ['fr', 1, 'one'],
    ['fr', 2, 'other'],
    ['fr', 1_000_000, 'many'],
    ['ro', 1, 'one'],
    ['ro', 2, 'few'],
    ['ro', 20, 'other'],
    ['ro', 101, 'few'],
    ['zh', 1, 'other'],
  ] as const)('%s %d → %s', (language, count, form) => {
    expect(formOf(language, count)).toBe(form);
  });

  it('falls back to _other when the form is missing, and says a plain message whatever the count', () => {
    const t = createTranslate(
      { shell: {}, pages: { n_other: '{count} things', plain: '{count} as is' } },
      'ro',
    ) as (key: string, vars: { count: number }) => string;
    expect(t('n', { count: 1 })).toBe('1 things');
    expect(t('plain', { count: 1 })).toBe('1 as is');
  });

  it('shows an unknown key itself, or what the caller says instead', () => {
    const t = createTranslate(forms, 'en') as (key: string) => string;
    expect(t('nowhere')).toBe('nowhere');
    const strict = createTranslate(forms, 'en', (key) => `[${key}]`) as (key: string) => string;
    expect(strict('nowhere')).toBe('[nowhere]');
  });
});

describe('plural messages in each language', () => {
  const t = {
    en: createTranslate(en, 'en'),
    fr: createTranslate(fr, 'fr'),
    ro: createTranslate(ro, 'ro'),
    zh: createTranslate(zh, 'zh'),
  };

  it('counts wallets in English', () => {
    expect(t.en('portfolio.wallets', { count: 1 })).toBe('across 1 wallet');
    expect(t.en('portfolio.wallets', { count: 2 })).toBe('across 2 wallets');
    expect(t.en('wallet.onChains', { count: 1 })).toBe('on 1 chain');
    expect(t.en('staking.progressLabel', { served: 117, count: 350 })).toBe(
      '117 of 350 days served',
    );
  });

  it('makes "visible" agree with the visible wallets in French, where 0 and 1 are singular', () => {
    expect(t.fr('manage.listCount', { count: 0, total: 1 })).toBe('(0 visible sur 1)');
    expect(t.fr('manage.listCount', { count: 1, total: 1 })).toBe('(1 visible sur 1)');
    expect(t.fr('manage.listCount', { count: 2, total: 3 })).toBe('(2 visibles sur 3)');
    expect(t.fr('portfolio.wallets', { count: 1 })).toBe('sur 1 portefeuille');
    expect(t.fr('portfolio.wallets', { count: 1_000_000 })).toBe('sur 1000000 de portefeuilles');
  });

  it('puts "de" before the noun from 20 in Romanian, but not after 101', () => {
    expect(t.ro('portfolio.wallets', { count: 1 })).toBe('în 1 portofel');
    expect(t.ro('portfolio.wallets', { count: 2 })).toBe('în 2 portofele');
    expect(t.ro('portfolio.wallets', { count: 20 })).toBe('în 20 de portofele');
    expect(t.ro('portfolio.wallets', { count: 101 })).toBe('în 101 portofele');
  });

  it('has one form in Chinese', () => {
    expect(t.zh('portfolio.wallets', { count: 1 })).toBe('共 1 个钱包');
    expect(t.zh('portfolio.wallets', { count: 2 })).toBe('共 2 个钱包');
  });
});
