import type { HttpClient } from '../../http/httpClient';
import { FRANKFURTER_TIMEOUT_MS, FRANKFURTER_UPSTREAM } from './frankfurter';
import type { RatesInput } from './getLatestRates';
import { seriesSchema } from './schemas';

export interface SeriesInput extends RatesInput {
  /** First and last UTC day asked, YYYY-MM-DD. */
  from: string;
  to: string;
}

/** Working day (YYYY-MM-DD) → symbol → rate; days the ECB did not fix are absent. */
export type RateSeries = ReadonlyMap<string, Readonly<Record<string, number>>>;

/**
 * GET /{from}..{to}?base=&symbols=: one set of reference rates per ECB working day in the range
 * (frankfurter.dev/v1 "Time Series Data").
 */
export async function getRateSeries(http: HttpClient, input: SeriesInput): Promise<RateSeries> {
  const body = await http.json(
    {
      upstream: FRANKFURTER_UPSTREAM,
      url: `${input.baseUrl}/${input.from}..${input.to}`,
      searchParams: { base: input.base, symbols: input.symbols.join(',') },
      timeoutMs: FRANKFURTER_TIMEOUT_MS,
    },
    seriesSchema,
  );
  return new Map(Object.entries(body.rates).sort(([a], [b]) => a.localeCompare(b)));
}
