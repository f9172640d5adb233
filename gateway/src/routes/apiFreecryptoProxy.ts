import type { RequestHandler } from 'express';
import { z } from 'zod';
import { BadInputError } from '../errors/errors';
import { httpFailure, publicFailureOf } from '../errors/publicErrors';
import { sendFailure } from '../middleware/httpErrors';
import { BASE_CURRENCY, CURRENCIES, isCurrency } from '../../../shared/src/currencies';
import type { GatewayDeps } from '../deps';
import { fxQuote } from '../services/fx/fxQuote';
import { inCurrency } from '../services/fx/inCurrency';
import { tickerService } from '../services/ticker/tickerRegistry';
import { fxHeaders } from './csv/fxColumns';
import type { MarketCoins } from './answerSchemas';
import { parseQuery } from './queryParams';

export const marketDataQuery = z.object({
  vs_currency: z
    .string()
    .meta({ enum: CURRENCIES.map((code) => code.toLowerCase()), default: 'usd' })
    .optional()
    .transform((word = 'usd') => {
      const currency = word.toUpperCase();
      if (!isCurrency(currency))
        throw new BadInputError(
          `vs_currency must be one of: ${CURRENCIES.join(', ').toLowerCase()}.`,
        );
      return currency;
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
 * `vs_currency` is any of the Currency enum's codes, as CoinGecko spells them (eur): prices other
 * than USD are converted at the one current rate (fxQuote.ts), a price with no rate is null, and
 * X-Kinko-Fx says which rate it was.
 */
export function apiFreecryptoProxy(deps: GatewayDeps): RequestHandler {
  return async (request, response) => {
    try {
      const { vs_currency: currency, ids } = parseQuery(marketDataQuery, request.query);
      const [items, quote] = await Promise.all([
        tickerService(deps).items(),
        fxQuote(deps, currency),
      ]);
      const answer: z.input<typeof MarketCoins> = items
        .filter((item) => ids === undefined || ids.has(item.id))
        .map((item) => ({
          id: item.id,
          symbol: item.symbol.toLowerCase(),
          name: item.name,
          current_price: inCurrency(item.priceUsd, quote.rate),
          price_change_percentage_24h: item.change24hPct,
          image: item.image,
        }));
      response.set(fxHeaders(quote.currency === BASE_CURRENCY ? undefined : quote)).json(answer);
    } catch (error) {
      const failure = publicFailureOf(error);
      if (failure === undefined)
        // The request's log line carries the unmasked error (gateway/src/logging/requestLogging.ts).
        response.err = error instanceof Error ? error : new Error(String(error));
      sendFailure(request, response, failure ?? httpFailure(500, 'Internal server error.'));
    }
  };
}
