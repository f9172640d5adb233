import { createContext } from 'react';
import type { MessageKey } from './catalog';
import type { Formatters } from './format';
import type { MessageVars } from './interpolate';
import type { Language } from './languages';

export type Translate = (key: MessageKey, vars?: MessageVars) => string;

export interface I18nValue {
  /** The language whose messages are showing (the chosen one once its chunk has loaded). */
  language: Language;
  t: Translate;
  format: Formatters;
}

export const I18nContext = createContext<I18nValue | null>(null);
