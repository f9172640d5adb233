import type { Formatters } from './format';
import { useI18n } from './useT';

/** Number, currency, percent and date formatting in the current language (Intl). */
export function useFormat(): Formatters {
  return useI18n().format;
}
