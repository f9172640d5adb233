import { useContext } from 'react';
import { I18nContext, type Translate } from './I18nContext';

/**
 * t() when messages are loaded, null before: for the few things that show while the first
 * locale is still loading (the loading bar) and say something generic until then.
 */
export function useOptionalT(): Translate | null {
  return useContext(I18nContext)?.t ?? null;
}
