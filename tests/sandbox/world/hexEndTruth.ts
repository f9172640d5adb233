/**
 * What HEX's stakeEnd would pay a stake today, written straight from HEX.sol (StakeableToken:
 * stakeEnd, _stakePerformance, _calcPayoutAndEarlyPenalty, _calcLatePenalty, _calcPayoutRewards,
 * _estimatePayoutRewardsDay; GlobalsAndUtility: _dailyDataUpdate, _dailyRoundCalc) and nothing of
 * the gateway's, so the two can be checked against each other. Amounts in hearts.
 */
import type { HexDailyDataSpec, HexGlobalsSpec, HexStakeSpec } from '../evm/evmSpec';

const BIG_PAY_DAY = 352;
const CLAIM_PHASE_END_DAY = 351;
const EARLY_PENALTY_MIN_DAYS = 90;
const LATE_PENALTY_GRACE_DAYS = 14;
const LATE_PENALTY_SCALE_DAYS = 700n;
const MIN_AUTO_STAKE_DAYS = 350;

export interface ExpectedEnd {
  servedDays: number;
  payout: bigint;
  /** Uncapped, as HEX's StakeEnd event carries it. */
  penalty: bigint;
  /** What stakeEnd mints to the staker. */
  stakeReturn: bigint;
}

/** globalInfo() words the truth needs; the sandbox's nextStakeSharesTotal and stakePenaltyTotal read 0. */
type Globals = Pick<
  HexGlobalsSpec,
  | 'lockedHeartsTotal'
  | 'stakeSharesTotal'
  | 'unclaimedSatoshisTotal'
  | 'claimedSatoshisTotal'
  | 'claimedBtcAddrCount'
  | 'totalSupply'
>;

const NO_GLOBALS: Globals = {
  lockedHeartsTotal: 0n,
  stakeSharesTotal: 0n,
  unclaimedSatoshisTotal: 0n,
  claimedSatoshisTotal: 0n,
  claimedBtcAddrCount: 0n,
  totalSupply: 0n,
};

function viralAndCrit(amount: bigint, g: Globals): bigint {
  return (
    (amount * g.claimedBtcAddrCount) / 27_997_742n +
    (amount * g.claimedSatoshisTotal) / 910_087_996_911_001n
  );
}

/**
 * The day pool HEX computes for a day it has not stored (post-claim-phase days only: the world's
 * clock and fixtures never leave a claim-phase day unstored): allocSupply · 10000 / 100448995.
 */
function dayPool(g: Globals): bigint {
  return ((g.totalSupply + g.lockedHeartsTotal) * 10_000n) / 100_448_995n;
}

/**
 * `null` when HEX would revert: an auto-stake ended before 350 days served.
 * `daily` is what HEX has stored (globals.dailyDataCount = its length); stakeEnd first stores the
 * days up to currentDay, each with the pool of dayPool and the current share total.
 */
export function expectedStakeEnd(
  stake: HexStakeSpec,
  currentDay: number,
  stored: readonly HexDailyDataSpec[],
  globals: Globals = NO_GLOBALS,
): ExpectedEnd | null {
  const daily = [...stored];
  while (daily.length < currentDay) {
    if (daily.length < CLAIM_PHASE_END_DAY)
      throw new Error('the truth does not model unstored claim-phase days');
    daily.push({
      dayPayoutTotal: dayPool(globals),
      dayStakeSharesTotal: globals.stakeSharesTotal,
      dayUnclaimedSatoshisTotal: globals.unclaimedSatoshisTotal,
    });
  }
  const rewards = (from: number, to: number): bigint => {
    let sum = 0n;
    for (let day = from; day < to; day++) {
      const data = daily[day] as HexDailyDataSpec;
      if (data.dayStakeSharesTotal > 0n)
        sum += (data.dayPayoutTotal * stake.stakeShares) / data.dayStakeSharesTotal;
    }
    if (from <= BIG_PAY_DAY && to > BIG_PAY_DAY) {
      const slice =
        (globals.unclaimedSatoshisTotal * 10_000n * stake.stakeShares) /
        (daily[BIG_PAY_DAY] as HexDailyDataSpec).dayStakeSharesTotal;
      sum += slice + viralAndCrit(slice, globals);
    }
    return sum;
  };

  if (currentDay < stake.lockedDay)
    return stake.isAutoStake
      ? null
      : { servedDays: 0, payout: 0n, penalty: 0n, stakeReturn: stake.stakedHearts };
  const goodAccounted = stake.unlockedDay !== 0;
  const unlockedDay = goodAccounted ? stake.unlockedDay : currentDay;
  const servedDays = goodAccounted
    ? stake.stakedDays
    : Math.min(currentDay - stake.lockedDay, stake.stakedDays);
  const daysSinceLock = currentDay - stake.lockedDay;
  if (
    !goodAccounted &&
    stake.isAutoStake &&
    daysSinceLock <= stake.stakedDays &&
    daysSinceLock < MIN_AUTO_STAKE_DAYS
  )
    return null;

  let payout: bigint;
  let penalty: bigint;
  if (servedDays >= stake.stakedDays) {
    payout = rewards(stake.lockedDay, stake.lockedDay + stake.stakedDays);
    const lateDays = unlockedDay - (stake.lockedDay + stake.stakedDays + LATE_PENALTY_GRACE_DAYS);
    penalty =
      lateDays > 0
        ? ((stake.stakedHearts + payout) * BigInt(lateDays)) / LATE_PENALTY_SCALE_DAYS
        : 0n;
  } else {
    const penaltyDays = Math.max(Math.ceil(stake.stakedDays / 2), EARLY_PENALTY_MIN_DAYS);
    if (servedDays === 0) {
      // _estimatePayoutRewardsDay: today's pool over the share total as it was before stakeEnd's
      // _stakeUnlock took this stake out (the estimate adds it back).
      const shares = globals.stakeSharesTotal;
      payout = 0n;
      penalty = ((dayPool(globals) * stake.stakeShares) / shares) * BigInt(penaltyDays);
    } else if (servedDays > penaltyDays) {
      penalty = rewards(stake.lockedDay, stake.lockedDay + penaltyDays);
      payout = penalty + rewards(stake.lockedDay + penaltyDays, stake.lockedDay + servedDays);
    } else {
      payout = rewards(stake.lockedDay, stake.lockedDay + servedDays);
      penalty =
        servedDays === penaltyDays ? payout : (payout * BigInt(penaltyDays)) / BigInt(servedDays);
    }
  }
  const gross = stake.stakedHearts + payout;
  return { servedDays, payout, penalty, stakeReturn: penalty >= gross ? 0n : gross - penalty };
}
