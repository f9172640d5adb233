import type { Address } from '../../../../shared/src/addresses';
import type { GatewayDeps } from '../../deps';
import type { BreakdownEntry } from '../../services/portfolio/breakdown';
import type { PortfolioToken } from '../../services/portfolio/mergeHoldings';
import { numberColumn, textColumn, type CsvColumn } from './csvWriter';
import { csvRoute, datedFilename } from './csvRoute';
import { exportQuote, fxColumns, fxHeaders } from './fxColumns';
import { portfolioCsvQuery, readPortfolio } from './portfolioCsv';

interface HoldingRow {
  wallet: Address;
  token: PortfolioToken;
  share: BreakdownEntry;
}

/** One wallet's share of a portfolio row; the price is the row's (every wallet sees one market). */
const HOLDINGS_COLUMNS: readonly CsvColumn<HoldingRow>[] = [
  textColumn('wallet', (row) => row.wallet),
  textColumn('chain', (row) => row.token.chain),
  textColumn('token', (row) => row.token.key),
  textColumn('symbol', (row) => row.token.token.symbol),
  textColumn('name', (row) => row.token.token.name),
  textColumn('address', (row) => row.token.token.address),
  numberColumn('priceUsd', (row) => row.token.priceUsd),
  numberColumn('amount', (row) => row.share.amount),
  numberColumn('valueUsd', (row) => row.share.valueUsd),
];

/**
 * GET /api/holdings.csv?wallets=&chains=&fresh=&currency=: the portfolio's per-wallet breakdown, one row
 * per wallet × chain × token, wallets in the order given, each in the portfolio's row order. The
 * same rows as portfolio.csv, so a sheet's sums per token match it.
 */
/** The portfolio export's parameters: the same holdings, per wallet. */
export const holdingsCsvQuery = portfolioCsvQuery;

export function holdingsCsv(deps: GatewayDeps) {
  return csvRoute(holdingsCsvQuery, async (query) => {
    const [portfolio, quote] = await Promise.all([
      readPortfolio(deps, query),
      exportQuote(deps, query.currency),
    ]);
    const rows = portfolio.wallets.flatMap((wallet) =>
      portfolio.tokens.flatMap((token) =>
        (portfolio.breakdown.get(token.key) ?? [])
          .filter((share) => share.wallet === wallet)
          .map((share) => ({ wallet, token, share })),
      ),
    );
    return {
      filename: datedFilename('holdings', portfolio.updatedAt),
      columns: [
        ...HOLDINGS_COLUMNS,
        ...fxColumns<HoldingRow>(
          quote,
          (row) => row.token.priceUsd,
          (row) => row.share.valueUsd,
        ),
      ],
      headers: fxHeaders(quote),
      rows,
      statuses: portfolio.statuses,
      complete: portfolio.complete,
    };
  });
}
