import { describe, expect, it } from '@jest/globals';
import { decodeDailyWord } from './dailyWord';

describe('decodeDailyWord (UPSTREAMS.md §8 packing)', () => {
  it('reads payout from the low 72 bits, shares from the next 72, unclaimed satoshis above', () => {
    const payout = (1n << 72n) - 1n;
    const shares = 4_700_000_000_000_000_000_000n;
    const unclaimed = (1n << 56n) - 1n;
    expect(decodeDailyWord(payout | (shares << 72n) | (unclaimed << 144n))).toEqual({
      payout,
      shares,
      unclaimedSatoshis: unclaimed,
    });
    expect(decodeDailyWord(25n | (7n << 72n))).toEqual({
      payout: 25n,
      shares: 7n,
      unclaimedSatoshis: 0n,
    });
  });
});
