import { useEffect } from 'react';
import { LANGUAGE_INFO } from '../i18n/languages';
import { useAppearance } from './useAppearance';

/**
 * Applies the settings that live on <html>: text direction (the whole layout mirrors; Blueprint
 * and styles.css use logical properties), language (screen readers, hyphenation), colour scheme
 * (native scrollbars and form controls) and the accent preset. index.html sets the same
 * attributes before the first paint; this keeps them in step afterwards.
 */
export function useDocumentSettings(): void {
  const { dark, settings } = useAppearance();
  const { direction, language, preset } = settings;
  useEffect(() => {
    const root = document.documentElement;
    root.dir = direction;
    root.lang = LANGUAGE_INFO[language].tag;
    root.dataset['theme'] = dark ? 'dark' : 'light';
    root.dataset['preset'] = preset;
  }, [dark, direction, language, preset]);
}
