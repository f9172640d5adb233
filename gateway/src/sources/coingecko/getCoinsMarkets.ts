import { z } from 'zod';
import type { HttpClient } from '../../http/httpClient';
import { parseRows, rowList } from '../rows';
import { lenientNumber, lenientString } from '../values';

/**
 * The fields of a /coins/markets item the ticker reads (coingecko-coins-markets.json; UPSTREAMS.md
 * §6). Only the identity is required; every other field is read on its own (values.ts lenient*),
 * so a coin whose 24 h change comes as a string or null still shows with its price.
 */
const itemSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  name: lenientString,
  image: lenientString,
  current_price: lenientNumber,
  price_change_percentage_24h: lenientNumber,
  price_change_percentage_24h_in_currency: lenientNumber,
});

// Coins are validated one by one (sources/rows.ts): one odd coin costs that coin, not the ticker.
const responseSchema = rowList.transform((rows) => parseRows(rows, itemSchema).rows);

export interface MarketCoin {
  id: string;
  symbol: string;
  name: string | null;
  image: string | null;
  /** Null when CoinGecko has no current price (the field is nullable). */
  priceUsd: number | null;
  change24hPct: number | null;
}

export interface CoinsMarketsInput {
  /** CoinGecko's API root, e.g. https://api.coingecko.com/api/v3. */
  baseUrl: string;
  ids: readonly string[];
  /** Demo key, sent as the x-cg-demo-api-key header (UPSTREAMS.md §6), never in the URL. */
  apiKey?: string | undefined;
}

/** Spec §7 "Market data": timeout 10 s. */
const COINGECKO_TIMEOUT_MS = 10_000;

/**
 * GET /coins/markets with the spec §7 query: vs_currency=usd, ids, order=market_cap_desc,
 * per_page=15, page=1, sparkline=false, price_change_percentage=24h. The 24h change is read from
 * price_change_percentage_24h_in_currency, falling back to price_change_percentage_24h.
 */
export async function getCoinsMarkets(
  http: HttpClient,
  input: CoinsMarketsInput,
): Promise<MarketCoin[]> {
  const rows = await http.json(
    {
      upstream: 'coingecko',
      url: `${input.baseUrl}/coins/markets`,
      searchParams: {
        vs_currency: 'usd',
        ids: input.ids.join(','),
        order: 'market_cap_desc',
        per_page: 15,
        page: 1,
        sparkline: 'false',
        price_change_percentage: '24h',
      },
      ...(input.apiKey === undefined ? {} : { headers: { 'x-cg-demo-api-key': input.apiKey } }),
      timeoutMs: COINGECKO_TIMEOUT_MS,
    },
    responseSchema,
  );
  return rows.map((row) => ({
    id: row.id,
    symbol: row.symbol,
    name: row.name,
    image: row.image,
    priceUsd: finitePositive(row.current_price),
    change24hPct: row.price_change_percentage_24h_in_currency ?? row.price_change_percentage_24h,
  }));
}

function finitePositive(value: number | null): number | null {
  return value !== null && value > 0 ? value : null;
}
