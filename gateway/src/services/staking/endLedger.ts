import type { DailyData } from '../../sources/hex/dailyWord';
import type { HexLedger } from '../../sources/hex/getHexGlobals';
import {
  CLAIM_PHASE_DAYS,
  CLAIM_PHASE_END_DAY,
  HEARTS_PER_SATOSHI,
} from '../../sources/hex/hexConstants';
import { adoptionBonus, type AdoptionStats } from './stakeYield';

/**
 * HEX as a stakeEnd sent today would find it once its first step, _dailyDataUpdateAuto, has run:
 * every day before currentDay stored, and the globals that step leaves behind (HEX-src
 * GlobalsAndUtility). A stake's payout and penalties are computed from this (stakeEnd.ts).
 */
export interface EndLedger {
  currentDay: number;
  /** Days 0 … currentDay − 1 that the stakes need: the stored ones plus those stakeEnd would store first. */
  days: ReadonlyMap<number, DailyData>;
  adoption: AdoptionStats;
  unclaimedSatoshisTotal: bigint;
  /** totalSupply() + lockedHeartsTotal after the update: _estimatePayoutRewardsDay's allocated supply. */
  allocSupply: bigint;
  stakePenaltyTotal: bigint;
  stakeSharesTotal: bigint;
}

interface Round {
  allocSupply: bigint;
  stakePenaltyTotal: bigint;
  mintOrigin: bigint;
}

/**
 * HEX's _dailyRoundCalc: the day's payout pool, allocSupply · 10000 / 100448995 (3.69 %/year),
 * the claim phase's adoption extras, and the penalties collected since the last stored day (paid
 * into the first day stored, then zeroed). Mutates `round` as the contract mutates its globals.
 */
export function dailyRound(
  round: Round,
  day: number,
  adoption: AdoptionStats,
  unclaimedSatoshisTotal: bigint,
): bigint {
  let payoutTotal = (round.allocSupply * 10_000n) / 100_448_995n;
  if (day < CLAIM_PHASE_END_DAY) {
    const bigPaySlice = (unclaimedSatoshisTotal * HEARTS_PER_SATOSHI) / CLAIM_PHASE_DAYS;
    const originBonus = bigPaySlice + adoptionBonus(payoutTotal + bigPaySlice, adoption);
    round.mintOrigin += originBonus;
    round.allocSupply += originBonus;
    payoutTotal += adoptionBonus(payoutTotal, adoption);
  }
  if (round.stakePenaltyTotal !== 0n) {
    payoutTotal += round.stakePenaltyTotal;
    round.stakePenaltyTotal = 0n;
  }
  return payoutTotal;
}

/**
 * The ledger a stakeEnd today would see. HEX stores a day's data only when someone calls a staking
 * function after it (globals.dailyDataCount may lag currentDay, typically by a day early in the
 * day); stakeEnd first stores the missing days exactly as _dailyDataUpdate does, so they are
 * computed here the same way: each day's pool from the allocated supply, the first one with the
 * collected penalties, stakes started the day before joining the share total after the first day.
 */
export function endLedger(
  stored: { dailyDataCount: number; days: ReadonlyMap<number, DailyData> },
  ledger: HexLedger,
  adoption: AdoptionStats,
  currentDay: number,
): EndLedger {
  const unclaimedSatoshisTotal = BigInt(ledger.unclaimedSatoshisTotal);
  const lockedHeartsTotal = BigInt(ledger.lockedHeartsTotal);
  let totalSupply = BigInt(ledger.totalSupply);
  let stakeSharesTotal = BigInt(ledger.stakeSharesTotal);
  const round: Round = {
    allocSupply: totalSupply + lockedHeartsTotal,
    stakePenaltyTotal: BigInt(ledger.stakePenaltyTotal),
    mintOrigin: 0n,
  };
  const days = new Map(stored.days);
  for (let day = stored.dailyDataCount; day < currentDay; day++) {
    days.set(day, {
      payout: dailyRound(round, day, adoption, unclaimedSatoshisTotal),
      shares: stakeSharesTotal,
      unclaimedSatoshis: unclaimedSatoshisTotal,
    });
    if (day === stored.dailyDataCount) stakeSharesTotal += BigInt(ledger.nextStakeSharesTotal);
  }
  totalSupply += round.mintOrigin;
  return {
    currentDay,
    days,
    adoption,
    unclaimedSatoshisTotal,
    allocSupply: totalSupply + lockedHeartsTotal,
    stakePenaltyTotal: round.stakePenaltyTotal,
    stakeSharesTotal,
  };
}
