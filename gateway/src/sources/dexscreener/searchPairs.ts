import type { HttpClient } from '../../http/httpClient';
import { dexScreenerHttp, pairsResponseSchema, type DexPair } from './schemas';

/**
 * GET /latest/dex/search?q=…: free-text pair search. Spec §7 scopes it to a chain inside the
 * query itself ("{query} chain:pulsechain"); the space goes out as %20, as the spec writes it.
 */
export async function searchPairs(
  http: HttpClient,
  input: { baseUrl: string; query: string },
): Promise<DexPair[]> {
  return http.json(
    {
      upstream: 'dexscreener',
      url: `${input.baseUrl}/latest/dex/search?q=${encodeURIComponent(input.query)}`,
      describeStatus: dexScreenerHttp,
    },
    pairsResponseSchema,
  );
}
