import type { HexChain } from '../../../../shared/src/chains';
import type { PriceDeps } from '../prices/priceDeps';
import { priceTokens } from '../prices/priceTokens';
import type { HexPriceLookup } from './stakingModel';
import { STAKING_NETWORKS } from './stakingNetworks';

/**
 * HEX's price from the price engine: PulseChain HEX and Ethereum eHEX are the same contract address
 * on different chains, so each is priced on its own chain (UPSTREAMS.md §8, §9), through the same
 * fallbacks and cache as holdings.
 */
export function hexPriceLookup(deps: PriceDeps): HexPriceLookup {
  return async (chain: HexChain, fresh: boolean) => {
    const { hexAddress, priceSymbol } = STAKING_NETWORKS[chain];
    const { quotes, statuses } = await priceTokens(
      deps,
      chain,
      [{ address: hexAddress, symbol: priceSymbol, exchangeRate: null }],
      { fresh },
    );
    return { priceUsd: quotes.get(hexAddress)?.priceUsd ?? null, statuses };
  };
}
