import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import type { Address } from '../../../../shared/src/addresses';
import { TTL } from '../../cache/ttl';
import { getCurrentPrices } from '../../sources/defillama/getCurrentPrices';
import {
  getHistoricalPrices,
  historicalPricesUrl,
} from '../../sources/defillama/getHistoricalPrices';
import { MAX_URL_LENGTH } from '../../sources/defillama/schemas';
import { urlBatches } from '../../sources/defillama/urlBatches';
import { failedStatus, type SourceStatus } from '../sourceStatus';
import { cachedBatch, type BatchResult } from './cachedBatch';
import type { PairPrice } from './pairSelection';
import { change24hPct } from './priceChange';
import type { PriceDeps } from './priceDeps';

const DAY_SECONDS = 86_400;

export interface CoinQuotes {
  /**
   * Lowercased coin id → price now and its 24h change (null unless both prices are known); null
   * when DefiLlama has no price. Ids whose current-price call failed are absent.
   */
  values: Map<string, PairPrice | null>;
  /** Calls that failed: the current-price ones cost the coins their price, the 24h-ago ones only the change. */
  currentErrors: unknown[];
  dayAgoErrors: unknown[];
}

/**
 * DefiLlama prices by coin id (spec §7 "Price service by coin id"): /prices/current and
 * /prices/historical 24h earlier, in groups whose URLs stay under the safe length, all at once.
 */
export async function coinQuotes(deps: PriceDeps, ids: readonly string[]): Promise<CoinQuotes> {
  const baseUrl = deps.config.prices.defiLlamaUrl;
  const dayAgo = Math.floor((deps.now?.() ?? Date.now()) / 1000) - DAY_SECONDS;
  // Grouped by the longer of the two URLs, so one grouping serves both calls.
  const groups = urlBatches(
    ids,
    { baseLength: historicalPricesUrl(baseUrl, dayAgo, []).length, maxLength: MAX_URL_LENGTH },
    (id, group) => id.length + (group.length === 0 ? 0 : 1),
  );
  const result: CoinQuotes = { values: new Map(), currentErrors: [], dayAgoErrors: [] };
  await Promise.all(
    groups.map(async (coins) => {
      const [current, past] = await Promise.allSettled([
        getCurrentPrices(deps.http, { baseUrl, coins }),
        getHistoricalPrices(deps.http, { baseUrl, timestamp: dayAgo, coins }),
      ]);
      if (current.status === 'rejected') return void result.currentErrors.push(current.reason);
      if (past.status === 'rejected') result.dayAgoErrors.push(past.reason);
      for (const id of coins) {
        const priceUsd = current.value.get(id);
        const dayAgoUsd = past.status === 'fulfilled' ? past.value.get(id) : undefined;
        result.values.set(
          id,
          priceUsd === undefined
            ? null
            : { priceUsd, change24hPct: change24hPct(priceUsd, dayAgoUsd) },
        );
      }
    }),
  );
  return result;
}

/** The status of the 24h-ago call: its failure costs a change, never a value. */
export const DAY_AGO_SOURCE = 'defillama-24h';

/**
 * Token prices from DefiLlama by `chain:address` (UPSTREAMS.md §5 chain keys), through the cache.
 * A failed 24h-ago call keeps the prices and adds its own status, DAY_AGO_SOURCE.
 */
export async function defiLlamaPrices(
  deps: PriceDeps,
  chain: ChainKey,
  addresses: readonly Address[],
  fresh: boolean,
): Promise<BatchResult<PairPrice> & { dayAgoStatus: SourceStatus | null }> {
  const coinId = (address: Address) => `${CHAINS[chain].defiLlamaKey}:${address}`;
  let dayAgoError: unknown;
  const batch = await cachedBatch<PairPrice>(deps, {
    chain,
    source: 'defillama',
    ttlMs: TTL.tokenPrice[chain],
    addresses,
    fresh,
    fetch: async (missing) => {
      const quotes = await coinQuotes(deps, missing.map(coinId));
      dayAgoError = quotes.dayAgoErrors[0];
      const values = new Map<Address, PairPrice | null>();
      for (const address of missing) {
        const quote = quotes.values.get(coinId(address));
        if (quote !== undefined) values.set(address, quote);
      }
      return { values, errors: quotes.currentErrors };
    },
  });
  const dayAgoStatus =
    dayAgoError === undefined
      ? null
      : failedStatus(dayAgoError, { chain, wallet: null, source: DAY_AGO_SOURCE });
  return { ...batch, dayAgoStatus };
}
