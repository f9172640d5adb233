import type { pages } from './locales/en/pages';
import type { shell } from './locales/en/shell';
import type { Language } from './languages';

/**
 * Messages are split by owner into namespaces (client/src/i18n/locales/<lang>/<namespace>.ts) so
 * the shell and the pages each edit their own files. English is the source of keys; the other
 * locales must have every key (locales.test.ts). Keys are flat and dotted by area, unique across
 * namespaces, so a caller writes t('menu.dashboard') without naming the namespace.
 */
export const NAMESPACES = ['shell', 'pages'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type ShellKey = keyof typeof shell & string;
export type PageKey = keyof typeof pages & string;
export type MessageKey = ShellKey | PageKey;

/** What a translation of the shell namespace must provide: every English key, nothing else. */
export type ShellTexts = Readonly<Record<ShellKey, string>>;

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
