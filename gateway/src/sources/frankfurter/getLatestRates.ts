import type { HttpClient } from '../../http/httpClient';
import { FRANKFURTER_TIMEOUT_MS, FRANKFURTER_UPSTREAM } from './frankfurter';
import { latestSchema } from './schemas';

export interface RatesInput {
  /** Frankfurter's API root, e.g. https://api.frankfurter.dev/v1. */
  baseUrl: string;
  base: string;
  symbols: readonly string[];
}

export interface LatestRates {
  /** The ECB working day the rates were fixed on (YYYY-MM-DD); the ECB publishes around 16:00 CET. */
  date: string;
  /** Units of each symbol per one unit of `base`; a symbol the answer lacks is absent. */
  rates: Record<string, number>;
}

/** GET /latest?base=&symbols=: the last working day's reference rates (frankfurter.dev/v1). */
export async function getLatestRates(http: HttpClient, input: RatesInput): Promise<LatestRates> {
  const body = await http.json(
    {
      upstream: FRANKFURTER_UPSTREAM,
      url: `${input.baseUrl}/latest`,
      searchParams: { base: input.base, symbols: input.symbols.join(',') },
      timeoutMs: FRANKFURTER_TIMEOUT_MS,
    },
    latestSchema,
  );
  return { date: body.date, rates: body.rates };
}
