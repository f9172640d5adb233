import { BASE_CURRENCY, CURRENCIES } from '../../../shared/src/currencies';
import { DAY_SECONDS, WORLD_NOW } from './clock';

/**
 * The world's exchange rates: ECB reference rates as Frankfurter answers them with base=USD —
 * one set per ECB working day (no Saturdays or Sundays), five significant digits, units per US
 * dollar. Each currency moves around its level of mid-2026 on a smooth daily wave, so a value
 * history converted day by day differs from one converted at one rate.
 */
const LEVELS: Readonly<Record<string, number>> = {
  EUR: 0.8612,
  GBP: 0.7441,
  JPY: 147.36,
  CNY: 7.1784,
  CHF: 0.8013,
  AUD: 1.5327,
  CAD: 1.3795,
};

export const FX_CURRENCIES = CURRENCIES.filter((currency) => currency !== BASE_CURRENCY);

/** The ECB publishes around 16:00 CET: at WORLD_NOW (10:00Z) the day's rates are not out yet. */
const PUBLISHED_AT_SECONDS = 14 * 3600;

const dayString = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The rates fixed on `day` (YYYY-MM-DD), or undefined when the ECB fixed none that day. */
export function fxRatesOn(day: string): Record<string, number> | undefined {
  if (!isWorkingDay(day) || day > latestFxDay()) return undefined;
  const index = Math.round(Date.parse(`${day}T00:00:00Z`) / 1000 / DAY_SECONDS);
  return Object.fromEntries(
    FX_CURRENCIES.map((currency, offset) => {
      const level = LEVELS[currency] as number;
      const wave = 1 + 0.02 * Math.sin(index / 9 + offset);
      return [currency, Number((level * wave).toPrecision(5))];
    }),
  );
}

/** The last working day whose rates are published at WORLD_NOW. */
export function latestFxDay(): string {
  let seconds = WORLD_NOW - PUBLISHED_AT_SECONDS;
  while (!isWorkingDay(dayString(seconds))) seconds -= DAY_SECONDS;
  return dayString(seconds);
}
