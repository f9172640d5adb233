import { describe, expect, it } from '@jest/globals';
import { chunk, forEachWithWorkers, groupWhile } from './batching';

describe('chunk', () => {
  it('cuts 40 PulseChain tokens into DEX batches of 25 and 15', () => {
    expect(chunk(Array.from({ length: 40 }, (_, i) => i), 25).map((batch) => batch.length)).toEqual([25, 15]);
    expect(chunk([], 30)).toEqual([]);
  });
});

describe('groupWhile', () => {
  it('grows a group while it fits, and never drops an item that fits nowhere', () => {
    const fits = (group: readonly string[]) => group.join(',').length <= 7;
    expect(groupWhile(['aaa', 'bbb', 'ccc', 'dddddddddd', 'e'], fits)).toEqual([['aaa', 'bbb'], ['ccc'], ['dddddddddd'], ['e']]);
  });
});

describe('forEachWithWorkers', () => {
  it('visits every item with at most `workers` running at once', async () => {
    let running = 0;
    let peak = 0;
    const seen: number[] = [];
    await forEachWithWorkers(Array.from({ length: 20 }, (_, i) => i), 6, async (item) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(item);
      running--;
    });
    expect(peak).toBe(6);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
