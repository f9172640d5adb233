import { z } from 'zod';
import { createContext } from '../../context';
import { assembledPortfolio } from '../../services/holdings/assembledPortfolio';
import type { GatewayDeps } from '../../deps';
import type { PortfolioHoldings } from '../../services/holdings/portfolioHoldings';
import type { PortfolioToken } from '../../services/portfolio/mergeHoldings';
import { numberColumn, textColumn, type CsvColumn } from './csvWriter';
import { chainsParam, currencyParam, freshParam, walletsParam } from '../queryParams';
import { csvRoute, datedFilename } from './csvRoute';
import { exportQuote, fxColumns, fxHeaders } from './fxColumns';

/** The `portfolio` query's rows; prices and values in USD, the 24h change in percent, amounts exact. */
const PORTFOLIO_COLUMNS: readonly CsvColumn<PortfolioToken>[] = [
  textColumn('token', (row) => row.key),
  textColumn('chain', (row) => row.chain),
  textColumn('symbol', (row) => row.token.symbol),
  textColumn('name', (row) => row.token.name),
  textColumn('address', (row) => row.token.address),
  numberColumn('priceUsd', (row) => row.priceUsd),
  textColumn('priceSource', (row) => row.priceSource),
  numberColumn('change24hPct', (row) => row.change24hPct),
  numberColumn('amount', (row) => row.amount),
  numberColumn('valueUsd', (row) => row.valueUsd),
];

/**
 * The `portfolio` query's reading of `wallets`, `chains` and `fresh`, shared by the portfolio and
 * holdings exports: the same assembled portfolio the GraphQL field answers with, so an export of
 * what the dashboard just showed runs no pipeline.
 */
export const portfolioQuery = z.object({
  wallets: walletsParam,
  chains: chainsParam,
  fresh: freshParam,
});

export function readPortfolio(
  deps: GatewayDeps,
  { wallets, chains, fresh }: z.output<typeof portfolioQuery>,
): Promise<PortfolioHoldings> {
  return assembledPortfolio(deps, createContext(deps).loaders(fresh), {
    wallets,
    chains,
    fresh,
  });
}

/**
 * GET /api/portfolio.csv?wallets=&chains=&fresh=&currency=: the merged rows shown, largest value
 * first; with `currency`, price and value converted too (fxColumns.ts).
 */
export const portfolioCsvQuery = portfolioQuery.extend({ currency: currencyParam });

export function portfolioCsv(deps: GatewayDeps) {
  return csvRoute(portfolioCsvQuery, async (query) => {
    const [portfolio, quote] = await Promise.all([
      readPortfolio(deps, query),
      exportQuote(deps, query.currency),
    ]);
    return {
      filename: datedFilename('portfolio', portfolio.updatedAt),
      columns: [
        ...PORTFOLIO_COLUMNS,
        ...fxColumns<PortfolioToken>(
          quote,
          (row) => row.priceUsd,
          (row) => row.valueUsd,
        ),
      ],
      headers: fxHeaders(quote),
      rows: portfolio.tokens,
      statuses: portfolio.statuses,
      complete: portfolio.complete,
    };
  });
}
