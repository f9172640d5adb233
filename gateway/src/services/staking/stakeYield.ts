import type { DailyData } from '../../sources/hex/dailyWord';
import {
  BIG_PAY_DAY,
  CLAIMABLE_BTC_ADDR_COUNT,
  CLAIMABLE_SATOSHIS_TOTAL,
  HEARTS_PER_SATOSHI,
} from '../../sources/hex/hexConstants';

/** globalInfo()[9] and [8]: what _calcAdoptionBonus scales the Big Pay Day slice by. */
export interface AdoptionStats {
  claimedBtcAddrCount: bigint;
  claimedSatoshisTotal: bigint;
}

/** HEX's _calcAdoptionBonus: the viral and critical-mass shares of a payout. */
export function adoptionBonus(payout: bigint, adoption: AdoptionStats): bigint {
  return (
    (payout * adoption.claimedBtcAddrCount) / CLAIMABLE_BTC_ADDR_COUNT +
    (payout * adoption.claimedSatoshisTotal) / CLAIMABLE_SATOSHIS_TOTAL
  );
}

export interface AccruedYield {
  hearts: bigint;
  /** Days summed: from lockedDay to the served end, cut at the last day HEX has stored. */
  days: number;
}

/**
 * Yield a stake has earned so far, in hearts, exactly as HEX's _calcPayoutRewards pays it at
 * stake end (UPSTREAMS.md §8 "Dashboard math", HEX-src StakeableToken):
 *
 *   Σ_{d = lockedDay}^{end − 1} ⌊dayPayoutTotal_d · stakeShares / dayStakeSharesTotal_d⌋
 *   + when lockedDay ≤ 352 < end (BigPayDay):
 *       slice = ⌊unclaimedSatoshis · 1e4 · stakeShares / dayStakeSharesTotal_352⌋
 *       slice + ⌊slice · claimedBtcAddrCount / 27,997,742⌋ + ⌊slice · claimedSatoshisTotal / 910,087,996,911,001⌋
 *
 * with end = min(served end day, dailyDataCount): HEX stores a day's data only once the day is
 * over and someone has transacted, so days past dailyDataCount are not counted yet.
 *
 * HEX takes unclaimedSatoshis from its globals; claims stopped on day 350, so the global equals
 * the value stored in day 352's own word, which is what is used here: it comes with the daily
 * data the yield reads anyway. Floors are per day, like the contract's.
 *
 * Returns null when a needed day is missing from `daily`.
 */
export function accruedYield(
  stakeShares: bigint,
  lockedDay: number,
  servedEndDay: number,
  dailyDataCount: number,
  daily: ReadonlyMap<number, DailyData>,
  adoption: AdoptionStats,
): AccruedYield | null {
  const end = Math.min(servedEndDay, dailyDataCount);
  let hearts = 0n;
  for (let day = lockedDay; day < end; day++) {
    const data = daily.get(day);
    if (data === undefined) return null;
    // A day with no shares staked paid nobody (only conceivable in HEX's first days).
    if (data.shares > 0n) hearts += (data.payout * stakeShares) / data.shares;
  }
  if (lockedDay <= BIG_PAY_DAY && end > BIG_PAY_DAY) {
    const bigPayDay = daily.get(BIG_PAY_DAY);
    if (bigPayDay === undefined) return null;
    if (bigPayDay.shares > 0n) {
      const slice =
        (bigPayDay.unclaimedSatoshis * HEARTS_PER_SATOSHI * stakeShares) / bigPayDay.shares;
      hearts += slice + adoptionBonus(slice, adoption);
    }
  }
  return { hearts, days: Math.max(0, end - lockedDay) };
}

/**
 * APY in percent: the yield earned so far as a simple annual rate on the principal,
 * yield / principal × 365 / days × 100, over the days the yield covers (DECISIONS: APY).
 * Not compounded: stake yield is paid once, at the end. BigPayDay counts as yield when a stake
 * earned it. Null when no day has been counted yet or the principal is 0.
 */
export function apyPct(principalHearts: bigint, yieldHearts: bigint, days: number): number | null {
  if (days <= 0 || principalHearts === 0n) return null;
  return (Number(yieldHearts) / Number(principalHearts)) * (365 / days) * 100;
}

const PAYOUT_DECIMALS = 7n;

/**
 * Payout per T-share of one day in HEX (UPSTREAMS.md §8): (dayPayoutTotal / 1e8) / (dayStakeSharesTotal / 1e12)
 * = dayPayoutTotal · 1e4 / dayStakeSharesTotal, as an exact decimal string with exactly 7
 * decimals (spec §9), rounded half up. Null for a day with no shares.
 */
export function payoutPerTShareHex(day: DailyData): string | null {
  if (day.shares === 0n) return null;
  const scaled = (2n * day.payout * 10n ** (4n + PAYOUT_DECIMALS) + day.shares) / (2n * day.shares);
  const unit = 10n ** PAYOUT_DECIMALS;
  return `${scaled / unit}.${(scaled % unit).toString().padStart(Number(PAYOUT_DECIMALS), '0')}`;
}
