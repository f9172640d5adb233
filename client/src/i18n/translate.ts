import { flattenCatalog, type Catalog } from './catalog';
import type { Translate } from './I18nContext';
import { interpolate, type MessageVars } from './interpolate';
import { LANGUAGE_INFO, type Language } from './languages';

/**
 * t() over one language's messages: a plural message in the form its language gives {count}
 * (plural.ts), `_other` when that form is missing or no count was given; then {placeholders}
 * filled. `missing` says what an unknown key shows.
 */
export function createTranslate(
  catalog: Catalog,
  language: Language,
  missing: (key: string) => string = (key) => key,
): Translate {
  const table = flattenCatalog(catalog);
  const rules = new Intl.PluralRules(LANGUAGE_INFO[language].tag);
  return (key: string, vars?: MessageVars) => {
    const form = typeof vars?.count === 'number' ? rules.select(vars.count) : 'other';
    const text =
      table.get(key) ?? table.get(`${key}_${form}`) ?? table.get(`${key}_other`) ?? missing(key);
    return interpolate(text, vars);
  };
}
