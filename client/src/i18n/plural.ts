import type { Language } from './languages';

/**
 * The CLDR plural forms each language's messages must give, as Intl.PluralRules reports them for
 * its tag (locales.test.ts holds this table to Intl's). A plural message is written as one key per
 * form, i18next style: `wallets_one`, `wallets_few`, `wallets_other`; callers say `wallets` and a
 * {count}. French "one" covers 0 and 1, and its "many" is for round millions ("1 000 000 de …");
 * Romanian "few" is 0, 2–19 and numbers ending in 01–19, "other" takes "de" ("20 de portofele").
 * @internal
 */
export const PLURAL_FORMS = {
  en: ['one', 'other'],
  fr: ['one', 'many', 'other'],
  ro: ['one', 'few', 'other'],
  zh: ['other'],
} as const satisfies Record<Language, readonly Intl.LDMLPluralRule[]>;

export type PluralForm<L extends Language> = (typeof PLURAL_FORMS)[L][number];

/** `key_one`, `key_other` … → `key` (every plural message has an `_other` form). */
export type PluralBase<Key> = Key extends `${infer Base}_other` ? Base : never;

/** The forms of every language, so a key ending in one of them is never read as a plain key. */
export type PluralKeyOf<Base extends string> = `${Base}_${Intl.LDMLPluralRule}`;
