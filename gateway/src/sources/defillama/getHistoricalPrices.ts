import type { HttpClient } from '../../http/httpClient';
import { coinPricesResponseSchema, defiLlamaHttp } from './schemas';

export const historicalPricesUrl = (baseUrl: string, timestamp: number, coins: readonly string[]) =>
  `${baseUrl}/prices/historical/${timestamp}/${coins.join(',')}`;

/**
 * GET /prices/historical/{timestamp}/{chain:address,…}: the record nearest `timestamp` (Unix
 * seconds) within the default 6h search width, keyed by lowercased coin id (UPSTREAMS.md §5).
 */
export async function getHistoricalPrices(
  http: HttpClient,
  input: { baseUrl: string; timestamp: number; coins: readonly string[] },
): Promise<Map<string, number>> {
  return http.json(
    {
      upstream: 'defillama',
      url: historicalPricesUrl(input.baseUrl, input.timestamp, input.coins),
      describeStatus: defiLlamaHttp,
    },
    coinPricesResponseSchema,
  );
}
