import type { GatewayDeps } from '../../deps';
import type { Position } from '../../services/positions/position';
import { numberColumn, textColumn, type CsvColumn } from './csvWriter';
import { csvRoute, datedFilename } from './csvRoute';
import { portfolioQuery, readPortfolio } from './portfolioCsv';

/** A v2 pool has two tokens inside; each gets its symbol, address, exact amount and value. */
const underlyingColumns = (side: 0 | 1): CsvColumn<Position>[] => [
  textColumn(`token${side}Symbol`, (row) => row.underlying[side]?.token.symbol ?? ''),
  textColumn(`token${side}Address`, (row) => row.underlying[side]?.token.address ?? ''),
  numberColumn(`token${side}Amount`, (row) => row.underlying[side]?.amount ?? null),
  numberColumn(`token${side}ValueUsd`, (row) => row.underlying[side]?.valueUsd ?? null),
];

/**
 * What the position has earned and not yet claimed: a farm's pending reward (side 0), a
 * concentrated position's uncollected fees in each of its tokens.
 */
const rewardColumns = (side: 0 | 1): CsvColumn<Position>[] => [
  textColumn(`reward${side}Symbol`, (row) => row.rewards[side]?.token.symbol ?? ''),
  numberColumn(`reward${side}Amount`, (row) => row.rewards[side]?.amount ?? null),
  numberColumn(`reward${side}ValueUsd`, (row) => row.rewards[side]?.valueUsd ?? null),
];

const POSITION_COLUMNS: readonly CsvColumn<Position>[] = [
  textColumn('kind', (row) => row.kind),
  textColumn('protocol', (row) => row.protocol),
  textColumn('chain', (row) => row.chain),
  textColumn('pool', (row) => row.token.address),
  textColumn('symbol', (row) => row.token.symbol),
  textColumn('wallets', (row) => row.wallets.join(' ')),
  numberColumn('amount', (row) => row.amount),
  numberColumn('shareOfPool', (row) => row.shareOfPool),
  ...underlyingColumns(0),
  ...underlyingColumns(1),
  textColumn('tokenId', (row) => row.concentrated?.tokenId ?? ''),
  numberColumn('tickLower', (row) => row.concentrated?.tickLower ?? null),
  numberColumn('tickUpper', (row) => row.concentrated?.tickUpper ?? null),
  textColumn('inRange', (row) => (row.inRange === null ? '' : String(row.inRange))),
  ...rewardColumns(0),
  ...rewardColumns(1),
  numberColumn('valueUsd', (row) => row.valueUsd),
];

/**
 * GET /api/positions.csv?wallets=&chains=&fresh=: the portfolio's positions, one row per pool
 * token across the wallets (held and staked in a farm apart) and per position NFT (the same
 * positions portfolio.csv's total counts), largest value first. `pool` is the LP token, or for a
 * concentrated position its manager.
 */
/** The portfolio's parameters without currency: positions are in USD only. */
export const positionsCsvQuery = portfolioQuery;

export function positionsCsv(deps: GatewayDeps) {
  return csvRoute(positionsCsvQuery, async (query) => {
    const portfolio = await readPortfolio(deps, query);
    return {
      filename: datedFilename('positions', portfolio.updatedAt),
      columns: POSITION_COLUMNS,
      rows: portfolio.positions,
      statuses: portfolio.statuses,
      complete: portfolio.complete,
    };
  });
}
