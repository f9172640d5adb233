import type { pages } from './locales/en/pages';
import type { shell } from './locales/en/shell';
import type { Language } from './languages';
import type { PluralBase, PluralForm, PluralKeyOf } from './plural';

/**
 * Messages are split by owner into namespaces (client/src/i18n/locales/<lang>/<namespace>.ts) so
 * the shell and the pages each edit their own files. English is the source of keys; the other
 * locales must have every key (locales.test.ts). Keys are flat and dotted by area, unique across
 * namespaces, so a caller writes t('menu.dashboard') without naming the namespace.
 * @internal
 */
export const NAMESPACES = ['shell', 'pages'] as const;
/** @internal */
export type Namespace = (typeof NAMESPACES)[number];

type Keys<Source> = keyof Source & string;
/** A namespace's plural messages, named as callers name them: without the form. */
type PluralKeys<Source> = PluralBase<Keys<Source>>;
type PlainKeys<Source> = Exclude<Keys<Source>, PluralKeyOf<PluralKeys<Source>>>;

/** What t() takes: a plain message's key, or a plural message's key without its form (plural.ts). */
export type ShellKey = PlainKeys<typeof shell> | PluralKeys<typeof shell>;
type PageKey = PlainKeys<typeof pages> | PluralKeys<typeof pages>;
export type MessageKey = ShellKey | PageKey;
/** The messages whose form follows {count}, so t() must be given one. */
type PluralKey = PluralKeys<typeof shell> | PluralKeys<typeof pages>;
/** The messages t() can say without a count. */
export type PlainKey = Exclude<MessageKey, PluralKey>;

/**
 * What a translation of an English namespace must provide, nothing else: every plain key, and
 * each plural message in exactly the forms its language has (English gives `_one` and `_other`,
 * so every language is asked for the plural messages, Chinese with `_other` alone).
 */
type Texts<Source, L extends Language> = Readonly<
  Record<PlainKeys<Source> | `${PluralKeys<Source>}_${PluralForm<L>}`, string>
>;
export type ShellTexts<L extends Language> = Texts<typeof shell, L>;
export type PageTexts<L extends Language> = Texts<typeof pages, L>;

/** One locale: every namespace's messages. */
export type Catalog = Record<Namespace, Readonly<Record<string, string>>>;

/**
 * One dynamic import per locale: Vite makes each a separate chunk, fetched only when that
 * language is chosen (spec §1 "Locales loaded on demand").
 */
const loaders: Record<Language, () => Promise<Catalog>> = {
  en: () => import('./locales/en/catalog').then((module) => module.catalog),
  fr: () => import('./locales/fr/catalog').then((module) => module.catalog),
  ro: () => import('./locales/ro/catalog').then((module) => module.catalog),
  zh: () => import('./locales/zh/catalog').then((module) => module.catalog),
};

export function loadCatalog(language: Language): Promise<Catalog> {
  return loaders[language]();
}

/** The namespaces merged into one lookup table (keys are unique across namespaces). */
export function flattenCatalog(catalog: Catalog): ReadonlyMap<string, string> {
  const table = new Map<string, string>();
  for (const namespace of NAMESPACES) {
    for (const [key, text] of Object.entries(catalog[namespace])) table.set(key, text);
  }
  return table;
}
