import type { RequestHandler } from 'express';
import { badInput, httpFailure } from '../errors/publicErrors';
import { sendFailure } from '../middleware/httpErrors';
import { BASE_CURRENCY, CURRENCIES, isCurrency } from '../../../shared/src/currencies';
import type { GatewayDeps } from '../deps';
import { fxQuote } from '../services/fx/fxQuote';
import { inCurrency } from '../services/fx/inCurrency';
import { tickerService } from '../services/ticker/tickerRegistry';
import { fxHeaders } from './csv/fxColumns';

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
    const currency =
      typeof request.query['vs_currency'] === 'string'
        ? request.query['vs_currency'].toUpperCase()
        : 'USD';
    if (!isCurrency(currency)) {
      sendFailure(
        request,
        response,
        badInput(`vs_currency must be one of: ${CURRENCIES.join(', ').toLowerCase()}.`),
      );
      return;
    }
    const idsParam = request.query['ids'];
    const ids =
      typeof idsParam === 'string' && idsParam.trim() !== ''
        ? new Set(idsParam.split(',').map((id) => id.trim().toLowerCase()))
        : undefined;
    try {
      const [items, quote] = await Promise.all([
        tickerService(deps).items(),
        fxQuote(deps, currency),
      ]);
      response.set(fxHeaders(quote.currency === BASE_CURRENCY ? undefined : quote)).json(
        items
          .filter((item) => ids === undefined || ids.has(item.id))
          .map((item) => ({
            id: item.id,
            symbol: item.symbol.toLowerCase(),
            name: item.name,
            current_price: inCurrency(item.priceUsd, quote.rate),
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
