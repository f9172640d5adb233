import type { BlockscoutChain } from './blockscout/dialect';

/** Every upstream the sandbox serves; each id is also its URL path prefix ("/blockscout/pulse"). */
export type UpstreamId =
  | `blockscout/${BlockscoutChain}`
  | 'dexscreener'
  | 'defillama'
  | 'geckoterminal'
  | 'coingecko'
  | 'frankfurter'
  | 'etherscan'
  | 'bsc-indexer'
  /** The image CDNs' files (tests/sandbox/images.ts): not an API, only counted. */
  | 'images';

/**
 * Route names per upstream, as counters and faults name them: the path with its variable parts
 * dropped, plus module/action for the classic APIs.
 */
export interface RouteNames {
  blockscout:
    | 'api/v2/addresses/token-balances'
    | 'api/v2/addresses/tokens'
    | 'api/v2/addresses/transactions'
    | 'api/v2/addresses/token-transfers'
    | 'api/v2/addresses/coin-balance-history-by-day'
    | 'api/v2/addresses'
    | 'api/v2/tokens'
    | 'api/v2/stats'
    | 'api/account/balance'
    | 'api/account/balancemulti'
    | 'api/account/tokenlist'
    | 'api/account/txlist'
    | 'api/account/tokentx'
    | 'api/stats/coinprice'
    | 'api/v1/graphql'
    | 'api/unknown';
  dexscreener:
    'latest/dex/tokens' | 'latest/dex/search' | 'latest/dex/pairs' | 'tokens/v1' | 'token-pairs/v1';
  defillama: 'prices/current' | 'prices/historical' | 'percentage' | 'batchHistorical';
  geckoterminal:
    'api/v2/networks/tokens/multi' | 'api/v2/networks/tokens/pools' | 'api/v2/networks/pools/ohlcv';
  coingecko: 'api/v3/coins/markets' | 'api/v3/simple/price';
  frankfurter: 'v1/latest' | 'v1/history';
  etherscan:
    | 'v2/api/account/balance'
    | 'v2/api/account/balancemulti'
    | 'v2/api/account/tokenbalance'
    | 'v2/api/account/txlist'
    | 'v2/api/account/tokentx'
    | 'v2/api/unknown'
    | 'api';
  images: 'image';
  'bsc-indexer':
    | 'addresses/token-balances'
    | 'addresses/tokens'
    | 'accounts/token-balances'
    | 'account/token-balances';
}

export type RouteOf<U extends UpstreamId> = U extends `blockscout/${string}`
  ? RouteNames['blockscout']
  : U extends keyof RouteNames
    ? RouteNames[U]
    : never;

/** Requests that matched no route are counted under this name. */
export const UNMATCHED = '(unmatched)';
