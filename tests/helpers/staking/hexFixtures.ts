/**
 * Small, hand-shaped HEX worlds for the staking tests on the sandbox's real EVM (tests/sandbox/evm):
 * every stake differs, every status occurs, one wallet's stakeCount reverts and one has no stakes.
 */
import type { Address } from 'viem';
import type { EvmChainSpec, HexDailyDataSpec, HexStakeSpec } from '../../sandbox/evm/evmSpec';
import { testWallets } from '../../sandbox/evm/testWorld';
import { HEX_LAUNCH_TIME, SECONDS_PER_DAY } from '../../../gateway/src/sources/hex/hexConstants';

const HEX = 100_000_000n;
const T = 1_000_000_000_000n;

export interface HexFixture {
  spec: EvmChainSpec & { hex: NonNullable<EvmChainSpec['hex']> };
  /** Wallets with stakes, then the reverting one, then one with none. */
  wallets: Address[];
  staked: Address[];
  reverting: Address;
  empty: Address;
  currentDay: number;
  /** ms, inside currentDay: the clock the day math falls back to. */
  nowMs: number;
}

function dailyData(days: number, unclaimedAt: (day: number) => bigint): HexDailyDataSpec[] {
  return Array.from({ length: days }, (_, day) => ({
    dayPayoutTotal: BigInt(250_000 + day * 37) * HEX + BigInt(day),
    dayStakeSharesTotal: BigInt(100_000 + day * 11) * T + BigInt(day * 7),
    dayUnclaimedSatoshisTotal: unclaimedAt(day),
  }));
}

function fixture(
  chainId: number,
  salt: number,
  currentDay: number,
  stakes: HexStakeSpec[][],
  unclaimedAt: (day: number) => bigint,
): HexFixture {
  const wallets = testWallets(stakes.length + 2, salt);
  const staked = wallets.slice(0, stakes.length);
  const reverting = wallets[stakes.length] as Address;
  const empty = wallets[stakes.length + 1] as Address;
  const nowMs = (HEX_LAUNCH_TIME + currentDay * SECONDS_PER_DAY + 3_600) * 1000;
  return {
    spec: {
      chainId,
      nativeBalances: {},
      now: nowMs / 1000,
      hex: {
        currentDay,
        dailyData: dailyData(currentDay, unclaimedAt),
        shareRate: 150_000n,
        // The reverting wallet holds stakes too: a revert must mean zero stakes even so (spec §5).
        stakes: Object.fromEntries([
          ...staked.map((wallet, index) => [wallet, stakes[index] ?? []]),
          [reverting, stakes[0] ?? []],
        ]),
        revertStakeCountFor: [reverting],
      },
    },
    wallets,
    staked,
    reverting,
    empty,
    currentDay,
    nowMs,
  };
}

export const PULSE_DAY = 60;

/**
 * PulseChain: 10 wallets × 20 stakes over 60 days of daily data. Stake k of wallet w is locked on
 * day 1–45 for 5–80 days, so on day 60 some are ACTIVE (end > 60), READY (end 46–60), OVERDUE
 * (end ≤ 45), and every fifth matured one is ENDED.
 */
export function pulseFixture(): HexFixture {
  const lengths = [5, 9, 14, 20, 30, 45, 80];
  const stakes = Array.from({ length: 10 }, (_, w) =>
    Array.from({ length: 20 }, (_, k): HexStakeSpec => {
      const lockedDay = 1 + ((w * 7 + k * 3) % 45);
      const stakedDays = lengths[(w + k) % lengths.length] as number;
      const endDay = lockedDay + stakedDays;
      return {
        // Past 2^31: the API must not squeeze it into an Int.
        stakeId: 7_000_000_000 + w * 1_000 + k,
        // The first one at uint72's top, so a truncated or float principal would show.
        stakedHearts:
          w === 0 && k === 0
            ? (1n << 72n) - 1n
            : BigInt(1_000 + w * 100 + k) * HEX + BigInt(w * 1_000 + k),
        stakeShares: BigInt(10 + w + k) * T + BigInt(k * 13 + w),
        lockedDay,
        stakedDays,
        unlockedDay: k % 5 === 3 && endDay <= PULSE_DAY - 2 ? endDay + (k % 3) : 0,
        isAutoStake: k % 6 === 0,
      };
    }),
  );
  return fixture(369, 0x5a7e, PULSE_DAY, stakes, (day) => 1_000_000n + BigInt(day));
}

export const ETH_DAY = 400;
/** Unclaimed BTC after the claim phase (days 1–350), in satoshis; what BigPayDay pays out. */
export const ETH_UNCLAIMED_SATS = 123_456_789_012_345n;

/**
 * Ethereum: 400 days, so stakes meet BigPayDay (day 352): one spans it, one ends exactly on it
 * (no slice), one is locked on it (slice), one starts after it.
 */
export function ethFixture(): HexFixture {
  const stake = (
    k: number,
    lockedDay: number,
    stakedDays: number,
    extra: Partial<HexStakeSpec> = {},
  ): HexStakeSpec => ({
    stakeId: 1_000 + k,
    stakedHearts: BigInt(50_000 + k) * HEX,
    stakeShares: BigInt(400 + k * 3) * T + BigInt(k),
    lockedDay,
    stakedDays,
    unlockedDay: 0,
    isAutoStake: false,
    ...extra,
  });
  const stakes = [
    [
      stake(0, 300, 200),
      stake(1, 2, 350, { isAutoStake: true }),
      stake(2, 352, 10, { unlockedDay: 365 }),
      stake(3, 353, 47),
      stake(4, 340, 55),
    ],
    [stake(5, 100, 5555), stake(6, 351, 1), stake(7, 399, 30)],
  ];
  const unclaimedAt = (day: number) =>
    day <= 350 ? ETH_UNCLAIMED_SATS + BigInt((351 - day) * 1_000_000) : ETH_UNCLAIMED_SATS;
  return fixture(1, 0xe7e, ETH_DAY, stakes, unclaimedAt);
}

export const HSI_DAY = 1_000;

/**
 * Hedron HSIs on one chain, 1,000 days: wallet 0 has a stake of its own, two HSIs in hsiLists (one
 * active; one whose stake was ended, so its stakeLists reverts) and one tokenized HSI, overdue;
 * wallet 1 has no stake of its own and two HSI NFTs, one good-accounted late and one far overdue.
 */
export function hsiFixture(chainId: number, salt: number): HexFixture {
  const hsi = (k: number) =>
    `0x45510000${chainId.toString(16).padStart(4, '0')}${k.toString(16).padStart(28, '0')}` as Address;
  const stake = (
    k: number,
    lockedDay: number,
    stakedDays: number,
    unlockedDay = 0,
  ): HexStakeSpec => ({
    stakeId: 5_000 + k,
    stakedHearts: BigInt(20_000 + k * 1_000) * HEX + BigInt(k),
    stakeShares: BigInt(300 + k * 7) * T + BigInt(k),
    lockedDay,
    stakedDays,
    unlockedDay,
    isAutoStake: false,
  });
  const base = fixture(chainId, salt, HSI_DAY, [[stake(0, 700, 200)], []], () => 5n);
  const [owner, other] = base.staked as [Address, Address];
  return {
    ...base,
    spec: {
      ...base.spec,
      hex: {
        ...base.spec.hex,
        stakes: {
          ...base.spec.hex.stakes,
          [hsi(1)]: [stake(1, 950, 365)],
          [hsi(3)]: [stake(3, 500, 300)],
          [hsi(4)]: [stake(4, 400, 100, 800)],
          [hsi(5)]: [stake(5, 60, 30)],
        },
      },
      hedron: {
        hsiLists: { [owner]: [hsi(1), hsi(2)] },
        tokens: {
          [owner]: [{ tokenId: 77n, hsi: hsi(3) }],
          [other]: [
            { tokenId: 78n, hsi: hsi(4) },
            { tokenId: 2n ** 200n, hsi: hsi(5) },
          ],
        },
      },
    },
  };
}
