/**
 * Facts of the HEX contract (UPSTREAMS.md §8, ../shared/upstream-samples/hex-abi.json "constants",
 * and the HEX source's GlobalsAndUtility/StakeableToken). Same contract on Ethereum and PulseChain.
 */

/** LAUNCH_TIME: 2019-12-03T00:00:00Z; currentDay() = (block.timestamp − LAUNCH_TIME) / 86400. */
export const HEX_LAUNCH_TIME = 1_575_331_200;
export const SECONDS_PER_DAY = 86_400;

/** Spec §9: 1 HEX = 1e8 hearts. */
export const HEX_DECIMALS = 8;
/** Spec §9: T-shares = stakeShares / 1e12. */
export const TSHARE_DECIMALS = 12;

/** BIG_PAY_DAY = CLAIM_PHASE_END_DAY + 1 = 352: the day unclaimed BTC was paid to stakers. */
export const BIG_PAY_DAY = 352;
/** HEARTS_PER_SATOSHI: 1 BTC claimed 10,000 HEX, so 1 satoshi = 1e4 hearts. */
export const HEARTS_PER_SATOSHI = 10_000n;
/** CLAIMABLE_BTC_ADDR_COUNT and CLAIMABLE_SATOSHIS_TOTAL, the denominators of _calcAdoptionBonus. */
export const CLAIMABLE_BTC_ADDR_COUNT = 27_997_742n;
export const CLAIMABLE_SATOSHIS_TOTAL = 910_087_996_911_001n;

/** LATE_PENALTY_GRACE_DAYS: _calcLatePenalty charges nothing while unlockedDay ≤ lockedDay + stakedDays + 14. */
export const LATE_PENALTY_GRACE_DAYS = 14;

/** HEART_UINT_SIZE: the bit width of each field packed into a dailyDataRange word. */
export const HEART_UINT_SIZE = 72n;

/** LATE_PENALTY_SCALE_DAYS: past the grace, each late day costs 1/700 of the stake's return (_calcLatePenalty). */
export const LATE_PENALTY_SCALE_DAYS = 700n;

/** EARLY_PENALTY_MIN_DAYS: an early end forfeits at least 90 days of payout (_calcPayoutAndEarlyPenalty). */
export const EARLY_PENALTY_MIN_DAYS = 90;

/** MIN_AUTO_STAKE_DAYS: stakeEnd refuses an auto-stake ended before 350 days served. */
export const MIN_AUTO_STAKE_DAYS = 350;

/** CLAIM_PHASE_END_DAY and CLAIM_PHASE_DAYS: the claim phase's days add an origin bonus to each daily round (_dailyRoundCalc). */
export const CLAIM_PHASE_END_DAY = 351;
export const CLAIM_PHASE_DAYS = 350n;
