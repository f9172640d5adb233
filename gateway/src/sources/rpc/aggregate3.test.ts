import { describe, expect, it } from '@jest/globals';
import { chunkByWeight, READS_PER_AGGREGATE } from './aggregate3';

describe('chunkByWeight', () => {
  const calls = (...weights: number[]) => weights.map((weight, index) => ({ weight, index }));

  it('keeps 10 wallets × 20 stakes (2 reads each) in one eth_call', () => {
    expect(chunkByWeight(calls(...Array<number>(200).fill(2)))).toHaveLength(1);
    expect(READS_PER_AGGREGATE).toBeGreaterThanOrEqual(400);
  });

  it('splits in order at the budget, and gives an oversized call its own chunk', () => {
    const chunks = chunkByWeight(calls(3, 3, 3, 10, 1, 1), 6);
    expect(chunks.map((chunk) => chunk.map((call) => call.index))).toEqual([
      [0, 1],
      [2],
      [3],
      [4, 5],
    ]);
    expect(chunkByWeight([], 6)).toEqual([]);
  });
});
