import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import type { Address } from '../../../../shared/src/addresses';
import { TTL } from '../../cache/ttl';
import { getTokenPairs, tokenPairsBatchLimit } from '../../sources/dexscreener/getTokenPairs';
import { chunk } from './batching';
import { cachedBatch, type BatchResult } from './cachedBatch';
import { priceFromPairs, type PairPrice } from './pairSelection';
import type { PriceDeps } from './priceDeps';

/**
 * DexScreener /tokens for many tokens, in the source's batch limit on the chain (spec §4/§7: 25
 * on PulseChain, 30 elsewhere), all batches at once. A token the answer has no usable pair for is "no price".
 */
export function dexPrices(
  deps: PriceDeps,
  chain: ChainKey,
  addresses: readonly Address[],
  fresh: boolean,
): Promise<BatchResult<PairPrice>> {
  const { dexScreenerId } = CHAINS[chain];
  return cachedBatch<PairPrice>(deps, {
    chain,
    source: 'dexscreener',
    ttlMs: TTL.tokenPrice[chain],
    addresses,
    fresh,
    fetch: async (missing) => {
      const batches = chunk(missing, tokenPairsBatchLimit(chain));
      const answers = await Promise.allSettled(
        batches.map((batch) =>
          getTokenPairs(deps.http, {
            baseUrl: deps.config.prices.dexScreenerUrl,
            addresses: batch,
          }),
        ),
      );
      const values = new Map<Address, PairPrice | null>();
      const errors: unknown[] = [];
      answers.forEach((answer, index) => {
        if (answer.status === 'rejected') return void errors.push(answer.reason);
        for (const address of batches[index] ?? [])
          values.set(address, priceFromPairs(answer.value, address, dexScreenerId));
      });
      return { values, errors };
    },
  });
}
