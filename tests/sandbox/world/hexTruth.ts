import type { HexDailyDataSpec, HexGlobalsSpec, HexStakeSpec } from '../evm/evmSpec';
import type { HexChain } from './hex';
import { expectedStakeEnd, type ExpectedEnd } from './hexEndTruth';
import {
  BIG_PAY_DAY,
  CLAIMABLE_BTC_ADDR_COUNT,
  CLAIMABLE_SATOSHIS_TOTAL,
  HEARTS_PER_SATOSHI,
} from './hexGlobals';
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
  /** Yield so far in hearts, BigPayDay's slice and its adoption bonus included when the stake spans day 352. */
  yieldHearts: bigint;
  /** The days yieldHearts covers. */
  yieldDays: number;
  /** The adoption-bonus part of yieldHearts: 0 unless the stake spans BigPayDay. */
  adoptionBonusHearts: bigint;
  /** What HEX's stakeEnd would do with it today (hexEndTruth.ts); null where HEX would refuse. */
  end: ExpectedEnd | null;
  /** Set for a stake held through a Hedron HSI the wallet owns (stakeIndex is then 0, in the HSI's list). */
  hsi: { address: string; hsiIndex: number | null; tokenId: string | null } | null;
}

/**
 * A wallet's stakes in stakeLists order (none where stakeCount reverts, spec §5), then the stakes of
 * the HSIs it owns: untokenized in hsiLists order, then tokenized in token order.
 */
export function expectedStakes(world: World, address: string, chain: HexChain): ExpectedStake[] {
  const daily = world.hexDailyData(chain);
  const globals = world.hexGlobals(chain);
  const expect = (
    stake: HexStakeSpec,
    stakeIndex: number,
    hsi: ExpectedStake['hsi'],
  ): ExpectedStake => ({
    stakeIndex,
    ...stake,
    principalHex: Number(stake.stakedHearts) / 1e8,
    tShares: Number(stake.stakeShares) / 1e12,
    status: stake.unlockedDay === 0 ? 'active' : 'ended',
    ...stakeYield(stake, world.hexCurrentDay, daily, globals),
    end: expectedStakeEnd(stake, world.hexCurrentDay, daily, globals),
    hsi,
  });
  const own = world.hexStakeCountReverts(address, chain)
    ? []
    : world.hexStakes(address, chain).map((stake, stakeIndex) => expect(stake, stakeIndex, null));
  const hsis = world.hexHsis(address, chain);
  const direct = hsis
    .filter((hsi) => hsi.tokenId === null)
    .map((hsi, hsiIndex) =>
      expect(hsi.stake, 0, { address: hsi.address, hsiIndex, tokenId: null }),
    );
  const tokenized = hsis.flatMap((hsi) =>
    hsi.tokenId === null
      ? []
      : [
          expect(hsi.stake, 0, {
            address: hsi.address,
            hsiIndex: null,
            tokenId: hsi.tokenId.toString(),
          }),
        ],
  );
  return [...own, ...direct, ...tokenized];
}

/**
 * What HEX's _calcPayoutRewards would pay the stake for the days it has served (UPSTREAMS.md §8,
 * HEX-src StakeableToken), written from the contract rather than from the gateway:
 *
 *   Σ_{d = lockedDay}^{end − 1} ⌊dayPayoutTotal_d · stakeShares / dayStakeSharesTotal_d⌋
 *   + when lockedDay ≤ 352 < end: slice = ⌊unclaimedSatoshisTotal · 1e4 · stakeShares / dayStakeSharesTotal_352⌋,
 *     slice + ⌊slice · claimedBtcAddrCount / CLAIMABLE_BTC_ADDR_COUNT⌋ + ⌊slice · claimedSatoshisTotal / CLAIMABLE_SATOSHIS_TOTAL⌋
 *
 * with the satoshi and claim counts from globalInfo(), as HEX takes them from its globals. A listed
 * stake with an unlockedDay was good-accounted, which HEX allows only once the full term is
 * served; an active one has served up to today. Days without daily data are not counted yet.
 */
function stakeYield(
  stake: HexStakeSpec,
  currentDay: number,
  daily: readonly HexDailyDataSpec[],
  globals: HexGlobalsSpec,
): Pick<ExpectedStake, 'yieldHearts' | 'yieldDays' | 'adoptionBonusHearts'> {
  const maturity = stake.lockedDay + stake.stakedDays;
  const end = Math.min(
    stake.unlockedDay > 0 ? maturity : Math.min(maturity, currentDay),
    daily.length,
  );
  let yieldHearts = 0n;
  for (let day = stake.lockedDay; day < end; day++) {
    const { dayPayoutTotal, dayStakeSharesTotal } = daily[day] as HexDailyDataSpec;
    yieldHearts += (dayPayoutTotal * stake.stakeShares) / dayStakeSharesTotal;
  }
  let adoptionBonusHearts = 0n;
  if (stake.lockedDay <= BIG_PAY_DAY && end > BIG_PAY_DAY) {
    const bigPayDay = daily[BIG_PAY_DAY] as HexDailyDataSpec;
    const slice =
      (globals.unclaimedSatoshisTotal * HEARTS_PER_SATOSHI * stake.stakeShares) /
      bigPayDay.dayStakeSharesTotal;
    adoptionBonusHearts =
      (slice * globals.claimedBtcAddrCount) / CLAIMABLE_BTC_ADDR_COUNT +
      (slice * globals.claimedSatoshisTotal) / CLAIMABLE_SATOSHIS_TOTAL;
    yieldHearts += slice + adoptionBonusHearts;
  }
  return { yieldHearts, yieldDays: Math.max(0, end - stake.lockedDay), adoptionBonusHearts };
}

/** Payout per T-share in HEX for a day: (dayPayoutTotal / 1e8) / (dayStakeSharesTotal / 1e12) (UPSTREAMS.md §8). Default: the last complete day. */
export function expectedPayoutPerTShare(
  world: World,
  chain: HexChain,
  day = world.hexCurrentDay - 1,
): number {
  const data = world.hexDailyData(chain)[day];
  if (data === undefined) throw new Error(`no HEX dailyData for day ${day} on ${chain}`);
  return Number(data.dayPayoutTotal) / 1e8 / (Number(data.dayStakeSharesTotal) / 1e12);
}
