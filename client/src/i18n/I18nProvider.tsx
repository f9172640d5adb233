import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadCatalog, type Catalog } from './catalog';
import { createFormatters } from './format';
import { I18nContext, type I18nValue } from './I18nContext';
import { LANGUAGE_INFO, type Language } from './languages';
import { createTranslate } from './translate';

export interface I18nProviderProps {
  language: Language;
  children: ReactNode;
  /** Shown until the first locale has loaded (nothing can be said before it). */
  fallback?: ReactNode;
  /** Tests pass their own; the app fetches each locale's chunk. */
  load?: (language: Language) => Promise<Catalog>;
  /** A catalog already at hand (tests), shown from the first render instead of after a load. */
  initialCatalog?: { language: Language; catalog: Catalog };
}

interface Loaded {
  language: Language;
  catalog: Catalog;
}

/**
 * Loads the chosen language's messages on demand and provides t() and Intl formatting. While a
 * newly chosen language loads, the previous one stays on screen, so switching never blanks the
 * page; if a locale cannot load (offline), the previous one stays and the failure is logged.
 */
export function I18nProvider({
  language,
  children,
  fallback = null,
  load = loadCatalog,
  initialCatalog,
}: I18nProviderProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(initialCatalog ?? null);

  const loadedLanguage = loaded?.language;
  useEffect(() => {
    if (loadedLanguage === language) return undefined;
    let current = true;
    load(language).then(
      (catalog) => {
        if (current) setLoaded({ language, catalog });
      },
      (error: unknown) => console.error(`Could not load the "${language}" messages`, error),
    );
    return () => {
      current = false;
    };
  }, [language, loadedLanguage, load]);

  const value = useMemo<I18nValue | null>(() => {
    if (loaded === null) return null;
    // An unknown key shows itself (createTranslate's default): visible in review, never a blank label.
    return {
      language: loaded.language,
      t: createTranslate(loaded.catalog, loaded.language),
      format: createFormatters(LANGUAGE_INFO[loaded.language].tag),
    };
  }, [loaded]);

  if (value === null) return <>{fallback}</>;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
