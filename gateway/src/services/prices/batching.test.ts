import { describe, expect, it } from '@jest/globals';
import { chunk } from './batching';

describe('chunk', () => {
  it('cuts 40 PulseChain tokens into DEX batches of 25 and 15', () => {
    expect(
      chunk(
        Array.from({ length: 40 }, (_, i) => i),
        25,
      ).map((batch) => batch.length),
    ).toEqual([25, 15]);
    expect(chunk([], 30)).toEqual([]);
  });
});
