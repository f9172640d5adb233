import { z } from 'zod';
import type { HttpClient } from '../../http/httpClient';
import { parsePrice } from '../values';
import { GECKOTERMINAL_HEADERS, geckoTerminalHttp } from './schemas';
import type { TopPool } from './getTopPools';

/** The most candles one OHLCV request returns (its API guide: `limit` up to 1000). */
export const MAX_CANDLES_PER_REQUEST = 1000;

/** A day's candle, reduced to what a daily price reads: the day's start and its closing price. */
export interface DayClose {
  /** Unix seconds of the day's 00:00 UTC (the candle's own timestamp). */
  at: number;
  closeUsd: number;
}

/** `[timestamp, open, high, low, close, volume]`; one odd candle costs that candle. */
const candleSchema = z
  .tuple([z.number(), z.unknown(), z.unknown(), z.unknown(), z.union([z.number(), z.string()])])
  .rest(z.unknown());

const responseSchema = z
  .object({ data: z.object({ attributes: z.object({ ohlcv_list: z.array(z.unknown()) }) }) })
  .transform((body) => {
    const closes: DayClose[] = [];
    for (const raw of body.data.attributes.ohlcv_list) {
      const candle = candleSchema.safeParse(raw);
      const closeUsd = candle.success ? parsePrice(candle.data[4]) : null;
      if (candle.success && closeUsd !== null) closes.push({ at: candle.data[0], closeUsd });
    }
    // Newest first as GeckoTerminal sends them; oldest first for the reader.
    return closes.sort((a, b) => a.at - b.at);
  });

/**
 * GET /networks/{network}/pools/{pool}/ohlcv/day?currency=usd&token=base|quote: the `limit` daily
 * candles before `beforeTimestamp`, in USD, of the pool's side the token is. A day without a swap
 * has no candle (GeckoTerminal skips empty intervals), and the keyless API keeps about six months.
 */
export async function getDayCloses(
  http: HttpClient,
  input: {
    baseUrl: string;
    network: string;
    pool: TopPool;
    beforeTimestamp: number;
    limit: number;
  },
): Promise<DayClose[]> {
  if (input.limit < 1 || input.limit > MAX_CANDLES_PER_REQUEST) {
    throw new RangeError(
      `getDayCloses takes 1–${MAX_CANDLES_PER_REQUEST} candles, got ${input.limit}`,
    );
  }
  return http.json(
    {
      upstream: 'geckoterminal',
      url: `${input.baseUrl}/networks/${input.network}/pools/${input.pool.pool}/ohlcv/day`,
      searchParams: {
        limit: input.limit,
        before_timestamp: input.beforeTimestamp,
        currency: 'usd',
        token: input.pool.side,
      },
      headers: GECKOTERMINAL_HEADERS,
      describeStatus: geckoTerminalHttp,
    },
    responseSchema,
  );
}
