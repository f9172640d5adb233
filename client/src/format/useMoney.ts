import { useMemo } from 'react';
import { formatAmount } from '../../../shared/src/formatAmount';
import { formatPrice } from '../../../shared/src/formatPrice';
import { NO_VALUE } from '../i18n/format';
import { LANGUAGE_INFO } from '../i18n/languages';
import { useI18n } from '../i18n/useT';

type Maybe<T> = T | null | undefined;

export interface Money {
  /** A value or total: "$1,234.56" (en), "1 234,56 $US" (fr). */
  usd(value: Maybe<number>): string;
  /**
   * A total in a small space (the donut's hole): compact from a million up ("$34.31M", "3431.28万 US$"),
   * else as `usd`. The exact figure belongs in a tooltip beside it.
   */
  usdShort(value: Maybe<number>): string;
  /** A unit price with spec §9's magnitude-dependent decimals. */
  price(value: Maybe<number>): string;
  /** A signed change in USD: "+$12.30", "−$4.00". */
  delta(value: Maybe<number>): string;
  /** A signed percentage in percent points: "+1.50%". */
  pct(value: Maybe<number>): string;
  /** A share of a whole (0.096 → "9.6%", fr "9,6 %"): no decimal from 10 % up, one below, "<0.1%" under that. */
  share(fraction: number): string;
  /**
   * An exact decimal amount, 6 decimals at most (spec §9), with the language's separators; from a
   * billion up in the language's compact form ("114.24B", "1142.35亿"), which a table column can
   * hold (the exact amount goes in a tooltip: components/Amount).
   */
  amount(value: string): string;
  /**
   * amount for a table column: once one of its amounts takes the compact form, every amount does
   * (at most 2 decimals, 3 significant digits under 1), so "114.24B" never sits beside
   * "634,443,293.864707"; else each as `amount`.
   */
  amountColumn(values: readonly string[]): (value: string) => string;
  /** An exact decimal with every significant digit, in the language's separators ("1.8862035" → fr "1,8862035"). */
  fixed(value: string): string;
  /** A headline amount: compact from a million up, at most 2 decimals from 1 up, so a card never wraps. */
  headlineAmount(value: string): string;
  /**
   * headlineAmount for a table column: when any of its amounts takes the compact form, all do
   * ("13.44M" above "850.12K", not above "850,123.45"), so figures side by side compare at a glance.
   */
  headlineColumn(values: readonly (string | null)[]): (value: string) => string;
}

/** Where an amount column switches to the compact form ("114,235,413,593.35939"). */
const COMPACT_FROM = 1e9;
const HEADLINE_COMPACT_FROM = 1e6;

/** |value| of a decimal string, as a float; 0 for text that is not a number. */
const magnitude = (value: string) => {
  const number = Math.abs(Number(value));
  return Number.isFinite(number) ? number : 0;
};

const finite = (value: Maybe<number>): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Number display for the pages, in the current language (the shell's useFormat, plus amounts and signs). */
export function useMoney(): Money {
  const { language, format } = useI18n();
  return useMemo(() => {
    const tag = LANGUAGE_INFO[language].tag;
    const parts = new Intl.NumberFormat(tag).formatToParts(12345.6);
    const groupSeparator = parts.find((part) => part.type === 'group')?.value ?? ',';
    const decimalSeparator = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    const separators = { groupSeparator, decimalSeparator };
    // A float is exact enough for a rounded display of 2 decimals; the exact string stays in the tooltip.
    const compactFormat = new Intl.NumberFormat(tag, {
      notation: 'compact',
      maximumFractionDigits: 2,
    });
    // Past trillions the compact form runs out of names ("123,456,789.01T"): scientific then.
    const scientific = new Intl.NumberFormat(tag, {
      notation: 'scientific',
      maximumFractionDigits: 2,
    });
    const small = new Intl.NumberFormat(tag, { maximumSignificantDigits: 3 });
    const compact = {
      format: (value: number) =>
        (Math.abs(value) >= 1e15 ? scientific : compactFormat).format(value),
    };
    const compactUsd = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 2,
    });
    const sign = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '');
    const headline = (value: string) => {
      const size = magnitude(value);
      if (size >= HEADLINE_COMPACT_FROM) return compact.format(Number(value));
      return formatAmount(value, size >= 1 ? { ...separators, maxDecimals: 2 } : separators);
    };
    const amount = (value: string) =>
      magnitude(value) >= COMPACT_FROM
        ? compact.format(Number(value))
        : formatAmount(value, separators);
    return {
      usd: (value) => format.currency(value),
      usdShort: (value) =>
        finite(value) && Math.abs(value) >= HEADLINE_COMPACT_FROM && Math.abs(value) < 1e15
          ? compactUsd.format(value)
          : format.currency(value),
      price: (value) =>
        finite(value) ? formatPrice(value, { currency: 'USD', locale: tag }) : NO_VALUE,
      delta: (value) => {
        if (!finite(value)) return NO_VALUE;
        const rounded = Math.abs(value) < 0.005 ? 0 : value;
        return `${sign(rounded)}${format.currency(Math.abs(rounded))}`;
      },
      pct: (value) => {
        if (!finite(value)) return NO_VALUE;
        const rounded = Math.abs(value) < 0.005 ? 0 : value;
        return `${sign(rounded)}${format.percent(Math.abs(rounded))}`;
      },
      share: (fraction) => {
        const points = fraction * 100;
        if (points > 0 && points < 0.1)
          return `<${format.percent(0.1, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`;
        const digits = points >= 10 || points === 0 ? 0 : 1;
        return format.percent(points, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
      },
      amount,
      amountColumn: (values) =>
        values.some((value) => magnitude(value) >= COMPACT_FROM)
          ? (value) => (magnitude(value) >= 1 ? compact : small).format(Number(value))
          : amount,
      fixed: (value) =>
        formatAmount(value, { ...separators, maxDecimals: value.split('.')[1]?.length ?? 0 }),
      headlineAmount: headline,
      headlineColumn: (values) =>
        values.some((value) => value !== null && magnitude(value) >= HEADLINE_COMPACT_FROM)
          ? (value) => compact.format(Number(value))
          : headline,
    };
  }, [language, format]);
}
