import DataLoader from 'dataloader';
import type { Address } from '../../../shared/src/addresses';
import type { ChainKey } from '../../../shared/src/chains';
import type { TokenListing } from '../services/balances/listTokens';
import { cachedListing, cachedNativeBalance } from '../services/holdings/cachedBalances';
import type { EngineDeps } from '../services/holdings/engineDeps';
import type { HoldingsFetchers, WithStatus } from '../services/holdings/fetchers';
import { nativePrice } from '../services/prices/nativePrice';
import type { PriceQuote, TokenToPrice } from '../services/prices/priceQuote';
import { priceTokens } from '../services/prices/priceTokens';

interface TokenKey {
  chain: ChainKey;
  token: TokenToPrice;
}

/**
 * One set of loaders per request and per `fresh` flag (STYLE.md habit 6): balances keyed by
 * chain + wallet, prices by chain + token. The price batch groups its keys by chain and hands each
 * group to the price engine, which chunks to each source's limit. Loaders never reject a key:
 * failures travel as statuses, so one bad token cannot sink the batch.
 */
export function createLoaders(deps: EngineDeps, fresh: boolean): HoldingsFetchers {
  const listing = new DataLoader<string, WithStatus<TokenListing>>((keys) => Promise.all(keys.map((key) => cachedListing(deps, ...splitKey(key), fresh))));
  const nativeBalance = new DataLoader<string, WithStatus<string>>((keys) => Promise.all(keys.map((key) => cachedNativeBalance(deps, ...splitKey(key), fresh))));
  const nativeQuote = new DataLoader<ChainKey, WithStatus<PriceQuote | null>>((chains) =>
    Promise.all(chains.map(async (chain) => {
      const result = await nativePrice(deps, chain, { fresh });
      return { value: result.quote, statuses: result.statuses };
    })),
  );
  const tokenQuote = new DataLoader<TokenKey, WithStatus<PriceQuote | null>, string>(
    async (keys) => {
      const byChain = new Map<ChainKey, TokenToPrice[]>();
      for (const { chain, token } of keys) byChain.set(chain, [...(byChain.get(chain) ?? []), token]);
      const results = new Map<ChainKey, Awaited<ReturnType<typeof priceTokens>>>();
      await Promise.all([...byChain].map(async ([chain, tokens]) => results.set(chain, await priceTokens(deps, chain, tokens, { fresh }))));
      return keys.map(({ chain, token }) => {
        const result = results.get(chain);
        return { value: result?.quotes.get(token.address) ?? null, statuses: result?.statuses ?? [] };
      });
    },
    { cacheKeyFn: ({ chain, token }) => `${chain}:${token.address}` },
  );

  return {
    listing: (chain, wallet) => listing.load(`${chain}:${wallet}`),
    nativeBalance: (chain, wallet) => nativeBalance.load(`${chain}:${wallet}`),
    tokenPrice: (chain, token) => tokenQuote.load({ chain, token }),
    nativePrice: (chain) => nativeQuote.load(chain),
  };
}

function splitKey(key: string): [ChainKey, Address] {
  const [chain, wallet] = key.split(':') as [ChainKey, Address];
  return [chain, wallet];
}
