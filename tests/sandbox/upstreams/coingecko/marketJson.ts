import type { MarketCoin } from '../../world/ticker';
import { WORLD_NOW } from '../../world/clock';

const LAST_UPDATED = new Date((WORLD_NOW - 45) * 1000).toISOString();

const round = (value: number, digits = 8) => Number(value.toPrecision(digits));

/** A /coins/markets item (coingecko-coins-markets.json), plus the requested `price_change_percentage_<tf>_in_currency`. */
export function marketJson(
  coin: MarketCoin,
  timeframes: readonly string[],
  sparkline: boolean,
): Record<string, unknown> {
  const price = coin.priceUsd;
  const marketCap = Math.round(price * coin.circulatingSupply);
  const change = price - coin.price24hAgoUsd;
  const json: Record<string, unknown> = {
    id: coin.id,
    symbol: coin.symbol,
    name: coin.name,
    image: `https://coin-images.coingecko.com/coins/images/${coin.marketCapRank}/large/${coin.id}.png`,
    current_price: price,
    market_cap: marketCap,
    market_cap_rank: coin.marketCapRank,
    fully_diluted_valuation: marketCap,
    total_volume: Math.round(marketCap * 0.031),
    high_24h: round(Math.max(price, coin.price24hAgoUsd) * 1.012, 6),
    low_24h: round(Math.min(price, coin.price24hAgoUsd) * 0.988, 6),
    price_change_24h: round(change, 6),
    price_change_percentage_24h: coin.change24hPct,
    market_cap_change_24h: Math.round(change * coin.circulatingSupply),
    market_cap_change_percentage_24h: coin.change24hPct,
    circulating_supply: coin.circulatingSupply,
    total_supply: coin.circulatingSupply,
    max_supply: coin.id === 'bitcoin' ? 21_000_000 : null,
    ath: round(price * 2.7, 6),
    ath_change_percentage: -62.96,
    ath_date: '2025-08-14T00:37:02.582Z',
    atl: round(price * 0.05, 6),
    atl_change_percentage: 1900.0,
    atl_date: '2023-06-10T00:00:00.000Z',
    roi: null,
    last_updated: LAST_UPDATED,
  };
  if (sparkline)
    json.sparkline_in_7d = {
      price: Array.from({ length: 168 }, (_, hour) =>
        round(coin.price24hAgoUsd + ((price - coin.price24hAgoUsd) * hour) / 167, 6),
      ),
    };
  for (const frame of timeframes)
    json[`price_change_percentage_${frame}_in_currency`] =
      frame === '24h' ? coin.change24hPct : round(coin.change24hPct * 1.7, 4);
  return json;
}

/**
 * The `odd-market-fields` quirk (faults/fault.ts): every other item's `price_change_percentage_24h`
 * as a string, and the first item's 24 h change unknown (null, no `…_in_currency`).
 */
export function withOddFields(items: Record<string, unknown>[]): Record<string, unknown>[] {
  return items.map((item, index) => {
    if (index === 0) {
      const { price_change_percentage_24h_in_currency: _dropped, ...rest } = item;
      return { ...rest, price_change_percentage_24h: null };
    }
    return index % 2 === 1
      ? { ...item, price_change_percentage_24h: String(item.price_change_percentage_24h) }
      : item;
  });
}
