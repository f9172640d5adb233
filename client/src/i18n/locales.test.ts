import { describe, expect, it } from '@jest/globals';
import { texts } from '../../../shared/src/texts';
import { loadCatalog, NAMESPACES, type Catalog } from './catalog';
import { LANGUAGES } from './languages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const catalogs = new Map<string, Catalog>();
const catalogOf = async (language: (typeof LANGUAGES)[number]) => {
  let catalog = catalogs.get(language);
  if (!catalog) catalogs.set(language, (catalog = await loadCatalog(language)));
  return catalog;
};

describe('locales (spec §1: en, fr, ro, zh)', () => {
  describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
    it.each(NAMESPACES)('has every key of English in the %s namespace, and no other', async (namespace) => {
      const en = (await catalogOf('en'))[namespace];
      const translated = (await catalogOf(language))[namespace];
      const missing = Object.keys(en).filter((key) => !(key in translated));
      const extra = Object.keys(translated).filter((key) => !(key in en));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it.each(NAMESPACES)('keeps the {placeholders} of each English %s text', async (namespace) => {
      const en = (await catalogOf('en'))[namespace];
      const translated = (await catalogOf(language))[namespace];
      const differing = Object.keys(en).filter((key) => {
        const text = translated[key];
        return text !== undefined && placeholders(text).join() !== placeholders(en[key] ?? '').join();
      });
      expect(differing).toEqual([]);
    });
  });

  it.each(LANGUAGES)('%s has no empty text', async (language) => {
    const catalog = await catalogOf(language);
    const empty = NAMESPACES.flatMap((namespace) => Object.entries(catalog[namespace]).filter(([, text]) => text.trim() === '').map(([key]) => `${namespace}:${key}`));
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
