import { z } from 'zod';
import type { HttpClient } from '../../http/httpClient';
import { parsePrice } from '../values';
import { defiLlamaHttp } from './schemas';

/**
 * CloudFront, in front of coins.llama.fi, refuses URLs over 8,192 bytes: the only bound on how
 * much one /batchHistorical may ask (UPSTREAMS.md §5; the API itself sets none). The query string
 * is kept a little under it, leaving room for the path and host.
 */
export const MAX_BATCH_QUERY_LENGTH = 8_000;

/** A record DefiLlama holds: its own time (not the one asked for) and the USD price then. */
export interface PriceRecord {
  timestamp: number;
  price: number;
}

const recordSchema = z.object({
  timestamp: z.number(),
  price: z.union([z.number(), z.string()]).nullable().optional(),
});

/**
 * `{coins: {<id>: {symbol, prices: [{timestamp, price, confidence}]}}}`, reduced to lowercased id
 * → the records with a positive price. A coin with no record near any asked time is absent, as
 * DefiLlama leaves it out; one malformed record costs that record only.
 */
const responseSchema = z
  .object({
    coins: z.record(z.string(), z.object({ prices: z.array(z.unknown()) }).passthrough()),
  })
  .transform((body) => {
    const records = new Map<string, PriceRecord[]>();
    for (const [id, coin] of Object.entries(body.coins)) {
      const list: PriceRecord[] = [];
      for (const raw of coin.prices) {
        const record = recordSchema.safeParse(raw);
        const price = record.success ? parsePrice(record.data.price) : null;
        if (record.success && price !== null)
          list.push({ timestamp: record.data.timestamp, price });
      }
      records.set(id.toLowerCase(), list);
    }
    return records;
  });

/** The query string of one batch: coins as URL-encoded JSON, and the search width. */
export function batchHistoricalQuery(
  coins: Readonly<Record<string, readonly number[]>>,
  searchWidth: string,
): string {
  return new URLSearchParams({ coins: JSON.stringify(coins), searchWidth }).toString();
}

/**
 * GET /batchHistorical?coins={"<id>":[unix seconds,…]}&searchWidth=…: for each coin and each
 * time asked, the record nearest to it within the width (UPSTREAMS.md §5). Callers keep
 * `batchHistoricalQuery` under MAX_BATCH_QUERY_LENGTH.
 */
export async function getBatchHistorical(
  http: HttpClient,
  input: {
    baseUrl: string;
    coins: Readonly<Record<string, readonly number[]>>;
    searchWidth: string;
  },
): Promise<Map<string, PriceRecord[]>> {
  return http.json(
    {
      upstream: 'defillama',
      url: `${input.baseUrl}/batchHistorical`,
      searchParams: { coins: JSON.stringify(input.coins), searchWidth: input.searchWidth },
      describeStatus: defiLlamaHttp,
    },
    responseSchema,
  );
}
