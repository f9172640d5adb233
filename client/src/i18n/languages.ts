/** The locales of spec §1 ("Locales loaded on demand: en, fr, ro, zh"); en is the default (§2 "Settings"). */
export const LANGUAGES = ['en', 'fr', 'ro', 'zh'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export interface LanguageInfo {
  /** The language's name in itself, so a reader finds theirs whatever the current language. */
  nativeName: string;
  /** The BCP 47 tag Intl formats numbers and dates with, and <html lang> carries. */
  tag: string;
}

export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  en: { nativeName: 'English', tag: 'en-US' },
  fr: { nativeName: 'Français', tag: 'fr-FR' },
  ro: { nativeName: 'Română', tag: 'ro-RO' },
  zh: { nativeName: '中文', tag: 'zh-CN' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
