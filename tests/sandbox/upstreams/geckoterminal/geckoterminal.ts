import type { ChainKey } from '../../../../shared/src/chains';
import { DAY_SECONDS, WORLD_NOW } from '../../world/clock';
import type { DexPair } from '../../world/dexPairs';
import {
  DEX_HISTORY_DAYS,
  NETWORK_CHAINS,
  poolDayClose,
  topPool,
} from '../../world/dexPriceHistory';
import { TODAY } from '../../world/priceHistory';
import { plainDecimal } from '../../world/prices';
import type { WorldToken } from '../../world/types';
import type { World } from '../../world/world';
import type { RouteNames } from '../ids';
import { ok, type Route, type UpstreamRequest, type UpstreamResponse } from '../upstream';

/** The keyless API's documented limits (UPSTREAMS.md §8b). */
export const GECKOTERMINAL_PER_MINUTE = 30;
const MAX_ADDRESSES = 30;
const MAX_CANDLES = 1000;
const DEFAULT_CANDLES = 100;

/** JSON:API errors, as GeckoTerminal's guide documents them (geckoterminal-errors.json). */
const errors = (status: number, title: string): UpstreamResponse => ({
  status,
  body: { errors: [{ status: String(status), title }] },
});
const RATE_LIMITED = { status: '429', error: 'Rate Limited' };

const idOf = (network: string, address: string) => `${network}_${address.toLowerCase()}`;

function poolJson(network: string, pair: DexPair) {
  return {
    id: idOf(network, pair.pairAddress),
    type: 'pool',
    attributes: {
      base_token_price_usd: plainDecimal(pair.priceUsd),
      quote_token_price_usd: plainDecimal(pair.priceUsd / pair.priceNative),
      base_token_price_quote_token: plainDecimal(pair.priceNative),
      address: pair.pairAddress.toLowerCase(),
      name: `${pair.base.symbol} / ${pair.quote.symbol}`,
      pool_created_at: new Date(pair.pairCreatedAt).toISOString().replace('.000', ''),
      reserve_in_usd: plainDecimal(pair.liquidityUsd),
      volume_usd: { h24: plainDecimal(pair.volumeH24) },
    },
    relationships: {
      base_token: { data: { id: idOf(network, pair.base.address), type: 'token' } },
      quote_token: { data: { id: idOf(network, pair.quote.address), type: 'token' } },
      dex: { data: { id: pair.dexId, type: 'dex' } },
    },
  };
}

function tokenJson(network: string, token: WorldToken, pool: DexPair | undefined) {
  return {
    id: idOf(network, token.address),
    type: 'token',
    attributes: {
      address: token.address,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      price_usd: token.quotes.dexscreener === null ? null : plainDecimal(token.quotes.dexscreener),
    },
    relationships: {
      top_pools: {
        data: pool === undefined ? [] : [{ id: idOf(network, pool.pairAddress), type: 'pool' }],
      },
    },
  };
}

/**
 * GeckoTerminal's public API (v2) over the world's DEX pairs and their daily closes
 * (world/dexPriceHistory.ts): /tokens/multi with top_pools, a token's pools, and a pool's daily
 * OHLCV in USD for either side, newest first, a quiet day skipped, nothing older than the keyless
 * depth. More than `perMinute` calls in any minute are refused with 429, as the real API does.
 */
export function geckoTerminalUpstream(world: World, perMinute = GECKOTERMINAL_PER_MINUTE) {
  const recent: number[] = [];
  /** True when this call is over the rate: the calls of the last minute, this one included. */
  const overRate = () => {
    const now = Date.now();
    while (recent.length > 0 && (recent[0] ?? now) <= now - 60_000) recent.shift();
    if (recent.length >= perMinute) return true;
    recent.push(now);
    return false;
  };
  const chainOf = (request: UpstreamRequest): ChainKey | undefined =>
    NETWORK_CHAINS.get(request.params.network ?? '');
  const limited =
    (handle: (request: UpstreamRequest, chain: ChainKey, network: string) => UpstreamResponse) =>
    (request: UpstreamRequest): UpstreamResponse => {
      if (overRate()) return { status: 429, body: RATE_LIMITED };
      const chain = chainOf(request);
      if (chain === undefined) return errors(404, 'Not Found');
      return handle(request, chain, request.params.network ?? '');
    };
  const routes: Route<RouteNames['geckoterminal']>[] = [
    {
      name: 'api/v2/networks/tokens/multi',
      method: 'GET',
      template: 'api/v2/networks/:network/tokens/multi/:addresses',
      handle: limited((request, chain, network) => {
        const addresses = (request.params.addresses ?? '').split(',').filter((a) => a !== '');
        if (addresses.length > MAX_ADDRESSES)
          return errors(400, 'Exceeded maximum number of addresses');
        const withPools = request.query.get('include')?.split(',').includes('top_pools') === true;
        const tokens = request.empty
          ? []
          : addresses.flatMap((address) => world.token(chain, address) ?? []);
        const found = tokens
          .filter((token) => token.quotes.dexscreener !== null)
          .map((token) => ({ token, pool: topPool(world, chain, token.address) }));
        const pools = new Map(
          found.flatMap(({ pool }) =>
            pool === undefined ? [] : [[pool.pairAddress, pool] as const],
          ),
        );
        return ok({
          data: found.map(({ token, pool }) => tokenJson(network, token, pool)),
          ...(withPools
            ? { included: [...pools.values()].map((pool) => poolJson(network, pool)) }
            : {}),
        });
      }),
    },
    {
      name: 'api/v2/networks/tokens/pools',
      method: 'GET',
      template: 'api/v2/networks/:network/tokens/:address/pools',
      handle: limited((request, chain, network) => {
        const token = world.token(chain, request.params.address ?? '');
        if (token === undefined || token.quotes.dexscreener === null)
          return errors(404, 'Not Found');
        const pools = request.empty
          ? []
          : world
              .dexPairsOf(token.address)
              .filter((pair) => pair.chain === chain && !pair.junk)
              .sort((a, b) => b.liquidityUsd - a.liquidityUsd);
        return ok({ data: pools.map((pool) => poolJson(network, pool)) });
      }),
    },
    {
      name: 'api/v2/networks/pools/ohlcv',
      method: 'GET',
      template: 'api/v2/networks/:network/pools/:pool/ohlcv/:timeframe',
      handle: limited((request, chain) => ohlcv(world, request, chain)),
    },
  ];
  return {
    id: 'geckoterminal',
    routes,
    notFound: () => errors(404, 'Not Found'),
    errorBody: (status: number) =>
      status === 429
        ? RATE_LIMITED
        : { errors: [{ status: String(status), title: 'Internal Server Error' }] },
  };
}

/** A pool's daily candles for one side, newest first (geckoterminal-pool-ohlcv-day.json). */
function ohlcv(world: World, request: UpstreamRequest, chain: ChainKey): UpstreamResponse {
  const address = (request.params.pool ?? '').toLowerCase();
  const pair = world
    .dexPairs()
    .find(
      (candidate) => candidate.chain === chain && candidate.pairAddress.toLowerCase() === address,
    );
  if (pair === undefined) return errors(404, 'Not Found');
  // The sandbox serves daily candles only: the gateway reads nothing finer.
  if (request.params.timeframe !== 'day' || (request.query.get('aggregate') ?? '1') !== '1')
    return errors(400, 'Invalid timeframe');
  if ((request.query.get('currency') ?? 'usd') !== 'usd') return errors(400, 'Invalid currency');
  const sideOf = request.query.get('token') ?? 'base';
  const side =
    sideOf === 'base' || sideOf.toLowerCase() === pair.base.address.toLowerCase()
      ? pair.base
      : sideOf === 'quote' || sideOf.toLowerCase() === pair.quote.address.toLowerCase()
        ? pair.quote
        : undefined;
  if (side === undefined) return errors(400, 'Provided token is invalid');
  const token = world.token(chain, side.address);
  const limit = Number(request.query.get('limit') ?? DEFAULT_CANDLES);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CANDLES)
    return errors(400, 'Invalid limit');
  const before = Number(request.query.get('before_timestamp') ?? WORLD_NOW + 1);
  const list: number[][] = [];
  if (token !== undefined && !request.empty) {
    // Today's candle, still open, closes at the price now.
    const now = token.quotes.dexscreener;
    if (now !== null && TODAY * DAY_SECONDS < before) list.push(candle(TODAY, now, now));
    for (let day = TODAY - 1; day >= TODAY - DEX_HISTORY_DAYS && list.length < limit; day--) {
      if (day * DAY_SECONDS >= before) continue;
      const close = poolDayClose(pair, token, day);
      if (close === null) continue;
      list.push(candle(day, poolDayClose(pair, token, day - 1) ?? close, close));
    }
  }
  return ok({
    data: {
      id: `sandbox-${address}-${sideOf}`,
      type: 'ohlcv_request_response',
      attributes: { ohlcv_list: list.slice(0, limit) },
    },
    meta: {
      base: {
        address: pair.base.address.toLowerCase(),
        name: pair.base.name,
        symbol: pair.base.symbol,
      },
      quote: {
        address: pair.quote.address.toLowerCase(),
        name: pair.quote.name,
        symbol: pair.quote.symbol,
      },
    },
  });
}

/** `[start, open, high, low, close, volume]`: opens where the day before closed. */
function candle(day: number, open: number, close: number): number[] {
  return [day * DAY_SECONDS, open, Math.max(open, close), Math.min(open, close), close, 0];
}
