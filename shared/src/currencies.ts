/**
 * The currencies values can be shown in. USD is what every price source quotes; the others are
 * converted with the ECB reference rates Frankfurter publishes (docs/DECISIONS.md "Currencies"),
 * which cover all of them.
 */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'CHF', 'AUD', 'CAD'] as const;

export type Currency = (typeof CURRENCIES)[number];

export const BASE_CURRENCY: Currency = 'USD';

export function isCurrency(word: string): word is Currency {
  return (CURRENCIES as readonly string[]).includes(word);
}
