/**
 * Deterministic HEX and balance fixtures for the EVM tests: every value differs per wallet, stake
 * and day, so a test that reads back the wrong slot, order or field cannot pass by accident.
 */
import type { Address } from 'viem';
import type { HexDailyDataSpec, HexSpec, HexStakeSpec } from './evmSpec';

export function testWallets(count: number, salt: number): Address[] {
  return Array.from(
    { length: count },
    (_, index) =>
      `0x${salt.toString(16).padStart(4, '0')}${(index + 1).toString(16).padStart(36, '0')}` as Address,
  );
}

export function testStakes(walletIndex: number, count: number): HexStakeSpec[] {
  return Array.from({ length: count }, (_, index) => ({
    stakeId: 100_000 + walletIndex * 1_000 + index,
    stakedHearts: 1_000n * 10n ** 8n + BigInt(walletIndex * 1_000 + index),
    // Near uint72's top, so a truncated field would show.
    stakeShares: 4_000_000_000_000_000_000_000n - BigInt(walletIndex * 1_000 + index),
    lockedDay: 1_000 + index,
    stakedDays: 1 + ((walletIndex + index) % 5_555),
    unlockedDay: index % 4 === 3 ? 1_500 + index : 0,
    isAutoStake: index % 5 === 0,
  }));
}

export function testDailyData(days: number): HexDailyDataSpec[] {
  return Array.from({ length: days }, (_, day) => ({
    dayPayoutTotal: 250_000n * 10n ** 8n + BigInt(day),
    dayStakeSharesTotal: 4_700_000_000_000_000_000_000n + BigInt(day) * 7n,
    dayUnclaimedSatoshisTotal: 72_057_594_037_927_935n - BigInt(day), // uint56 max − day
  }));
}

export function testHexSpec(wallets: Address[], stakesPerWallet: number, days: number): HexSpec {
  return {
    currentDay: days, // evmSpec: dailyData holds days 0 … currentDay − 1
    dailyData: testDailyData(days),
    shareRate: 297_251n,
    stakes: Object.fromEntries(
      wallets.map((wallet, index) => [wallet, testStakes(index, stakesPerWallet)]),
    ),
    revertStakeCountFor: [],
  };
}
