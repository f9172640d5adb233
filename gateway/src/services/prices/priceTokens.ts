import type { ChainKey } from '../../../../shared/src/chains';
import type { Address } from '../../../../shared/src/addresses';
import type { Cached } from '../../cache/cache';
import type { SourceStatus } from '../sourceStatus';
import { defiLlamaPrices } from './defiLlamaPrices';
import { dexPrices } from './dexPrices';
import { dexSearchFillIn } from './dexSearchFillIn';
import { nativePrice, wrappedNative, type NativePrice } from './nativePrice';
import type { PairPrice } from './pairSelection';
import type { PriceDeps } from './priceDeps';
import type { PriceQuote, TokenToPrice } from './priceQuote';
import { ONE_DOLLAR_TOKENS } from './stablecoins';

export interface PricedTokens {
  /** Keyed by lowercase address; a token with no quote has no price (priceSource "none" for the caller). */
  quotes: Map<Address, PriceQuote>;
  statuses: SourceStatus[];
  /** The chain's native coin, when asked for (`native: true`). */
  native?: NativePrice;
}

/**
 * Prices a chain's tokens (spec §4 "Price fallbacks", §5, §9), each token taking the first of:
 * 1. Ethereum stablecoins at 1 USD (no call);
 * 2. DexScreener /tokens in batches of the chain's size;
 * 3. DefiLlama by `chain:address`, now and 24h ago — also asked for the 24h change of tokens the
 *    DEX priced without one (changeSource then says "defillama");
 * 4. the explorer's exchange_rate from the listing;
 * 5. PulseChain only: single-token DEX searches, at most 12, for what still has no price (spec §9
 *    "missing-price fill-in": a token the explorer prices is not missing one);
 * 6. a stale cached price of steps 2, 3 and 5: DESIGN.md serves stale only when every source failed.
 * A failing source is a "failed" status, never a thrown error, and the next step still runs.
 *
 * With `native: true` the chain's native coin is priced too, its DEX step answered from the same
 * DexScreener batch (the wrapped native token rides along) rather than a request of its own.
 */
export async function priceTokens(
  deps: PriceDeps,
  chain: ChainKey,
  tokens: readonly TokenToPrice[],
  options: { fresh?: boolean; native?: boolean } = {},
): Promise<PricedTokens> {
  const fresh = options.fresh ?? false;
  const byAddress = new Map(tokens.map((token) => [token.address.toLowerCase() as Address, token]));
  const quotes = new Map<Address, PriceQuote>();
  const stale = new Map<Address, PriceQuote>();
  const statuses: SourceStatus[] = [];
  const unpriced = () => [...byAddress.keys()].filter((address) => !quotes.has(address));

  /** Takes live prices as quotes and remembers stale ones for the last step. */
  const accept = (values: Map<Address, Cached<PairPrice | null>>, source: string) => {
    for (const [address, cached] of values) {
      if (cached.value === null || quotes.has(address) || !byAddress.has(address)) continue;
      const quote = toQuote(cached.value, source);
      if (cached.state === 'stale') {
        if (!stale.has(address)) stale.set(address, quote);
      } else quotes.set(address, quote);
    }
  };

  const stablecoins = ONE_DOLLAR_TOKENS[chain];
  for (const address of byAddress.keys()) {
    if (stablecoins?.has(address))
      quotes.set(address, {
        priceUsd: 1,
        change24hPct: 0,
        source: 'stablecoin',
        changeSource: 'stablecoin',
      });
  }

  const wrapped = wrappedNative(chain);
  const dexAsked =
    options.native === true && !byAddress.has(wrapped) ? [...unpriced(), wrapped] : unpriced();
  const dex = await dexPrices(deps, chain, dexAsked, fresh);
  pushStatus(statuses, dex.status);
  accept(dex.values, 'dexscreener');
  // The native coin's later fallbacks (search, DefiLlama coin id, explorer) run beside the tokens' own.
  const native =
    options.native === true ? nativePrice(deps, chain, { fresh, dexBatch: dex }) : undefined;

  const withoutChange = [...quotes]
    .filter(([, quote]) => quote.change24hPct === null)
    .map(([address]) => address);
  const llama = await defiLlamaPrices(deps, chain, [...unpriced(), ...withoutChange], fresh);
  pushStatus(statuses, llama.status);
  pushStatus(statuses, llama.dayAgoStatus);
  for (const address of withoutChange) {
    const change = llama.values.get(address)?.value?.change24hPct ?? null;
    const quote = quotes.get(address);
    if (quote !== undefined && change !== null)
      quotes.set(address, { ...quote, change24hPct: change, changeSource: 'defillama' });
  }
  accept(llama.values, 'defillama');

  for (const address of unpriced()) {
    const rate = byAddress.get(address)?.exchangeRate ?? null;
    if (rate !== null && rate > 0)
      quotes.set(address, {
        priceUsd: rate,
        change24hPct: null,
        source: 'blockscout',
        changeSource: null,
      });
  }

  const searched = await dexSearchFillIn(deps, chain, unpriced(), fresh);
  pushStatus(statuses, searched.status);
  accept(searched.values, 'dex-search');

  for (const address of unpriced()) {
    const quote = stale.get(address);
    if (quote !== undefined) quotes.set(address, quote);
  }
  return native === undefined ? { quotes, statuses } : { quotes, statuses, native: await native };
}

function toQuote(price: PairPrice, source: string): PriceQuote {
  return {
    priceUsd: price.priceUsd,
    change24hPct: price.change24hPct,
    source,
    changeSource: price.change24hPct === null ? null : source,
  };
}

function pushStatus(statuses: SourceStatus[], status: SourceStatus | null): void {
  if (status !== null) statuses.push(status);
}
