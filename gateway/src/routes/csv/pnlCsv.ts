import { createContext } from '../../context';
import { BadInputError } from '../../errors/errors';
import type { GatewayDeps } from '../../deps';
import type { TokenPnl } from '../../services/pnl/chainPnl';
import { PNL_METHODS, type PnlMethod } from '../../services/pnl/costLots';
import { pnlReport } from '../../services/pnl/pnlReport';
import { numberColumn, textColumn, type CsvColumn } from './csvWriter';
import { chainsParam, flagParam, singleParam, walletsParam } from './csvQuery';
import { csvRoute, datedFilename } from './csvRoute';

/** `method`: fifo (the default, as in GraphQL) or average, any case. */
function methodParam(word: string | undefined): PnlMethod {
  if (word === undefined) return 'FIFO';
  const method = PNL_METHODS.find((candidate) => candidate === word.toUpperCase());
  if (method === undefined)
    throw new BadInputError(`method is one of: ${PNL_METHODS.join(', ').toLowerCase()}.`);
  return method;
}

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
  return csvRoute(async (query) => {
    const wallets = walletsParam(query);
    const fresh = flagParam(query, 'fresh');
    const report = await pnlReport(deps, createContext(deps).loaders(fresh), {
      wallets,
      chains: chainsParam(query),
      method: methodParam(singleParam(query, 'method')),
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
