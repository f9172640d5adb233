import { MARKET_COINS, type MarketCoin } from '../../world/ticker';
import type { RouteNames } from '../ids';
import { ok, type Route, type Upstream } from '../upstream';
import { marketJson, withOddFields } from './marketJson';

const ORDERS: Readonly<Record<string, (a: MarketCoin, b: MarketCoin) => number>> = {
  market_cap_desc: (a, b) => a.marketCapRank - b.marketCapRank,
  market_cap_asc: (a, b) => b.marketCapRank - a.marketCapRank,
  volume_desc: (a, b) => a.marketCapRank - b.marketCapRank,
  volume_asc: (a, b) => b.marketCapRank - a.marketCapRank,
  id_asc: (a, b) => a.id.localeCompare(b.id),
  id_desc: (a, b) => b.id.localeCompare(a.id),
};

/** The timeframes price_change_percentage accepts (UPSTREAMS.md §6). */
const TIMEFRAMES = ['1h', '24h', '7d', '14d', '30d', '200d', '1y'];

const listParam = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');

const error = (status: number, message: string) => ({ status, body: { error: message } });

/** CoinGecko's public API v3, the coins the world's ticker needs (UPSTREAMS.md §6). Ids outside /coins/markets are simply absent. */
export function coingeckoUpstream(): Upstream {
  const inMarkets = MARKET_COINS.filter((coin) => coin.inMarkets);
  const routes: Route<RouteNames['coingecko']>[] = [
    {
      name: 'api/v3/coins/markets',
      method: 'GET',
      template: 'api/v3/coins/markets',
      handle(request) {
        const query = request.query;
        const currency = query.get('vs_currency');
        if (currency === null || currency === '')
          return error(400, 'Missing parameter vs_currency');
        if (currency.toLowerCase() !== 'usd') return error(400, 'invalid vs_currency');
        const order = ORDERS[query.get('order') ?? 'market_cap_desc'];
        if (order === undefined) return error(400, 'invalid order');
        const perPage = Number(query.get('per_page') ?? 100);
        const page = Number(query.get('page') ?? 1);
        if (
          !Number.isInteger(perPage) ||
          perPage < 1 ||
          perPage > 250 ||
          !Number.isInteger(page) ||
          page < 1
        )
          return error(400, 'invalid per_page or page');
        const ids = listParam(query.get('ids'));
        const timeframes = listParam(query.get('price_change_percentage')).filter((frame) =>
          TIMEFRAMES.includes(frame),
        );
        const sparkline = query.get('sparkline') === 'true';
        const coins = request.empty
          ? []
          : inMarkets.filter((coin) => ids.length === 0 || ids.includes(coin.id)).sort(order);
        const items = coins
          .slice((page - 1) * perPage, page * perPage)
          .map((coin) => marketJson(coin, timeframes, sparkline));
        return ok(request.quirks.has('odd-market-fields') ? withOddFields(items) : items);
      },
    },
    {
      // simple/price?ids=ethereum&vs_currencies=usd → {"ethereum":{"usd":…}} (UPSTREAMS.md "Keyless defaults", ETH price).
      name: 'api/v3/simple/price',
      method: 'GET',
      template: 'api/v3/simple/price',
      handle(request) {
        const ids = listParam(request.query.get('ids'));
        if (ids.length === 0) return error(400, 'Missing parameter ids');
        const withChange = request.query.get('include_24hr_change') === 'true';
        const wantsUsd = listParam(request.query.get('vs_currencies')).includes('usd');
        const body: Record<string, Record<string, number>> = {};
        for (const coin of request.empty
          ? []
          : inMarkets.filter((candidate) => ids.includes(candidate.id))) {
          body[coin.id] = !wantsUsd
            ? {}
            : withChange
              ? { usd: coin.priceUsd, usd_24h_change: coin.change24hPct }
              : { usd: coin.priceUsd };
        }
        return ok(body);
      },
    },
  ];
  return {
    id: 'coingecko',
    routes,
    notFound: () =>
      error(404, 'Incorrect path. Please check https://www.coingecko.com/api/documentation'),
    errorBody: (status) =>
      status === 429
        ? {
            status: {
              error_code: 429,
              error_message:
                "You've exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits.",
            },
          }
        : { error: 'Internal Server Error' },
  };
}
