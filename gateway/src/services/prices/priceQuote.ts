import type { Address } from '../../../../shared/src/addresses';

/**
 * One token's USD price and where it came from (spec §3 "Price result"; DESIGN.md: every holding
 * carries priceSource and changeSource). Tokens: stablecoin (Ethereum stables at 1 USD),
 * dexscreener, defillama, dex-search (PulseChain fill-in), blockscout (the explorer's
 * exchange_rate). Native coins: dex(wpls)/dex(weth)/dex(wbnb)/dex(wpol), dex-search, defillama,
 * blockscout-stats, blockscout-coinprice. "none" is represented by no quote at all.
 */
export interface PriceQuote {
  priceUsd: number;
  change24hPct: number | null;
  source: string;
  changeSource: string | null;
}

/** What the price engine needs to know about a token to price it. */
export interface TokenToPrice {
  address: Address;
  symbol: string | null;
  /** The explorer's exchange_rate, when the listing carried one: the last price fallback (spec §4). */
  exchangeRate: number | null;
}
