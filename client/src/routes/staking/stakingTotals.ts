import type { HexStakeRow_StakeFragment } from '../../graphql/generated/graphql';
import { sumDecimals } from '../../format/sumDecimals';

export interface StakingTotals {
  count: number;
  principalHex: string;
  tShares: string;
  yieldHex: string;
  valueUsd: number;
  /** Principal-weighted APY of the stakes that have one. */
  apyPct: number | null;
}

/** Totals over stakes: exact sums for HEX amounts, a float sum for USD. */
export function stakingTotals(stakes: readonly HexStakeRow_StakeFragment[]): StakingTotals {
  let weighted = 0;
  let weight = 0;
  for (const stake of stakes) {
    const principal = Number(stake.principalHex);
    if (stake.apyPct !== null && Number.isFinite(stake.apyPct) && Number.isFinite(principal) && principal > 0) {
      weighted += stake.apyPct * principal;
      weight += principal;
    }
  }
  return {
    count: stakes.length,
    principalHex: sumDecimals(stakes.map((stake) => stake.principalHex)),
    tShares: sumDecimals(stakes.map((stake) => stake.tShares)),
    yieldHex: sumDecimals(stakes.map((stake) => stake.yieldHex)),
    valueUsd: stakes.reduce((sum, stake) => sum + (stake.valueUsd !== null && Number.isFinite(stake.valueUsd) ? stake.valueUsd : 0), 0),
    apyPct: weight > 0 ? weighted / weight : null,
  };
}
