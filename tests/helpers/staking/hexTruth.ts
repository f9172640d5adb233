/**
 * What the staking service should answer for a fixture, computed here straight from the spec's
 * numbers and UPSTREAMS.md §8 — not through the service's own helpers — so a slip in either shows.
 */
import type { HexDailyDataSpec, HexStakeSpec } from '../../sandbox/evm/evmSpec';

/** HEX's payout of one stake so far, in hearts, and the days it covers (adoption bonus 0: the sandbox's globalInfo has no claims). */
export function truthYield(
  stake: HexStakeSpec,
  currentDay: number,
  daily: readonly HexDailyDataSpec[],
): { hearts: bigint; days: number } {
  const maturity = stake.lockedDay + stake.stakedDays;
  const stop = Math.min(
    maturity,
    stake.unlockedDay > 0 ? stake.unlockedDay : currentDay,
    daily.length,
  );
  let hearts = 0n;
  for (let day = stake.lockedDay; day < stop; day++) {
    const { dayPayoutTotal, dayStakeSharesTotal } = daily[day] as HexDailyDataSpec;
    hearts += (dayPayoutTotal * stake.stakeShares) / dayStakeSharesTotal;
  }
  const bpd = daily[352];
  if (bpd && stake.lockedDay <= 352 && stop > 352)
    hearts +=
      (bpd.dayUnclaimedSatoshisTotal * 10_000n * stake.stakeShares) / bpd.dayStakeSharesTotal;
  return { hearts, days: Math.max(0, stop - stake.lockedDay) };
}

export function truthApy(
  stake: HexStakeSpec,
  currentDay: number,
  daily: readonly HexDailyDataSpec[],
): number | null {
  const { hearts, days } = truthYield(stake, currentDay, daily);
  return days === 0 ? null : (Number(hearts) / Number(stake.stakedHearts)) * (365 / days) * 100;
}

export function truthStatus(stake: HexStakeSpec, currentDay: number): string {
  const maturity = stake.lockedDay + stake.stakedDays;
  if (stake.unlockedDay !== 0) return 'ENDED';
  if (currentDay < stake.lockedDay) return 'PENDING';
  if (currentDay < maturity) return 'ACTIVE';
  return currentDay - maturity <= 14 ? 'READY' : 'OVERDUE';
}

/** HEX per T-share of a day to 7 decimals, rounded half up, by decimal long division. */
export function truthPayoutPerTShare(day: HexDailyDataSpec): string {
  const tenMillionths =
    (day.dayPayoutTotal * 10_000n * 10_000_000n * 10n) / day.dayStakeSharesTotal;
  const rounded = (tenMillionths + 5n) / 10n;
  const text = rounded.toString().padStart(8, '0');
  return `${text.slice(0, -7)}.${text.slice(-7)}`;
}

/** value / 10^decimals as the shortest exact decimal string: hearts → HEX (8), shares → T-shares (12). */
export function toDecimal(value: bigint, decimals: number): string {
  const unit = 10n ** BigInt(decimals);
  const fraction = (value % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction === '' ? (value / unit).toString() : `${value / unit}.${fraction}`;
}
