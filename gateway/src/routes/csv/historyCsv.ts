import { z } from 'zod';
import { createContext } from '../../context';
import type { GatewayDeps } from '../../deps';
import {
  HISTORY_RANGES,
  portfolioHistory,
  type HistoryPoint,
} from '../../services/history/portfolioHistory';
import { numberColumn, textColumn, type CsvColumn } from './csvWriter';
import {
  chainsParam,
  currencyParam,
  enumWordParam,
  freshParam,
  walletsParam,
} from '../queryParams';
import { csvRoute, datedFilename } from './csvRoute';
import { fxHeaders } from './fxColumns';
import { fxDayRates } from '../../services/fx/fxDayRates';
import { inCurrency } from '../../services/fx/inCurrency';

export const historyCsvQuery = z.object({
  wallets: walletsParam,
  chains: chainsParam,
  // week, month (the default, as in GraphQL), year or all, any case.
  range: enumWordParam('range', HISTORY_RANGES, 'MONTH'),
  fresh: freshParam,
  currency: currencyParam,
});

/**
 * GET /api/history.csv?wallets=&chains=&range=&fresh=&currency=: the `portfolioHistory` points, oldest
 * first, one row a UTC day — date, the day's close (now for today), the priced total, the
 * coverage, and one USD column per chain read. A chain left out of the history (no source could
 * read it) has no column, and its reason goes to X-Kinko-Partial like every failed source's; its
 * share lowers the coverage. With no chain read there are no points, and so a 502.
 */
export function historyCsv(deps: GatewayDeps) {
  return csvRoute(historyCsvQuery, async ({ wallets, chains, range, fresh, currency }) => {
    const history = await portfolioHistory(deps, createContext(deps).loaders(fresh), {
      wallets,
      chains,
      range,
      fresh,
    });
    const shown = history.points.at(-1)?.chains.map((entry) => entry.chain) ?? [];
    const dayOf = (point: HistoryPoint) => new Date(point.at * 1000).toISOString().slice(0, 10);
    const first = history.points[0];
    const last = history.points.at(-1);
    const rates =
      currency === undefined || first === undefined || last === undefined
        ? undefined
        : await fxDayRates(deps, currency, { from: dayOf(first), to: dayOf(last) });
    const columns: CsvColumn<HistoryPoint>[] = [
      textColumn('date', dayOf),
      textColumn('at', (point) => new Date(point.at * 1000).toISOString()),
      numberColumn('totalUsd', (point) => point.totalUsd),
      numberColumn('coverage', (point) => point.coverage),
      ...shown.map((chain) =>
        numberColumn<HistoryPoint>(
          `${chain}Usd`,
          (point) => point.chains.find((entry) => entry.chain === chain)?.valueUsd ?? null,
        ),
      ),
      // With `currency`: each day at its own ECB fixing (fxDayRates), total = totalUsd × fxRate.
      ...(rates === undefined
        ? []
        : [
            textColumn<HistoryPoint>('currency', () => rates.quote.currency),
            numberColumn<HistoryPoint>('total', (point) =>
              inCurrency(point.totalUsd, rates.rateOn(dayOf(point)).rate),
            ),
            numberColumn<HistoryPoint>('fxRate', (point) => rates.rateOn(dayOf(point)).rate),
            textColumn<HistoryPoint>('fxAsOf', (point) => rates.rateOn(dayOf(point)).asOf),
          ]),
    ];
    return {
      headers: fxHeaders(rates?.quote),
      filename: datedFilename('history', new Date(deps.now())),
      columns,
      rows: history.points,
      statuses: history.statuses,
      complete: history.complete,
    };
  });
}
