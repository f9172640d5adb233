import { describe, expect, it } from '@jest/globals';
import type { DailyData } from '../../sources/hex/dailyWord';
import { endLedger } from './endLedger';
import { stakeEndToday } from './stakeEnd';

// Hand-sized numbers so each HEX.sol rule can be followed on paper; the sandbox tests check the
// same code against the world's independent port over thousands of stakes.

const NO_CLAIMS = { claimedBtcAddrCount: 0n, claimedSatoshisTotal: 0n };
const day = (payout: bigint, shares: bigint): DailyData => ({
  payout,
  shares,
  unclaimedSatoshis: 0n,
});
/** Days 400 … 999 stored, each paying 1,000 hearts over 100 shares: a 10-share stake earns 100 a day. */
const stored = {
  dailyDataCount: 1_000,
  days: new Map(Array.from({ length: 600 }, (_, offset) => [400 + offset, day(1_000n, 100n)])),
};
const ledgerWords = {
  lockedHeartsTotal: '0',
  nextStakeSharesTotal: '0',
  stakePenaltyTotal: '0',
  stakeSharesTotal: '100',
  unclaimedSatoshisTotal: '0',
  totalSupply: '0',
};
const at = (currentDay: number, words = ledgerWords) =>
  endLedger(stored, words, NO_CLAIMS, currentDay);
const stake = {
  stakedHearts: 10_000n,
  stakeShares: 10n,
  lockedDay: 500,
  stakedDays: 300,
  unlockedDay: 0,
  isAutoStake: false,
};

describe('stakeEndToday (HEX.sol _stakePerformance)', () => {
  it('early: the first ceil(stakedDays / 2) days are forfeit once served, scaled up before', () => {
    // 200 served > 150 penalty days: payout 20,000, penalty the first 150 days' 15,000.
    expect(stakeEndToday(stake, at(700))).toEqual({
      servedDays: 200,
      payout: 20_000n,
      penalty: 15_000n,
      stakeReturn: 15_000n,
    });
    // 45 served < 150: penalty = 4,500 × 150 / 45 = 15,000 (the 90-day minimum does not apply: 150 > 90).
    expect(stakeEndToday(stake, at(545))).toEqual({
      servedDays: 45,
      payout: 4_500n,
      penalty: 15_000n,
      stakeReturn: 0n,
    });
    // A 30-day stake still forfeits 90 days' worth: 1,000 × 90 / 10.
    expect(stakeEndToday({ ...stake, stakedDays: 30 }, at(510))).toMatchObject({
      payout: 1_000n,
      penalty: 9_000n,
      stakeReturn: 2_000n,
    });
  });

  it('late: free through endDay + 14, then 1/700 of principal + payout per day; frozen by good accounting', () => {
    const full = { payout: 30_000n, servedDays: 300 };
    expect(stakeEndToday(stake, at(814))).toEqual({ ...full, penalty: 0n, stakeReturn: 40_000n });
    expect(stakeEndToday(stake, at(815))).toEqual({ ...full, penalty: 57n, stakeReturn: 39_943n }); // 40,000 / 700
    // 1,000 days past the grace: the penalty (57,142) exceeds principal + payout, nothing is returned.
    expect(stakeEndToday(stake, at(1_814))).toMatchObject({ penalty: 57_142n, stakeReturn: 0n });
    expect(stakeEndToday({ ...stake, unlockedDay: 815 }, at(1_814))).toMatchObject({
      penalty: 57n,
      stakeReturn: 39_943n,
    });
  });

  it('not yet locked: principal back; locked today: the estimated day payout × penalty days', () => {
    expect(stakeEndToday({ ...stake, lockedDay: 1_001 }, at(1_000))).toEqual({
      servedDays: 0,
      payout: 0n,
      penalty: 0n,
      stakeReturn: 10_000n,
    });
    // Pool: 1,004,489,950 · 10000 / 100448995 = 100,000; shared 10 / 100 (the total still holding
    // the stake, as stakeEnd's estimate counts it back in): 10,000 a day × 150 days.
    const words = { ...ledgerWords, totalSupply: '1004489950' };
    expect(stakeEndToday({ ...stake, lockedDay: 1_000 }, at(1_000, words))).toEqual({
      servedDays: 0,
      payout: 0n,
      penalty: 1_500_000n,
      stakeReturn: 0n,
    });
    expect(stakeEndToday({ ...stake, lockedDay: 900, isAutoStake: true }, at(1_000))).toBeNull();
  });

  it('stores the days HEX has not yet, as stakeEnd does first: penalties into the first, new shares from the second', () => {
    const words = {
      ...ledgerWords,
      totalSupply: '1004489950',
      stakePenaltyTotal: '50000',
      nextStakeSharesTotal: '100',
    };
    const ledger = at(1_002, words);
    expect(ledger.days.get(1_000)).toEqual(day(150_000n, 100n));
    expect(ledger.days.get(1_001)).toEqual(day(100_000n, 200n));
    expect(ledger.stakePenaltyTotal).toBe(0n);
    // Days 990 … 999 stored (100 each), then 150,000 · 10 / 100 and 100,000 · 10 / 200.
    expect(stakeEndToday({ ...stake, lockedDay: 990, stakedDays: 12 }, ledger)).toMatchObject({
      servedDays: 12,
      payout: 1_000n + 15_000n + 5_000n,
    });
  });
});
