import { describe, expect, it } from '@jest/globals';
import type { DailyData } from '../../sources/hex/dailyWord';
import { accruedYield, apyPct, payoutPerTShareHex } from './stakeYield';

const HEX = 100_000_000n;
const T = 1_000_000_000_000n;
const none = { claimedBtcAddrCount: 0n, claimedSatoshisTotal: 0n };

function days(entries: [number, DailyData][]): Map<number, DailyData> {
  return new Map(entries);
}

describe('accruedYield (HEX _calcPayoutRewards)', () => {
  // Three days paying 1,000 / 2,000 / 3,000 HEX over 1,000 / 3,000 / 7,000 T-shares.
  const daily = days([
    [10, { payout: 1_000n * HEX, shares: 1_000n * T, unclaimedSatoshis: 0n }],
    [11, { payout: 2_000n * HEX, shares: 3_000n * T, unclaimedSatoshis: 0n }],
    [12, { payout: 3_000n * HEX, shares: 7_000n * T, unclaimedSatoshis: 0n }],
  ]);

  it('sums each served day, floored per day like the contract', () => {
    // 10 T-shares: 10 HEX + 6.66666666 HEX + 4.28571428 HEX (each floored to the heart).
    const result = accruedYield(10n * T, 10, 13, 13, daily, none);
    expect(result).toEqual({ hearts: 1_000_000_000n + 666_666_666n + 428_571_428n, days: 3 });
  });

  it('stops at the served end and at dailyDataCount, whichever is first', () => {
    expect(accruedYield(10n * T, 10, 12, 13, daily, none)).toEqual({
      hearts: 1_666_666_666n,
      days: 2,
    });
    expect(accruedYield(10n * T, 10, 40, 12, daily, none)).toEqual({
      hearts: 1_666_666_666n,
      days: 2,
    });
    expect(accruedYield(10n * T, 15, 20, 13, daily, none)).toEqual({ hearts: 0n, days: 0 });
  });

  it('is null when a needed day is missing', () => {
    expect(accruedYield(10n * T, 9, 13, 13, daily, none)).toBeNull();
  });

  describe('BigPayDay (day 352)', () => {
    const around = days(
      [350, 351, 352, 353].map((day) => [
        day,
        { payout: 100n * HEX, shares: 500n * T, unclaimedSatoshis: day === 352 ? 2_000_000n : 9n },
      ]),
    );
    // slice = unclaimedSatoshis · 1e4 · stakeShares / dayStakeSharesTotal_352 = 2e6 · 1e4 · 50 / 500 hearts.
    const slice = (2_000_000n * 10_000n * 50n) / 500n;
    const perDay = 10n * HEX; // 100 HEX · 50 / 500

    it('adds the slice when lockedDay ≤ 352 < served end', () => {
      expect(accruedYield(50n * T, 351, 354, 354, around, none)).toEqual({
        hearts: 3n * perDay + slice,
        days: 3,
      });
      // Locked on day 352 itself: HEX's test is beginDay <= BIG_PAY_DAY.
      expect(accruedYield(50n * T, 352, 353, 354, around, none)?.hearts).toBe(perDay + slice);
    });

    it('does not add it to a stake ending on day 352 or locked after it', () => {
      expect(accruedYield(50n * T, 350, 352, 354, around, none)?.hearts).toBe(2n * perDay);
      expect(accruedYield(50n * T, 353, 354, 354, around, none)?.hearts).toBe(perDay);
    });

    it('adds the viral and critical-mass adoption bonuses of the slice', () => {
      const adoption = {
        claimedBtcAddrCount: 27_997_742n / 2n,
        claimedSatoshisTotal: 910_087_996_911_001n / 4n,
      };
      const bonus =
        (slice * adoption.claimedBtcAddrCount) / 27_997_742n +
        (slice * adoption.claimedSatoshisTotal) / 910_087_996_911_001n;
      expect(bonus).toBeGreaterThan((slice * 74n) / 100n);
      expect(accruedYield(50n * T, 352, 353, 354, around, adoption)?.hearts).toBe(
        perDay + slice + bonus,
      );
    });
  });
});

describe('apyPct', () => {
  it('annualises the yield so far on the principal, simple interest over a 365-day year', () => {
    expect(apyPct(1_000n * HEX, 10n * HEX, 365)).toBeCloseTo(1, 12);
    expect(apyPct(1_000n * HEX, 10n * HEX, 73)).toBeCloseTo(5, 12);
  });

  it('is null before any day counts, or with no principal', () => {
    expect(apyPct(1_000n * HEX, 0n, 0)).toBeNull();
    expect(apyPct(0n, 0n, 10)).toBeNull();
  });
});

describe('payoutPerTShareHex (spec §9: payout per T-share to 7 decimals)', () => {
  it('is (dayPayoutTotal / 1e8) / (dayStakeSharesTotal / 1e12) with exactly 7 decimals', () => {
    expect(
      payoutPerTShareHex({ payout: 250_000n * HEX, shares: 100_000n * T, unclaimedSatoshis: 0n }),
    ).toBe('2.5000000');
    expect(
      payoutPerTShareHex({ payout: 123_456_789_012n, shares: 456_789n * T, unclaimedSatoshis: 0n }),
    ).toBe('0.0027027');
    expect(payoutPerTShareHex({ payout: 7n * HEX, shares: T, unclaimedSatoshis: 0n })).toBe(
      '7.0000000',
    );
  });

  it('rounds half up on the 8th decimal', () => {
    // payout · 1e11 / shares = 1.5, 0.75, 0.25 units of 1e-7 HEX.
    expect(
      payoutPerTShareHex({ payout: 3n, shares: 200_000_000_000n, unclaimedSatoshis: 0n }),
    ).toBe('0.0000002');
    expect(
      payoutPerTShareHex({ payout: 3n, shares: 400_000_000_000n, unclaimedSatoshis: 0n }),
    ).toBe('0.0000001');
    expect(
      payoutPerTShareHex({ payout: 1n, shares: 400_000_000_000n, unclaimedSatoshis: 0n }),
    ).toBe('0.0000000');
  });

  it('is null for a day with no shares', () => {
    expect(payoutPerTShareHex({ payout: 5n, shares: 0n, unclaimedSatoshis: 0n })).toBeNull();
  });
});
