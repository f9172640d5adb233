import { describe, expect, it } from '@jest/globals';
import { texts } from '../../../shared/src/texts';
import { loadCatalog, NAMESPACES, type Catalog, type Namespace } from './catalog';
import { LANGUAGE_INFO, LANGUAGES, type Language } from './languages';
import { PLURAL_FORMS } from './plural';

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** `key_few` → `key`; null for a plain key. Any CLDR form counts, so a stray `_few` in English is caught too. */
const pluralBase = (key: string) => /^(.+)_(zero|one|two|few|many|other)$/.exec(key)?.[1] ?? null;

/** The keys a language must have in a namespace: English's plain keys, and each plural message in that language's forms. */
const expectedKeys = (en: Readonly<Record<string, string>>, language: Language) =>
  new Set(
    Object.keys(en).flatMap((key) => {
      const base = pluralBase(key);
      return base === null ? [key] : PLURAL_FORMS[language].map((form) => `${base}_${form}`);
    }),
  );

/** The English text a translated key renders: the same key, or for a plural form English's `_other`. */
const englishOf = (en: Readonly<Record<string, string>>, key: string) => {
  const base = pluralBase(key);
  return base === null ? en[key] : en[`${base}_other`];
};

const catalogs = new Map<string, Catalog>();
const catalogOf = async (language: (typeof LANGUAGES)[number]) => {
  let catalog = catalogs.get(language);
  if (!catalog) catalogs.set(language, (catalog = await loadCatalog(language)));
  return catalog;
};

describe('locales (spec §1: en, fr, ro, zh)', () => {
  it.each(LANGUAGES)(
    '%s: the plural forms are the ones Intl.PluralRules gives the language',
    (language) => {
      const forms = new Intl.PluralRules(LANGUAGE_INFO[language].tag).resolvedOptions()
        .pluralCategories;
      expect([...PLURAL_FORMS[language]].sort()).toEqual([...forms].sort());
    },
  );

  describe.each(LANGUAGES)('%s', (language) => {
    it.each(NAMESPACES)(
      'has every key of English in the %s namespace, each plural message in its own forms, and no other',
      async (namespace: Namespace) => {
        const expected = expectedKeys((await catalogOf('en'))[namespace], language);
        const translated = (await catalogOf(language))[namespace];
        const missing = [...expected].filter((key) => !(key in translated));
        const extra = Object.keys(translated).filter((key) => !expected.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      },
    );

    it.each(NAMESPACES)('keeps the {placeholders} of each English %s text', async (namespace) => {
      const en = (await catalogOf('en'))[namespace];
      const translated = (await catalogOf(language))[namespace];
      const differing = Object.entries(translated)
        .filter(
          ([key, text]) =>
            placeholders(text).join() !== placeholders(englishOf(en, key) ?? '').join(),
        )
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });
  });

  it('gives each plural message a {count} to choose its form by', async () => {
    const en = await catalogOf('en');
    const without = NAMESPACES.flatMap((namespace) =>
      Object.entries(en[namespace])
        .filter(([key, text]) => pluralBase(key) !== null && !text.includes('{count}'))
        .map(([key]) => key),
    );
    expect(without).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty text', async (language) => {
    const catalog = await catalogOf(language);
    const empty = NAMESPACES.flatMap((namespace) =>
      Object.entries(catalog[namespace])
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => `${namespace}:${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('uses each key in one namespace only, so t(key) needs no namespace', async () => {
    const en = await catalogOf('en');
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const namespace of NAMESPACES) {
      for (const key of Object.keys(en[namespace])) {
        const other = seen.get(key);
        if (other) clashes.push(`${key} (${other}, ${namespace})`);
        seen.set(key, namespace);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('quotes the spec texts word for word in English', async () => {
    const { shell } = await catalogOf('en');
    expect(shell['shell.caption']).toBe('SECURE INSIGHTS, NO KEYS REQUIRED');
    expect(shell['footer.donationCopied']).toBe(texts.donationCopied);
    expect(shell['menu.viewAll']).toBe('View All');
    expect(shell['menu.unnamed']).toBe('Unnamed');
  });
});
