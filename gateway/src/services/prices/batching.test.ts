import { describe, expect, it } from '@jest/globals';
import { chunk, groupWhile } from './batching';

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

describe('groupWhile', () => {
  it('grows a group while it fits, and never drops an item that fits nowhere', () => {
    const fits = (group: readonly string[]) => group.join(',').length <= 7;
    expect(groupWhile(['aaa', 'bbb', 'ccc', 'dddddddddd', 'e'], fits)).toEqual([
      ['aaa', 'bbb'],
      ['ccc'],
      ['dddddddddd'],
      ['e'],
    ]);
  });
});
