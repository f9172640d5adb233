import type { RequestHandler } from 'express';
import { badInput, httpFailure } from '../errors/publicErrors';
import { sendFailure } from '../middleware/httpErrors';
import type { PriceDeps } from '../services/prices/priceDeps';
import { tickerService } from '../services/ticker/tickerRegistry';

/**
 * GET /api/freecrypto-proxy?vs_currency=usd&ids=bitcoin,ethereum (spec §7 "Market data"): the
 * spec's same-origin market-data call, kept as a thin twin of the `ticker` query. It answers from
 * the ticker's shared cache and never forwards anything to CoinGecko, so however it is called it
 * adds no upstream traffic; ids outside the 15 ticker coins are simply not in the answer.
 */
export function apiFreecryptoProxy(deps: PriceDeps): RequestHandler {
  return async (request, response) => {
    const currency =
      typeof request.query['vs_currency'] === 'string'
        ? request.query['vs_currency'].toLowerCase()
        : 'usd';
    if (currency !== 'usd') {
      sendFailure(request, response, badInput('Only vs_currency=usd is supported.'));
      return;
    }
    const idsParam = request.query['ids'];
    const ids =
      typeof idsParam === 'string' && idsParam.trim() !== ''
        ? new Set(idsParam.split(',').map((id) => id.trim().toLowerCase()))
        : undefined;
    try {
      const items = await tickerService(deps).items();
      response.json(
        items
          .filter((item) => ids === undefined || ids.has(item.id))
          .map((item) => ({
            id: item.id,
            symbol: item.symbol.toLowerCase(),
            name: item.name,
            current_price: item.priceUsd,
            price_change_percentage_24h: item.change24hPct,
            image: item.image,
          })),
      );
    } catch (error) {
      // The request's log line carries the unmasked error (gateway/src/logging/requestLogging.ts).
      response.err = error instanceof Error ? error : new Error(String(error));
      sendFailure(request, response, httpFailure(500, 'Internal server error.'));
    }
  };
}
