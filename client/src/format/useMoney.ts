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
  /** A unit price with spec §9's magnitude-dependent decimals. */
  price(value: Maybe<number>): string;
  /** A signed change in USD: "+$12.30", "−$4.00". */
  delta(value: Maybe<number>): string;
  /** A signed percentage in percent points: "+1.50%". */
  pct(value: Maybe<number>): string;
  /** An exact decimal amount, 6 decimals at most (spec §9), with the language's separators. */
  amount(value: string): string;
}

const finite = (value: Maybe<number>): value is number => typeof value === 'number' && Number.isFinite(value);

/** Number display for the pages, in the current language (the shell's useFormat, plus amounts and signs). */
export function useMoney(): Money {
  const { language, format } = useI18n();
  return useMemo(() => {
    const tag = LANGUAGE_INFO[language].tag;
    const parts = new Intl.NumberFormat(tag).formatToParts(12345.6);
    const groupSeparator = parts.find((part) => part.type === 'group')?.value ?? ',';
    const decimalSeparator = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    const sign = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '');
    return {
      usd: (value) => format.currency(value),
      price: (value) => (finite(value) ? formatPrice(value, { currency: 'USD', locale: tag }) : NO_VALUE),
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
      amount: (value) => formatAmount(value, { groupSeparator, decimalSeparator }),
    };
  }, [language, format]);
}
