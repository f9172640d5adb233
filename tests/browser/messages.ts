import type { Catalog } from '../../client/src/i18n/catalog';
import type { Translate } from '../../client/src/i18n/I18nContext';
import type { Language } from '../../client/src/i18n/languages';
import { catalog as en } from '../../client/src/i18n/locales/en/catalog';
import { catalog as fr } from '../../client/src/i18n/locales/fr/catalog';
import { catalog as ro } from '../../client/src/i18n/locales/ro/catalog';
import { catalog as zh } from '../../client/src/i18n/locales/zh/catalog';
import { createTranslate } from '../../client/src/i18n/translate';

const CATALOGS: Record<Language, Catalog> = { en, fr, ro, zh };

/**
 * The dashboard's own messages, so a test reads the text a reader of that language sees. Unlike
 * the app, an unknown key throws: a test looking for a key that does not exist is wrong.
 */
export function translator(language: Language): Translate {
  return createTranslate(CATALOGS[language], language, (key) => {
    throw new Error(`No "${key}" message in ${language}`);
  });
}
