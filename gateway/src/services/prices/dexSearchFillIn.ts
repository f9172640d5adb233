import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import type { Address } from '../../../../shared/src/addresses';
import type { Cached } from '../../cache/cache';
import { TTL } from '../../cache/ttl';
import { searchPairs } from '../../sources/dexscreener/searchPairs';
import type { SourceStatus } from '../sourceStatus';
import { mapWithConcurrency } from '../../util/mapWithConcurrency';
import { combinedStatus } from './cachedBatch';
import { priceFromPairs, type PairPrice } from './pairSelection';
import type { PriceDeps } from './priceDeps';

/**
 * Spec §9 "PulseChain missing-price fill-in": 6 parallel workers, at most 12 extra single-token
 * DEX searches. Kept here until the chain registry grows a field for it; no other chain has one.
 */
const FILL_IN: Partial<Record<ChainKey, { workers: number; searches: number }>> = {
  pulse: { workers: 6, searches: 12 },
};

export interface FillInResult {
  values: Map<Address, Cached<PairPrice | null>>;
  status: SourceStatus | null;
}

/**
 * Single-token searches `/latest/dex/search?q={address} chain:{dexScreenerId}` (spec §7) for tokens
 * no batch source priced. The budget counts upstream searches: an answer from the cache is
 * refunded, so tokens past the first twelve get their turn on later refreshes instead of the same
 * twelve being looked up forever.
 */
export async function dexSearchFillIn(
  deps: PriceDeps,
  chain: ChainKey,
  addresses: readonly Address[],
  fresh: boolean,
): Promise<FillInResult> {
  const values = new Map<Address, Cached<PairPrice | null>>();
  const limits = FILL_IN[chain];
  if (limits === undefined || addresses.length === 0) return { values, status: null };
  const { dexScreenerId } = CHAINS[chain];
  const errors: unknown[] = [];
  let budget = limits.searches;
  await mapWithConcurrency(addresses, limits.workers, async (address) => {
    if (budget <= 0) return;
    budget--;
    try {
      const cached = await deps.cache.getOrFetch(
        `price:dex-search:${chain}:${address}`,
        TTL.tokenPrice[chain],
        async () =>
          priceFromPairs(
            await searchPairs(deps.http, {
              baseUrl: deps.config.prices.dexScreenerUrl,
              query: `${address} chain:${dexScreenerId}`,
            }),
            address,
            dexScreenerId,
          ),
        { fresh },
      );
      if (cached.state === 'cached') budget++;
      values.set(address, cached);
    } catch (error) {
      errors.push(error);
    }
  });
  return {
    values,
    status: combinedStatus({ chain, wallet: null, source: 'dex-search' }, [...values.values()], {
      count: errors.length,
      error: errors[0],
    }),
  };
}
