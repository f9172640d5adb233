import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { flattenCatalog, loadCatalog, type Catalog } from './catalog';
import { createFormatters } from './format';
import { I18nContext, type I18nValue, type Translate } from './I18nContext';
import { interpolate } from './interpolate';
import { LANGUAGE_INFO, type Language } from './languages';

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
  table: ReadonlyMap<string, string>;
}

/**
 * Loads the chosen language's messages on demand and provides t() and Intl formatting. While a
 * newly chosen language loads, the previous one stays on screen, so switching never blanks the
 * page; if a locale cannot load (offline), the previous one stays and the failure is logged.
 */
export function I18nProvider({ language, children, fallback = null, load = loadCatalog, initialCatalog }: I18nProviderProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(() =>
    initialCatalog ? { language: initialCatalog.language, table: flattenCatalog(initialCatalog.catalog) } : null,
  );

  useEffect(() => {
    if (loaded?.language === language) return undefined;
    let current = true;
    load(language).then(
      (catalog) => {
        if (current) setLoaded({ language, table: flattenCatalog(catalog) });
      },
      (error: unknown) => console.error(`Could not load the "${language}" messages`, error),
    );
    return () => {
      current = false;
    };
  }, [language, load]);

  const value = useMemo<I18nValue | null>(() => {
    if (loaded === null) return null;
    const { table } = loaded;
    // An unknown key shows itself: visible in review, never a blank label.
    const t: Translate = (key, vars) => interpolate(table.get(key) ?? key, vars);
    return { language: loaded.language, t, format: createFormatters(LANGUAGE_INFO[loaded.language].tag) };
  }, [loaded]);

  if (value === null) return <>{fallback}</>;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
