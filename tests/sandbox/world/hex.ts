import type { HexDailyDataSpec, HexStakeSpec } from '../evm/evmSpec';
import { DAY_SECONDS, HEX_CURRENT_DAY, HEX_LAUNCH_TIME } from './clock';
import type { WalletProfile } from './holdings';
import { Rng } from './random';

/** The chains where the HEX contract lives (UPSTREAMS.md §8): eHEX on Ethereum, HEX on PulseChain. */
export type HexChain = 'pulse' | 'eth';

/** PulseChain copied Ethereum's state on 2023-05-13: HEX history and stakes before that day are shared. */
export const PULSECHAIN_FORK_DAY = Math.floor((1_683_936_000 - HEX_LAUNCH_TIME) / DAY_SECONDS);

const HEARTS_PER_HEX = 100_000_000;
/** Demo wallet 0 holds a stake in every state (showcaseStakes) and the world's HSIs (hedron.ts). */
export const SHOWCASE_WALLET_INDEX = 0;
const SHARES_PER_TSHARE = 1e12;
/** The longer-pays-better bonus scale of HEX (LPB_days 1820, capped at 3640 days). */
const LPB_DAYS = 1820;

/** HEX's share rate on a day: starts at 1e5 and only grows; PulseChain's drifts from Ethereum's after the fork. */
export function shareRateOn(chain: HexChain, day: number): bigint {
  const forked = chain === 'pulse' ? Math.max(0, day - PULSECHAIN_FORK_DAY) * 15 : 0;
  return BigInt(100_000 + day * 120 + forked);
}

/**
 * dailyData for days 0 … currentDay − 1 (globals.dailyDataCount = currentDay). Days before the
 * fork come from one stream shared by both chains; after it each chain has its own.
 */
export function generateDailyData(seed: number, chain: HexChain): HexDailyDataSpec[] {
  const shared = Rng.derive(seed, 'hex-daily', 'shared');
  const own = Rng.derive(seed, 'hex-daily', chain);
  // The world's staking economy is ~1/2,000 of HEX's (about 30,000 T-shares staked rather than tens
  // of millions), so the unclaimed BTC behind BigPayDay is scaled down alike (real: ~1.85e15 sats
  // falling to ~1.3e15). Unscaled, BigPayDay paid every T-share ~4 million HEX and stakes that
  // span day 352 showed APYs in the tens of thousands of percent.
  let unclaimed = 925_000_000_000;
  return Array.from({ length: HEX_CURRENT_DAY }, (_, day) => {
    const rng = day < PULSECHAIN_FORK_DAY ? shared : own;
    const tShares = 20_000 + day * 30 + rng.next() * 500;
    const payoutPerTShare = 2.2 + 0.5 * Math.sin(day / 50) + rng.next() * 0.2;
    // Unclaimed BTC shrinks during the claim phase (days 1–350), then stays put.
    if (day >= 1 && day <= 350) unclaimed -= Math.floor(rng.next() * 1_500_000_000);
    return {
      dayPayoutTotal: BigInt(Math.round(payoutPerTShare * tShares * HEARTS_PER_HEX)),
      dayStakeSharesTotal: BigInt(Math.round(tShares * SHARES_PER_TSHARE)),
      dayUnclaimedSatoshisTotal: BigInt(unclaimed),
    };
  });
}

const STAKE_COUNT: Readonly<Record<WalletProfile, readonly [number, number]>> = {
  whale: [8, 14],
  regular: [2, 5],
  small: [0, 1],
};
const STAKE_HEX: Readonly<Record<WalletProfile, readonly [number, number]>> = {
  whale: [100_000, 50_000_000],
  regular: [1_000, 1_000_000],
  small: [100, 10_000],
};

/**
 * A wallet's stakes on one chain, in stakeLists order. Stakes locked before the fork exist on both
 * chains (the state fork copied them); later ones are per chain. Kinds: active, matured but not
 * ended (unlockedDay 0), good-accounted (unlockedDay > 0, "ended" for the spec), and claim-phase
 * auto-stakes.
 */
export function generateStakes(
  seed: number,
  walletIndex: number,
  profile: WalletProfile,
  chain: HexChain,
): HexStakeSpec[] {
  const [min, max] = STAKE_COUNT[profile];
  const shared = Rng.derive(seed, 'hex-stakes', walletIndex, 'shared');
  const own = Rng.derive(seed, 'hex-stakes', walletIndex, chain);
  const stakes: HexStakeSpec[] = [];
  const preFork = shared.int(min, max);
  for (let k = 0; k < preFork; k++)
    stakes.push(
      makeStake(seed, shared, chain, walletIndex, k, profile, 1, PULSECHAIN_FORK_DAY - 1),
    );
  const postFork = own.int(Math.min(min, 1), Math.max(1, Math.floor(max / 2)));
  for (let k = 0; k < postFork; k++)
    stakes.push(
      makeStake(
        seed,
        own,
        chain,
        walletIndex,
        50 + k,
        profile,
        PULSECHAIN_FORK_DAY,
        HEX_CURRENT_DAY - 1,
      ),
    );
  stakes.sort((a, b) => a.stakeId - b.stakeId);
  // HEX ends stakes by swap-and-pop, so a list is not in id order once stakes have ended.
  if (stakes.length > 2 && own.chance(0.5)) {
    const last = stakes.pop() as HexStakeSpec;
    stakes.splice(own.int(0, stakes.length - 1), 0, last);
  }
  return walletIndex === SHOWCASE_WALLET_INDEX ? [...stakes, ...showcaseStakes(chain)] : stakes;
}

/** HEX's shares for a stake started on `lockedDay − 1`, with the longer-pays-better bonus (bigger-pays-better left out). */
export function sharesFor(
  chain: HexChain,
  stakedHearts: bigint,
  stakedDays: number,
  lockedDay: number,
): bigint {
  const bonus = BigInt(LPB_DAYS + Math.min(stakedDays, 2 * LPB_DAYS));
  return (stakedHearts * bonus * 100_000n) / (BigInt(LPB_DAYS) * shareRateOn(chain, lockedDay));
}

/**
 * Stakes in every state a holder can be in today, appended to demo wallet 0's list on both chains
 * so the penalty rules (HEX.sol _stakePerformance) all meet the gateway: [lockedDay offset from
 * today, stakedDays, unlockedDay offset from the end day or null while not good-accounted].
 */
const SHOWCASE: readonly (readonly [
  lockedFromToday: number,
  stakedDays: number,
  unlockedAfterEnd: number | null,
])[] = [
  [-30, 1000, null], // active, served fewer days than the penalty window: served payout scaled up
  [-400, 555, null], // active past the penalty window (278 days): the first 278 days' payout
  [-90, 180, null], // active, served exactly the 90 penalty days: the whole payout
  [0, 365, null], // locked today, nothing served: estimated day payout × 183
  [1, 30, null], // started today, not yet locked: principal back, no penalty
  [-376, 369, null], // ready, 7 days past its end
  [-114, 100, null], // ready on the last grace day (end + 14)
  [-115, 100, null], // overdue by one day: 1/700 of the return
  [-1054, 1000, null], // overdue 54 days past its end (40 past the grace)
  [-1980, 30, null], // far overdue: 1,950 days past its end, the penalty exceeds principal + payout
  [-800, 365, 0], // good-accounted on its end day: no penalty
  [-1852, 365, 200], // good-accounted 200 days late: the late penalty frozen at unlockedDay
  [-2052, 30, 1000], // good-accounted 1,000 days late: penalty above principal + payout, frozen
];

export function showcaseStakes(chain: HexChain): HexStakeSpec[] {
  return SHOWCASE.map(([lockedFromToday, stakedDays, unlockedAfterEnd], k) => {
    const lockedDay = HEX_CURRENT_DAY + lockedFromToday;
    const stakedHearts = BigInt(1_000_000 * (k + 1)) * BigInt(HEARTS_PER_HEX);
    return {
      // The same ids on both chains: those locked before the fork exist on both (PulseChain copied them).
      stakeId: 900_000_000_000 + k,
      stakedHearts,
      stakeShares: sharesFor(chain, stakedHearts, stakedDays, lockedDay),
      lockedDay,
      stakedDays,
      unlockedDay: unlockedAfterEnd === null ? 0 : lockedDay + stakedDays + unlockedAfterEnd,
      isAutoStake: false,
    };
  });
}

function makeStake(
  seed: number,
  rng: Rng,
  chain: HexChain,
  walletIndex: number,
  k: number,
  profile: WalletProfile,
  firstDay: number,
  lastDay: number,
): HexStakeSpec {
  const autoStake = firstDay < PULSECHAIN_FORK_DAY && rng.chance(0.15);
  const lockedDay = autoStake ? rng.int(2, 350) : rng.int(firstDay, lastDay);
  const stakedDays = autoStake ? 350 : rng.pick([30, 90, 365, 369, 555, 1000, 1820, 3650, 5555]);
  const [min, max] = STAKE_HEX[profile];
  const stakedHearts = BigInt(Math.round(rng.logUniform(min, max))) * BigInt(HEARTS_PER_HEX);
  const stakeShares = sharesFor(chain, stakedHearts, stakedDays, lockedDay);
  const maturity = lockedDay + stakedDays;
  // A matured stake may have been good-accounted (unlockedDay set) on one chain and not the other.
  const goodAccounted =
    maturity <= HEX_CURRENT_DAY &&
    Rng.derive(seed, 'hex-unlock', walletIndex, k, chain).chance(0.5);
  return {
    stakeId: lockedDay * 1_000_000 + (walletIndex % 10_000) * 100 + k,
    stakedHearts,
    stakeShares,
    lockedDay,
    stakedDays,
    unlockedDay: goodAccounted ? maturity : 0,
    isAutoStake: autoStake,
  };
}

/**
 * Wallets whose stakeCount reverts, so "a revert on stake count means zero stakes" (spec §5) is
 * exercised: demo wallet 1 on Ethereum and demo wallet 2 on PulseChain, then 2 % of the rest.
 */
export function stakeCountReverts(walletIndex: number, chain: HexChain): boolean {
  if (walletIndex < 3)
    return (chain === 'eth' && walletIndex === 1) || (chain === 'pulse' && walletIndex === 2);
  return walletIndex % 50 === (chain === 'eth' ? 7 : 23);
}
