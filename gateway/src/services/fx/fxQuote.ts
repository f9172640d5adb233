import { BASE_CURRENCY, CURRENCIES, type Currency } from '../../../../shared/src/currencies';
import type { CacheState } from '../../cache/cache';
import { TTL } from '../../cache/ttl';
import type { GatewayDeps } from '../../deps';
import { describeError } from '../../errors/errors';
import { FRANKFURTER_UPSTREAM } from '../../sources/frankfurter/frankfurter';
import { getLatestRates, type LatestRates } from '../../sources/frankfurter/getLatestRates';

export type FxDeps = Pick<GatewayDeps, 'config' | 'http' | 'cache' | 'now'>;

/** The rate an answer's values were converted with, and how old it is. */
export interface FxQuote {
  currency: Currency;
  /** Units of `currency` per US dollar; 1 for USD; null when no rate was ever read (`message` says why). */
  rate: number | null;
  /** The ECB working day the rate was fixed on (YYYY-MM-DD); null for USD, which needs no rate. */
  asOf: string | null;
  /** Where the rate came from: frankfurter, or none for USD. */
  source: string;
  /**
   * fresh/cached: read within the last minute; stale: the last rate read, kept while the source
   * fails; missing: the source failed and no rate was ever read.
   */
  state: CacheState | 'missing';
  /** Time since the rate was read from the source, ms; null when missing. */
  ageMs: number | null;
  /** Why a stale rate is served, or why there is none. */
  message: string | null;
}

const FX_CACHE_KEY = 'fx:latest:v1';
const QUOTED = CURRENCIES.filter((currency) => currency !== BASE_CURRENCY);

/** USD needs no rate: what an answer carries when no other currency is asked. */
export const USD_QUOTE: FxQuote = {
  currency: BASE_CURRENCY,
  rate: 1,
  asOf: null,
  source: 'none',
  state: 'fresh',
  ageMs: 0,
  message: null,
};

/**
 * The USD → `currency` rate. Every currency comes from ONE cached read of all of them, refreshed
 * at most once a minute for the whole gateway (TTL.fx; the cache's single-flight joins concurrent
 * askers, and a refresh button does not force it: the ECB fixes rates once a working day). When
 * Frankfurter fails, the last rate read is served marked stale with its age; when none was ever
 * read the quote is missing: its rate is null, so every converted figure is null rather than US
 * dollars under another currency's name, while the USD figures beside them still answer.
 */
export async function fxQuote(deps: FxDeps, currency: Currency): Promise<FxQuote> {
  if (currency === BASE_CURRENCY) return USD_QUOTE;
  let cached;
  try {
    cached = await deps.cache.getOrFetch<LatestRates>(FX_CACHE_KEY, TTL.fx, () =>
      getLatestRates(deps.http, {
        baseUrl: deps.config.frankfurter.url,
        base: BASE_CURRENCY,
        symbols: QUOTED,
      }),
    );
  } catch (error) {
    return missingQuote(
      currency,
      `No ${currency} exchange rate: ${FRANKFURTER_UPSTREAM} did not answer (${describeError(error)}) and none was read before.`,
    );
  }
  const rate = cached.value.rates[currency];
  if (rate === undefined)
    return missingQuote(
      currency,
      `No ${currency} exchange rate: ${FRANKFURTER_UPSTREAM} did not list it.`,
    );
  return {
    currency,
    rate,
    asOf: cached.value.date,
    source: FRANKFURTER_UPSTREAM,
    state: cached.state,
    ageMs: cached.ageMs,
    message: cached.state === 'stale' ? (cached.error ?? null) : null,
  };
}

/** A quote as the API shows it (GraphQL's Fx, /api/tx's fx): ages in whole seconds. */
export function fxFields(quote: FxQuote) {
  return {
    currency: quote.currency,
    rate: quote.rate,
    asOf: quote.asOf,
    source: quote.source,
    stale: quote.state === 'stale',
    ageSeconds: quote.ageMs === null ? null : Math.round(quote.ageMs / 1000),
    message: quote.message,
  };
}

/** No rate to convert with: the converted figures are null and `message` says why. */
export function missingQuote(currency: Currency, message: string): FxQuote {
  return {
    currency,
    rate: null,
    asOf: null,
    source: FRANKFURTER_UPSTREAM,
    state: 'missing',
    ageMs: null,
    message,
  };
}

/**
 * How long an answer converted with this quote may be served again (the response cache): what is
 * left of the rate's minute. A stale or missing rate gives 0, so such an answer is never stored
 * and the next read asks Frankfurter again; USD needs no rate and sets no limit.
 */
export function fxFreshForMs(quote: FxQuote): number {
  if (quote.currency === BASE_CURRENCY) return Number.POSITIVE_INFINITY;
  if (quote.ageMs === null || quote.state === 'stale' || quote.state === 'missing') return 0;
  return Math.max(0, TTL.fx - quote.ageMs);
}
