import type { HexChain } from './hex';
import type { World } from './world';

/** One row of the staking pages (spec §3 "HEX stake row" / "eHEX stake"), as the gateway should compute it. */
export interface ExpectedStake {
  stakeIndex: number;
  stakeId: number;
  stakedHearts: bigint;
  /** stakedHearts / 1e8 (spec §9: 1 HEX = 1e8 hearts). */
  principalHex: number;
  stakeShares: bigint;
  /** stakeShares / 1e12 (spec §9). */
  tShares: number;
  lockedDay: number;
  stakedDays: number;
  unlockedDay: number;
  isAutoStake: boolean;
  /** unlockedDay 0 means active, otherwise ended (spec §3). */
  status: 'active' | 'ended';
}

/** A wallet's stakes in stakeLists order; none where stakeCount reverts (spec §5). */
export function expectedStakes(world: World, address: string, chain: HexChain): ExpectedStake[] {
  if (world.hexStakeCountReverts(address, chain)) return [];
  return world.hexStakes(address, chain).map((stake, stakeIndex) => ({
    stakeIndex,
    ...stake,
    principalHex: Number(stake.stakedHearts) / 1e8,
    tShares: Number(stake.stakeShares) / 1e12,
    status: stake.unlockedDay === 0 ? 'active' : 'ended',
  }));
}

/** Payout per T-share in HEX for a day: (dayPayoutTotal / 1e8) / (dayStakeSharesTotal / 1e12) (UPSTREAMS.md §8). Default: the last complete day. */
export function expectedPayoutPerTShare(world: World, chain: HexChain, day = world.hexCurrentDay - 1): number {
  const data = world.hexDailyData(chain)[day];
  if (data === undefined) throw new Error(`no HEX dailyData for day ${day} on ${chain}`);
  return Number(data.dayPayoutTotal) / 1e8 / (Number(data.dayStakeSharesTotal) / 1e12);
}
