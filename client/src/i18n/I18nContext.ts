import { createContext } from 'react';
import type { MessageKey, PlainKey } from './catalog';
import type { Formatters } from './format';
import type { MessageVars } from './interpolate';
import type { Language } from './languages';

/** The message for key with {placeholders} filled; a plural message's form follows vars.count. */
export type Translate = <Key extends MessageKey>(
  key: Key,
  ...vars: [Key] extends [PlainKey] ? [vars?: MessageVars] : [vars: MessageVars & { count: number }]
) => string;

export interface I18nValue {
  /** The language whose messages are showing (the chosen one once its chunk has loaded). */
  language: Language;
  t: Translate;
  format: Formatters;
}

export const I18nContext = createContext<I18nValue | null>(null);
