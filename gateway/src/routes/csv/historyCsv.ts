import { createContext } from '../../context';
import { BadInputError } from '../../errors/errors';
import type { GatewayDeps } from '../../deps';
import {
  HISTORY_RANGES,
  portfolioHistory,
  type HistoryPoint,
  type HistoryRange,
} from '../../services/history/portfolioHistory';
import { numberColumn, textColumn, type CsvColumn } from './csvWriter';
import { chainsParam, flagParam, singleParam, walletsParam } from './csvQuery';
import { csvRoute, datedFilename } from './csvRoute';

/** `range`: week, month (the default, as in GraphQL), year or all, any case. */
function rangeParam(word: string | undefined): HistoryRange {
  if (word === undefined) return 'MONTH';
  const range = HISTORY_RANGES.find((candidate) => candidate === word.toUpperCase());
  if (range === undefined)
    throw new BadInputError(`range is one of: ${HISTORY_RANGES.join(', ').toLowerCase()}.`);
  return range;
}

/**
 * GET /api/history.csv?wallets=&chains=&range=&fresh=: the `portfolioHistory` points, oldest
 * first, one row a UTC day — date, the day's close (now for today), the priced total, the
 * coverage, and one USD column per chain read. A chain left out of the history (no source could
 * read it) has no column, and its reason goes to X-Kinko-Partial like every failed source's; its
 * share lowers the coverage. With no chain read there are no points, and so a 502.
 */
export function historyCsv(deps: GatewayDeps) {
  return csvRoute(async (query) => {
    const wallets = walletsParam(query);
    const chains = chainsParam(query);
    const fresh = flagParam(query, 'fresh');
    const history = await portfolioHistory(deps, createContext(deps).loaders(fresh), {
      wallets,
      chains,
      range: rangeParam(singleParam(query, 'range')),
      fresh,
    });
    const shown = history.points.at(-1)?.chains.map((entry) => entry.chain) ?? [];
    const columns: CsvColumn<HistoryPoint>[] = [
      textColumn('date', (point) => new Date(point.at * 1000).toISOString().slice(0, 10)),
      textColumn('at', (point) => new Date(point.at * 1000).toISOString()),
      numberColumn('totalUsd', (point) => point.totalUsd),
      numberColumn('coverage', (point) => point.coverage),
      ...shown.map((chain) =>
        numberColumn<HistoryPoint>(
          `${chain}Usd`,
          (point) => point.chains.find((entry) => entry.chain === chain)?.valueUsd ?? null,
        ),
      ),
    ];
    return {
      filename: datedFilename('history', new Date(deps.now())),
      columns,
      rows: history.points,
      statuses: history.statuses,
      complete: history.complete,
    };
  });
}
