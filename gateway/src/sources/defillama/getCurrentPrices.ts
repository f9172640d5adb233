import type { HttpClient } from '../../http/httpClient';
import { coinPricesResponseSchema, defiLlamaHttp } from './schemas';

const currentPricesUrl = (baseUrl: string, coins: readonly string[]) =>
  `${baseUrl}/prices/current/${coins.join(',')}`;

/**
 * GET /prices/current/{chain:address,…}: latest prices, keyed by lowercased coin id. The default
 * searchWidth (12h) already leaves out coins whose last price is older (UPSTREAMS.md §5).
 */
export async function getCurrentPrices(
  http: HttpClient,
  input: { baseUrl: string; coins: readonly string[] },
): Promise<Map<string, number>> {
  return http.json(
    {
      upstream: 'defillama',
      url: currentPricesUrl(input.baseUrl, input.coins),
      describeStatus: defiLlamaHttp,
    },
    coinPricesResponseSchema,
  );
}
