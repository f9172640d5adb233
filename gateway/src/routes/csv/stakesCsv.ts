import type { GatewayDeps } from '../../deps';
import { stakesFor } from '../../services/staking/stakesFor';
import type { HexStakeRow } from '../../services/staking/stakingModel';
import { numberColumn, textColumn, type CsvColumn } from './csvWriter';
import { z } from 'zod';
import { currencyParam, freshParam, hexNetworkParam, walletsParam } from '../queryParams';
import { csvRoute, datedFilename } from './csvRoute';
import { exportQuote, fxColumns, fxHeaders } from './fxColumns';

/** The `hexStaking` query's stake fields; HEX amounts exact, shares and hearts in base units. */
const STAKE_COLUMNS: readonly CsvColumn<HexStakeRow>[] = [
  textColumn('wallet', (row) => row.wallet),
  textColumn('chain', (row) => row.chain),
  textColumn('stakeId', (row) => row.stakeId),
  numberColumn('stakeIndex', (row) => row.stakeIndex),
  textColumn('status', (row) => row.status),
  numberColumn('lockedDay', (row) => row.lockedDay),
  numberColumn('stakedDays', (row) => row.stakedDays),
  numberColumn('endDay', (row) => row.endDay),
  numberColumn('unlockedDay', (row) => row.unlockedDay),
  numberColumn('daysServed', (row) => row.daysServed),
  numberColumn('daysRemaining', (row) => row.daysRemaining),
  numberColumn('progress', (row) => row.progress),
  numberColumn('principalHex', (row) => row.principalHex),
  numberColumn('stakedHearts', (row) => row.stakedHearts),
  numberColumn('tShares', (row) => row.tShares),
  numberColumn('stakeShares', (row) => row.stakeShares),
  numberColumn('yieldHex', (row) => row.yieldHex),
  numberColumn('apyPct', (row) => row.apyPct),
  numberColumn('valueUsd', (row) => row.valueUsd),
  textColumn('isAutoStake', (row) => row.isAutoStake),
  // HEX.sol's stakeEnd as of today (the HexStake fields' descriptions give the rules); appended so
  // spreadsheets reading the earlier columns by position keep working.
  numberColumn('payoutIfEndedTodayHex', (row) => row.payoutIfEndedTodayHex),
  numberColumn('penaltyIfEndedTodayHex', (row) => row.penaltyIfEndedTodayHex),
  numberColumn('returnIfEndedTodayHex', (row) => row.returnIfEndedTodayHex),
  numberColumn('grossValueUsd', (row) => row.grossValueUsd),
  // Hedron HSIs: the instance contract that is HEX's staker, and the NFT when tokenized.
  textColumn('isHsi', (row) => row.hsiAddress !== null),
  textColumn('isTokenized', (row) => row.hsiTokenId !== null),
  textColumn('hsiAddress', (row) => row.hsiAddress),
  numberColumn('hsiIndex', (row) => row.hsiIndex),
  numberColumn('hsiTokenId', (row) => row.hsiTokenId),
  // What ending today would cost the holder: the penalty capped at principal + payout.
  numberColumn('lossIfEndedTodayHex', (row) => row.lossIfEndedTodayHex),
];

/**
 * GET /api/stakes.csv?wallets=&network=pulsechain|ethereum&fresh=&currency=: active stakes, then
 * ended ones, each by wallet then stakeIndex; with `currency`, HEX's price and each stake's value
 * converted too (fxColumns.ts). The spec §8 texts of wallets that could not be read go
 * to X-Kinko-Partial.
 */
export const stakesCsvQuery = z.object({
  wallets: walletsParam,
  network: hexNetworkParam,
  fresh: freshParam,
  currency: currencyParam,
});

export function stakesCsv(deps: GatewayDeps) {
  return csvRoute(stakesCsvQuery, async ({ wallets, network: chain, fresh, currency }) => {
    const [result, quote] = await Promise.all([
      stakesFor(deps, chain, wallets, { fresh }),
      exportQuote(deps, currency),
    ]);
    return {
      filename: datedFilename(`stakes-${result.unit.toLowerCase()}`, result.updatedAt),
      columns: [
        ...STAKE_COLUMNS,
        ...fxColumns<HexStakeRow>(
          quote,
          () => result.priceUsd,
          (row) => row.valueUsd,
        ),
      ],
      headers: fxHeaders(quote),
      rows: [...result.rows, ...result.rowsEnded],
      statuses: result.statuses,
      issues: result.errors.map((issue) => ({ chain, ...issue })),
    };
  });
}
