import { z } from 'zod';
import { createContext } from '../../context';
import type { GatewayDeps } from '../../deps';
import type { TokenPnl } from '../../services/pnl/chainPnl';
import { PNL_METHODS } from '../../services/pnl/costLots';
import { pnlReport } from '../../services/pnl/pnlReport';
import { numberColumn, textColumn, type CsvColumn } from './csvWriter';
import { chainsParam, enumWordParam, freshParam, walletsParam } from '../queryParams';
import { csvRoute, datedFilename } from './csvRoute';

export const pnlCsvQuery = z.object({
  wallets: walletsParam,
  chains: chainsParam,
  // fifo (the default, as in GraphQL) or average, any case.
  method: enumWordParam('method', PNL_METHODS, 'FIFO'),
  fresh: freshParam,
});

const COLUMNS: CsvColumn<TokenPnl>[] = [
  textColumn('wallet', (row) => row.wallet ?? 'all'),
  textColumn('chain', (row) => row.chain),
  textColumn('symbol', (row) => row.token.symbol),
  textColumn('address', (row) => row.token.address),
  numberColumn('heldAmount', (row) => row.heldAmount),
  numberColumn('realisedUsd', (row) => row.realisedUsd),
  numberColumn('unrealisedUsd', (row) => row.unrealisedUsd),
  numberColumn('costBasisUsd', (row) => row.costBasisUsd),
  numberColumn('averageEntryPriceUsd', (row) => row.averageEntryPriceUsd),
  numberColumn('returnPct', (row) => row.returnPct),
  numberColumn('costCoverage', (row) => row.costCoverage),
  numberColumn('unknownCostAmount', (row) => row.unknownCostAmount),
];

/**
 * GET /api/pnl.csv?wallets=&chains=&method=&fresh=: the `pnl` rows, per token the merged row
 * (wallet `all`) then one per wallet; amounts exact decimals, USD as computed. An unknown figure
 * is an empty cell; a chain whose history could not be read has no rows and its reason goes to
 * X-Kinko-Partial, and X-Kinko-Complete is false while any cost is unknown or a history unread.
 */
export function pnlCsv(deps: GatewayDeps) {
  return csvRoute(pnlCsvQuery, async ({ wallets, chains, method, fresh }) => {
    const report = await pnlReport(deps, createContext(deps).loaders(fresh), {
      wallets,
      chains,
      method,
      fresh,
    });
    return {
      filename: datedFilename('pnl', new Date(deps.now())),
      columns: COLUMNS,
      rows: report.rows,
      statuses: report.statuses,
      complete: report.complete,
    };
  });
}
