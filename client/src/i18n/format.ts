/** What a missing or non-finite value reads as, in every language. */
export const NO_VALUE = '—';

type Maybe<T> = T | null | undefined;

export interface Formatters {
  /** A plain number: 1234.5 → "1,234.5" (en), "1 234,5" (fr). */
  number(value: Maybe<number>, options?: Intl.NumberFormatOptions): string;
  /** Money, USD unless told: 1234.5 → "$1,234.50" (en), "1 234,50 $US" (fr). */
  currency(value: Maybe<number>, currency?: string, options?: Intl.NumberFormatOptions): string;
  /**
   * A percentage given in percent points, as the API sends them (change24h 1.5 means 1.5 %),
   * with two decimals unless told (spec §2 "Ticker").
   */
  percent(value: Maybe<number>, options?: Intl.NumberFormatOptions): string;
  date(value: Maybe<Date | number | string>, options?: Intl.DateTimeFormatOptions): string;
}

/**
 * Locale-aware formatting through Intl. Building an Intl formatter is slow next to using one,
 * and a table re-renders often, so each (kind, options) pair is built once per locale.
 */
export function createFormatters(tag: string): Formatters {
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions) => {
    const key = JSON.stringify(options);
    let format = numberFormats.get(key);
    if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(tag, options)));
    return format;
  };
  const finite = (value: Maybe<number>): value is number =>
    typeof value === 'number' && Number.isFinite(value);

  return {
    number: (value, options = {}) =>
      finite(value) ? numberFormat(options).format(value) : NO_VALUE,
    currency: (value, currency = 'USD', options = {}) =>
      finite(value)
        ? numberFormat({ style: 'currency', currency, ...options }).format(value)
        : NO_VALUE,
    percent: (value, options = {}) =>
      finite(value)
        ? numberFormat({
            style: 'percent',
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
            ...options,
          }).format(value / 100)
        : NO_VALUE,
    date: (value, options = { dateStyle: 'medium' }) => {
      if (value === null || value === undefined) return NO_VALUE;
      const date = value instanceof Date ? value : new Date(value);
      if (Number.isNaN(date.getTime())) return NO_VALUE;
      const key = JSON.stringify(options);
      let format = dateFormats.get(key);
      if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(tag, options)));
      return format.format(date);
    },
  };
}
