import { HEART_UINT_SIZE } from './hexConstants';

/** One day of HEX's dailyData (UPSTREAMS.md §8). */
export interface DailyData {
  /** dayPayoutTotal: hearts paid to all stakes that day. */
  payout: bigint;
  /** dayStakeSharesTotal: shares staked that day. */
  shares: bigint;
  /** dayUnclaimedSatoshisTotal: BTC not yet claimed (frozen after the claim phase). */
  unclaimedSatoshis: bigint;
}

const MASK_72 = (1n << HEART_UINT_SIZE) - 1n;
const MASK_56 = (1n << 56n) - 1n;

/**
 * Unpacks one dailyDataRange word: payout | shares << 72 | unclaimedSats << 144 (UPSTREAMS.md §8).
 * The low 72 bits are a hearts total, not a per-share rate — the 3P decoding the pitfall warns of.
 */
export function decodeDailyWord(word: bigint): DailyData {
  return {
    payout: word & MASK_72,
    shares: (word >> HEART_UINT_SIZE) & MASK_72,
    unclaimedSatoshis: (word >> (2n * HEART_UINT_SIZE)) & MASK_56,
  };
}
