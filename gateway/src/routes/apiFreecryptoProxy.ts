import type { RequestHandler } from 'express';
import { z } from 'zod';
import { BadInputError } from '../errors/errors';
import { httpFailure, publicFailureOf } from '../errors/publicErrors';
import { sendFailure } from '../middleware/httpErrors';
import type { PriceDeps } from '../services/prices/priceDeps';
import { tickerService } from '../services/ticker/tickerRegistry';
import type { MarketCoins } from './answerSchemas';
import { parseQuery } from './queryParams';

export const marketDataQuery = z.object({
  vs_currency: z
    .string()
    .meta({ enum: ['usd'], default: 'usd' })
    .optional()
    .transform((word = 'usd') => {
      if (word.toLowerCase() !== 'usd')
        throw new BadInputError('Only vs_currency=usd is supported.');
      return 'usd';
    }),
  ids: z
    .string()
    .meta({ description: 'Coin ids, comma-separated (bitcoin,ethereum,…); all 15 when absent.' })
    .optional()
    .transform((list) => {
      const ids = (list ?? '')
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter((id) => id !== '');
      return ids.length === 0 ? undefined : new Set(ids);
    }),
});

/**
 * GET /api/freecrypto-proxy?vs_currency=usd&ids=bitcoin,ethereum (spec §7 "Market data"): the
 * spec's same-origin market-data call, kept as a thin twin of the `ticker` query. It answers from
 * the ticker's shared cache and never forwards anything to CoinGecko, so however it is called it
 * adds no upstream traffic; ids outside the 15 ticker coins are simply not in the answer.
 */
export function apiFreecryptoProxy(deps: PriceDeps): RequestHandler {
  return async (request, response) => {
    try {
      const { ids } = parseQuery(marketDataQuery, request.query);
      const items = await tickerService(deps).items();
      const answer: z.input<typeof MarketCoins> = items
        .filter((item) => ids === undefined || ids.has(item.id))
        .map((item) => ({
          id: item.id,
          symbol: item.symbol.toLowerCase(),
          name: item.name,
          current_price: item.priceUsd,
          price_change_percentage_24h: item.change24hPct,
          image: item.image,
        }));
      response.json(answer);
    } catch (error) {
      const failure = publicFailureOf(error);
      if (failure === undefined)
        // The request's log line carries the unmasked error (gateway/src/logging/requestLogging.ts).
        response.err = error instanceof Error ? error : new Error(String(error));
      sendFailure(request, response, failure ?? httpFailure(500, 'Internal server error.'));
    }
  };
}
