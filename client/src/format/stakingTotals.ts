import type { FragmentType } from '@apollo/client';
import { useMemo } from 'react';
import {
  StakingTotals_StakeFragmentDoc,
  type StakingTotals_StakeFragment,
} from '../graphql/generated/graphql';
import { useFragmentList } from '../graphql/useFragmentList';
import { sumDecimals } from './sumDecimals';

export interface StakingTotals {
  count: number;
  principalHex: string;
  tShares: string;
  yieldHex: string;
  /** What ending every stake today would cost its holder: each penalty capped at principal + payout. */
  lossHex: string;
  /** Σ valueUsd: what ending every stake today would return, in USD. */
  valueUsd: number;
  /** Σ grossValueUsd: principal + yield so far, penalties ignored. */
  grossValueUsd: number;
  /** Principal-weighted APY of the stakes that have one. */
  apyPct: number | null;
}

/** The totals over stakes a staking answer holds, read through the totals' own fragment. */
export function useStakingTotals(
  stakes: ReadonlyArray<FragmentType<typeof StakingTotals_StakeFragmentDoc>>,
): StakingTotals {
  const rows = useFragmentList(StakingTotals_StakeFragmentDoc, stakes);
  return useMemo(() => stakingTotals(rows), [rows]);
}

/** Totals over stakes: exact sums for HEX amounts, a float sum for USD. */
function stakingTotals(stakes: readonly StakingTotals_StakeFragment[]): StakingTotals {
  let weighted = 0;
  let weight = 0;
  for (const stake of stakes) {
    const principal = Number(stake.principalHex);
    if (
      stake.apyPct !== null &&
      Number.isFinite(stake.apyPct) &&
      Number.isFinite(principal) &&
      principal > 0
    ) {
      weighted += stake.apyPct * principal;
      weight += principal;
    }
  }
  return {
    count: stakes.length,
    principalHex: sumDecimals(stakes.map((stake) => stake.principalHex)),
    tShares: sumDecimals(stakes.map((stake) => stake.tShares)),
    yieldHex: sumDecimals(stakes.map((stake) => stake.yieldHex)),
    lossHex: sumDecimals(stakes.map((stake) => stake.lossIfEndedTodayHex)),
    valueUsd: sumUsd(stakes.map((stake) => stake.valueUsd)),
    grossValueUsd: sumUsd(stakes.map((stake) => stake.grossValueUsd)),
    apyPct: weight > 0 ? weighted / weight : null,
  };
}

function sumUsd(values: readonly (number | null)[]): number {
  return values.reduce<number>(
    (sum, value) => sum + (value !== null && Number.isFinite(value) ? value : 0),
    0,
  );
}
