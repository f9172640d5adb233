import { BASE_CURRENCY, CURRENCIES, type Currency } from '../../../../shared/src/currencies';
import { TTL } from '../../cache/ttl';
import { describeError } from '../../errors/errors';
import { FRANKFURTER_UPSTREAM } from '../../sources/frankfurter/frankfurter';
import { getRateSeries } from '../../sources/frankfurter/getRateSeries';
import { missingQuote, USD_QUOTE, type FxDeps, type FxQuote } from './fxQuote';

/** The rate a UTC day is converted with: the last ECB fixing on or before it. */
interface DayRate {
  /** Null when no rate was ever read (the quote is missing). */
  rate: number | null;
  /** The working day it was fixed on (YYYY-MM-DD); null for USD. */
  asOf: string | null;
}

export interface FxDayRates {
  /** The series' state and its last rate, as one quote for the answer's `fx`. */
  quote: FxQuote;
  rateOn(day: string): DayRate;
}

const QUOTED = CURRENCIES.filter((currency) => currency !== BASE_CURRENCY);
/** A range that starts on a weekend or after a holiday needs the fixing before it. */
const LEAD_DAYS = 7;

const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/**
 * Rates for every day from `from` to `to` (YYYY-MM-DD), each day at its own ECB fixing: one
 * Frankfurter time-series read of all currencies, cached for a minute like the latest rates. A
 * weekend or holiday takes the last fixing before it, and so does today until the ECB publishes
 * (around 16:00 CET). Stale and missing behave as fxQuote's: a missing series converts nothing.
 */
export async function fxDayRates(
  deps: FxDeps,
  currency: Currency,
  range: { from: string; to: string },
): Promise<FxDayRates> {
  if (currency === BASE_CURRENCY)
    return { quote: USD_QUOTE, rateOn: () => ({ rate: 1, asOf: null }) };
  const from = shiftDay(range.from, -LEAD_DAYS);
  let cached;
  try {
    cached = await deps.cache.getOrFetch(`fx:series:v1:${from}:${range.to}`, TTL.fx, async () => [
      ...(await getRateSeries(deps.http, {
        baseUrl: deps.config.frankfurter.url,
        base: BASE_CURRENCY,
        symbols: QUOTED,
        from,
        to: range.to,
      })),
    ]);
  } catch (error) {
    return missingRates(
      missingQuote(
        currency,
        `No ${currency} exchange rates: ${FRANKFURTER_UPSTREAM} did not answer (${describeError(error)}) and none were read before.`,
      ),
    );
  }
  const fixings = cached.value.flatMap(([day, rates]) => {
    const rate = rates[currency];
    return rate === undefined ? [] : [{ rate, asOf: day }];
  });
  const last = fixings.at(-1);
  if (last === undefined)
    return missingRates(
      missingQuote(
        currency,
        `No ${currency} exchange rates: ${FRANKFURTER_UPSTREAM} listed none from ${from} to ${range.to}.`,
      ),
    );
  const rateOn = (day: string): DayRate =>
    fixings.findLast((fixing) => fixing.asOf <= day) ?? (fixings[0] as DayRate);
  return {
    quote: {
      currency,
      rate: last.rate,
      asOf: last.asOf,
      source: FRANKFURTER_UPSTREAM,
      state: cached.state,
      ageMs: cached.ageMs,
      message: cached.state === 'stale' ? (cached.error ?? null) : null,
    },
    rateOn,
  };
}

const missingRates = (quote: FxQuote): FxDayRates => ({
  quote,
  rateOn: () => ({ rate: null, asOf: null }),
});
