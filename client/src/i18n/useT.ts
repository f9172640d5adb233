import { useContext } from 'react';
import { I18nContext, type I18nValue, type Translate } from './I18nContext';

/** The i18n value; a missing provider is a programming error, said plainly (spec §8). */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (value === null) throw new Error('useT/useFormat must be used inside <I18nProvider>');
  return value;
}

/** `t(key, vars?)`: the current language's message for key, {placeholders} filled from vars. */
export function useT(): Translate {
  return useI18n().t;
}
