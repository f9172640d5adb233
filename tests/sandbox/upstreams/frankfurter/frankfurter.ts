import { FX_CURRENCIES, fxRatesOn, latestFxDay } from '../../world/fxRates';
import type { RouteNames } from '../ids';
import { ok, type Route, type Upstream, type UpstreamRequest } from '../upstream';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const error = (status: number, message: string) => ({ status, body: { message } });

/**
 * Frankfurter's v1 API (frankfurter.dev/v1) over the world's rates: /latest, /{date} (the last
 * working day on or before it) and /{from}..{to} (one entry per working day), each with `base`
 * and `symbols`. Only base=USD is served: the gateway asks nothing else.
 */
export function frankfurterUpstream(): Upstream {
  const routes: Route<RouteNames['frankfurter']>[] = [
    {
      name: 'v1/latest',
      method: 'GET',
      template: 'v1/latest',
      handle: (request) => answerDay(request, latestFxDay()),
    },
    {
      name: 'v1/history',
      method: 'GET',
      template: 'v1/:when',
      handle(request) {
        const when = request.params.when ?? '';
        const [from, to] = when.split('..');
        if (from !== undefined && to !== undefined) return answerRange(request, from, to);
        if (!DAY.test(when)) return error(404, 'not found');
        return answerDay(request, when);
      },
    },
  ];
  return {
    id: 'frankfurter',
    routes,
    notFound: () => error(404, 'not found'),
    errorBody: (status) => ({ message: status === 429 ? 'too many requests' : 'server error' }),
  };
}

function symbolsOf(request: UpstreamRequest): string[] | { status: number; body: unknown } {
  const base = (request.query.get('base') ?? 'EUR').toUpperCase();
  if (base !== 'USD') return error(422, 'the sandbox serves base=USD only');
  const asked = (request.query.get('symbols') ?? '')
    .split(',')
    .map((symbol) => symbol.trim().toUpperCase())
    .filter((symbol) => symbol !== '');
  if (asked.some((symbol) => !FX_CURRENCIES.some((known) => known === symbol)))
    return error(404, 'not found');
  return asked.length === 0 ? [...FX_CURRENCIES] : asked;
}

const pick = (rates: Record<string, number>, symbols: readonly string[]) =>
  Object.fromEntries(symbols.map((symbol) => [symbol, rates[symbol] as number]));

function answerDay(request: UpstreamRequest, day: string) {
  const symbols = symbolsOf(request);
  if (!Array.isArray(symbols)) return symbols;
  let date = day > latestFxDay() ? latestFxDay() : day;
  let rates = fxRatesOn(date);
  while (rates === undefined) {
    date = shiftDay(date, -1);
    rates = fxRatesOn(date);
  }
  return ok({ amount: 1.0, base: 'USD', date, rates: pick(rates, symbols) });
}

function answerRange(request: UpstreamRequest, from: string, to: string) {
  if (!DAY.test(from) || !(to === '' || DAY.test(to))) return error(404, 'not found');
  const symbols = symbolsOf(request);
  if (!Array.isArray(symbols)) return symbols;
  const last = to === '' || to > latestFxDay() ? latestFxDay() : to;
  const rates: Record<string, Record<string, number>> = {};
  for (let day = from; day <= last; day = shiftDay(day, 1)) {
    const fixed = fxRatesOn(day);
    if (fixed !== undefined) rates[day] = pick(fixed, symbols);
  }
  const days = Object.keys(rates);
  return ok({
    amount: 1.0,
    base: 'USD',
    start_date: days[0] ?? from,
    end_date: days.at(-1) ?? last,
    rates,
  });
}

function shiftDay(day: string, by: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
}
