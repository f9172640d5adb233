import { WORLD_NOW } from '../../world/clock';
import { priceAt } from '../../world/prices';
import { nearestRecord } from '../../world/priceHistory';
import type { World } from '../../world/world';
import type { RouteNames } from '../ids';
import { ok, type Route, type Upstream, type UpstreamRequest } from '../upstream';
import { resolveCoin, splitCoins, type LlamaCoin } from './coins';

/** The nearest record to `timestamp` within `width`, or undefined (the coin is then omitted). */
function record(
  coin: LlamaCoin,
  timestamp: number,
  width: number,
): { timestamp: number; price: number } | undefined {
  return nearestRecord(coin.key, coin, timestamp, width);
}

/** CloudFront's URL limit in bytes, measured here on the query string alone. */
const MAX_QUERY_LENGTH = 8_192;

function parseWidth(value: string | null, fallbackSeconds: number): number {
  const match = value === null ? null : /^(\d+)?\s*([mhdw])$/.exec(value.trim());
  if (match === null) return fallbackSeconds;
  const unit = { m: 60, h: 3_600, d: 86_400, w: 604_800 }[match[2] as 'm' | 'h' | 'd' | 'w'];
  return Number(match[1] ?? 1) * unit;
}

/**
 * The world is frozen at WORLD_NOW, but the gateway asks for "24 h ago" by its real clock. A
 * timestamp after the world's present is read as real time and moved back by the gap between
 * the two clocks, so the sandbox's present is whenever it runs.
 */
function worldTime(timestamp: number): number {
  return timestamp > WORLD_NOW
    ? timestamp - (Math.floor(Date.now() / 1000) - WORLD_NOW)
    : timestamp;
}

function priceEntry(coin: LlamaCoin, at: { timestamp: number; price: number }) {
  const base = {
    price: at.price,
    symbol: coin.symbol,
    timestamp: at.timestamp,
    confidence: coin.confidence,
  };
  return coin.decimals === undefined ? base : { decimals: coin.decimals, ...base };
}

/** `{coins:{…}}` keyed by the ids as requested (UPSTREAMS.md §5: "keys echo the requested spelling"). */
function pricesAt(world: World, request: UpstreamRequest, timestamp: number, defaultWidth: number) {
  const width = parseWidth(request.query.get('searchWidth'), defaultWidth);
  const coins: Record<string, unknown> = {};
  if (!request.empty) {
    for (const id of splitCoins(request.params.coins)) {
      const coin = resolveCoin(world, id);
      const at = coin === undefined ? undefined : record(coin, timestamp, width);
      if (coin !== undefined && at !== undefined) coins[id] = priceEntry(coin, at);
    }
  }
  return ok({ coins });
}

export function defillamaUpstream(world: World): Upstream {
  const routes: Route<RouteNames['defillama']>[] = [
    {
      // Default searchWidth 12h in current code (UPSTREAMS.md §5).
      name: 'prices/current',
      method: 'GET',
      template: 'prices/current/:coins',
      handle: (request) => pricesAt(world, request, WORLD_NOW, 12 * 3_600),
    },
    {
      name: 'prices/historical',
      method: 'GET',
      template: 'prices/historical/:timestamp/:coins',
      handle: (request) =>
        pricesAt(world, request, worldTime(Number(request.params.timestamp)), 6 * 3_600),
    },
    {
      // GET /percentage/{coins}?timestamp=&lookForward=&period= → {coins:{id: percent}}; default period one day.
      name: 'percentage',
      method: 'GET',
      template: 'percentage/:coins',
      handle(request) {
        const timestamp = Number(request.query.get('timestamp')) || WORLD_NOW;
        const period = parseWidth(request.query.get('period'), 86_400);
        const forward = request.query.get('lookForward') === 'true';
        const [from, to] = forward
          ? [timestamp, timestamp + period]
          : [timestamp - period, timestamp];
        const coins: Record<string, number> = {};
        if (!request.empty) {
          for (const id of splitCoins(request.params.coins)) {
            const coin = resolveCoin(world, id);
            if (coin !== undefined)
              coins[id] =
                ((priceAt(coin, WORLD_NOW, to) - priceAt(coin, WORLD_NOW, from)) /
                  priceAt(coin, WORLD_NOW, from)) *
                100;
          }
        }
        return ok({ coins });
      },
    },
    {
      // GET /batchHistorical?coins=<URL-encoded JSON {"id":[ts,…]}>&searchWidth=6h (defillama-batch-historical.json).
      name: 'batchHistorical',
      method: 'GET',
      template: 'batchHistorical',
      handle(request) {
        // The API sits behind CloudFront, which refuses URLs over 8,192 bytes: the one limit on
        // how much a batch may ask (getBatchHistoricalCoins.ts has none of its own).
        if (request.query.toString().length > MAX_QUERY_LENGTH)
          return { status: 414, body: { message: 'Request-URI Too Large' } };
        let wanted: Record<string, unknown>;
        try {
          wanted = JSON.parse(request.query.get('coins') ?? '{}') as Record<string, unknown>;
        } catch {
          return { status: 400, body: { message: 'invalid coins parameter' } };
        }
        if (Object.keys(wanted).length === 0)
          return { status: 400, body: { message: 'no coins queried' } };
        const width = parseWidth(request.query.get('searchWidth'), 6 * 3_600);
        const coins: Record<string, unknown> = {};
        for (const [id, stamps] of Object.entries(wanted)) {
          const coin = request.empty ? undefined : resolveCoin(world, id);
          if (coin === undefined || !Array.isArray(stamps)) continue;
          const prices = stamps.flatMap((stamp) => {
            const at = record(coin, Number(stamp), width);
            return at === undefined
              ? []
              : [{ timestamp: at.timestamp, price: at.price, confidence: coin.confidence }];
          });
          // A coin with no record near any timestamp is left out, as fetchDBData does.
          if (prices.length > 0) coins[id] = { symbol: coin.symbol, prices };
        }
        return ok({ coins });
      },
    },
  ];
  return {
    id: 'defillama',
    routes,
    notFound: () => ({ status: 404, body: { message: 'Not Found' } }),
    errorBody: (status) => ({
      message: status === 429 ? 'Too Many Requests' : 'Internal Server Error',
    }),
  };
}
