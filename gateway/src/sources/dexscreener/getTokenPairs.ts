import type { Address } from '../../../../shared/src/addresses';
import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import type { HttpClient } from '../../http/httpClient';
import { dexScreenerHttp, pairsResponseSchema, type DexPair } from './schemas';

/**
 * DexScreener answers at most 30 addresses per /tokens request (UPSTREAMS.md §4).
 * @internal
 */
export const MAX_TOKENS_PER_REQUEST = 30;

/** This source's batch limit on a chain: the registry's (spec §4: 25 on PulseChain), within DexScreener's own. */
export function tokenPairsBatchLimit(chain: ChainKey): number {
  return Math.min(CHAINS[chain].dexBatchSize, MAX_TOKENS_PER_REQUEST);
}

/**
 * GET /latest/dex/tokens/{a,b,…}: the pairs of up to 30 tokens, on EVERY chain where those
 * addresses exist (UPSTREAMS.md §4 pitfall) — callers filter by chainId.
 */
export async function getTokenPairs(
  http: HttpClient,
  input: { baseUrl: string; addresses: readonly Address[] },
): Promise<DexPair[]> {
  if (input.addresses.length === 0 || input.addresses.length > MAX_TOKENS_PER_REQUEST) {
    throw new RangeError(
      `getTokenPairs takes 1–${MAX_TOKENS_PER_REQUEST} addresses, got ${input.addresses.length}`,
    );
  }
  return http.json(
    {
      upstream: 'dexscreener',
      url: `${input.baseUrl}/latest/dex/tokens/${input.addresses.join(',')}`,
      describeStatus: dexScreenerHttp,
    },
    pairsResponseSchema,
  );
}
