import type { HexDailyDataSpec, HexGlobalsSpec, HexStakeSpec } from '../evm/evmSpec';
import { Rng } from './random';

/** HEX's BIG_PAY_DAY = CLAIM_PHASE_END_DAY + 1; claims ran on days 1 … 350 (UPSTREAMS.md §8, hex-abi.json). */
export const BIG_PAY_DAY = 352;
const CLAIM_PHASE_END_DAY = 351;
const CLAIM_PHASE_DAYS = 350n;
/** HEX's HEARTS_PER_SATOSHI: 1 BTC claimed 10,000 HEX. */
export const HEARTS_PER_SATOSHI = 10_000n;
/** The denominators of HEX's _calcAdoptionBonus. */
export const CLAIMABLE_BTC_ADDR_COUNT = 27_997_742n;
export const CLAIMABLE_SATOSHIS_TOTAL = 910_087_996_911_001n;

/** An average claim per BTC address on one day, in satoshis: 0.05 … 2 BTC. */
const CLAIM_SATS_PER_ADDRESS: readonly [number, number] = [5_000_000, 200_000_000];

/**
 * globalInfo()'s words for one chain, derived from the world's daily data and stakes.
 *
 * Claim stats are read back from the world's unclaimed-BTC curve. A claim of adj satoshis on day d
 * adds adj to claimedSatoshisTotal but takes only adj·(351 − d)/350 off unclaimedSatoshisTotal
 * (HEX's late-claim cut in _calcClaimValues), so each day's drop is scaled back up by 350/(351 − d).
 * They are not scaled down like the unclaimed satoshis (world/hex.ts): they only ever count as
 * fractions of HEX's fixed CLAIMABLE_* totals. For seed 1 the curve yields ~1.9e12 satoshis and
 * ~74,000 addresses, about 0.2 % and 0.3 % of those totals, so the adoption bonus adds ~0.5 % to
 * each BigPayDay slice: visible in every spanning stake's yield and small, as on the real chain, where
 * most BTC was never claimed. Claims ended long before PulseChain copied Ethereum's state, so both
 * chains get the same stats.
 *
 * Stake totals follow HEX's bookkeeping over the world's stakes: hearts stay in lockedHeartsTotal
 * until stakeEnd (which also drops the stake from its list), shares leave stakeSharesTotal at
 * unlock. HEX copies its unclaimedSatoshisTotal into every day's data, so the global is the last
 * day's. totalSupply is the allocated supply the last day's payout implies (HEX pays
 * allocSupply·10000/100448995 a day, _dailyRoundCalc): the daily data models all of HEX while the
 * stakes are only the world's wallets', so the wallets' locked hearts are not subtracted from it.
 */
export function hexGlobals(
  seed: number,
  dailyData: readonly HexDailyDataSpec[],
  stakes: readonly HexStakeSpec[],
): HexGlobalsSpec {
  const last = dailyData[dailyData.length - 1];
  if (last === undefined) throw new Error('hexGlobals needs at least one day of HEX daily data');
  const rng = Rng.derive(seed, 'hex-claims');
  let claimedSatoshisTotal = 0n;
  let claimedBtcAddrCount = 0n;
  for (let day = 1; day < CLAIM_PHASE_END_DAY && day < dailyData.length; day++) {
    const drop =
      (dailyData[day - 1] as HexDailyDataSpec).dayUnclaimedSatoshisTotal -
      (dailyData[day] as HexDailyDataSpec).dayUnclaimedSatoshisTotal;
    const claimed = (drop * CLAIM_PHASE_DAYS) / BigInt(CLAIM_PHASE_END_DAY - day);
    // One draw per day whether or not anyone claimed, so each day's average is fixed by the seed alone.
    const perAddress = BigInt(Math.round(rng.logUniform(...CLAIM_SATS_PER_ADDRESS)));
    claimedSatoshisTotal += claimed;
    if (claimed > 0n) claimedBtcAddrCount += 1n + claimed / perAddress;
  }
  return {
    lockedHeartsTotal: stakes.reduce((sum, stake) => sum + stake.stakedHearts, 0n),
    stakeSharesTotal: stakes.reduce(
      (sum, stake) => (stake.unlockedDay === 0 ? sum + stake.stakeShares : sum),
      0n,
    ),
    latestStakeId: stakes.reduce((max, stake) => Math.max(max, stake.stakeId), 0),
    unclaimedSatoshisTotal: last.dayUnclaimedSatoshisTotal,
    claimedSatoshisTotal,
    claimedBtcAddrCount,
    totalSupply: (last.dayPayoutTotal * 100_448_995n) / 10_000n,
  };
}
