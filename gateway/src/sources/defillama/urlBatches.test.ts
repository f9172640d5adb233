import { describe, expect, it } from '@jest/globals';
import { urlBatches } from './urlBatches';

describe('urlBatches', () => {
  it('grows a group while the URL fits, and never drops an item that fits nowhere', () => {
    const added = (item: string, group: readonly string[]) =>
      item.length + (group.length === 0 ? 0 : 1);
    expect(
      urlBatches(['aaa', 'bbb', 'ccc', 'dddddddddd', 'e'], { baseLength: 0, maxLength: 7 }, added),
    ).toEqual([['aaa', 'bbb'], ['ccc'], ['dddddddddd'], ['e']]);
  });

  it('counts the base of the URL against every group', () => {
    const added = (item: string, group: readonly string[]) =>
      item.length + (group.length === 0 ? 0 : 1);
    expect(urlBatches(['a', 'b', 'c'], { baseLength: 5, maxLength: 8 }, added)).toEqual([
      ['a', 'b'],
      ['c'],
    ]);
  });
});
