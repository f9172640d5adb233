import { describe, expect, it } from '@jest/globals';
import { InvalidCursorError, decodeCursor, encodeCursor, type CursorState } from './cursor';

const state: CursorState = {
  chain: 'eth',
  address: '0x7a16ff8270133f063aab6c9977183d9e72835428',
  kind: 'all',
  lists: {
    native: {
      source: 'blockscout-v2',
      page: {
        block_number: 23180401,
        hash: '0x5b8a',
        index: 42,
        inserted_at: '2026-08-20T10:12:37.114422Z',
        items_count: 50,
      },
      skip: 7,
      position: 57,
    },
    erc20: null,
  },
};
const query = { chain: state.chain, address: state.address, kind: state.kind };

describe('transaction cursors', () => {
  it('round-trip each list position, a finished list included', () => {
    expect(decodeCursor(encodeCursor(state), query)).toEqual(state.lists);
  });

  it('belong to one chain, address and kind', () => {
    const cursor = encodeCursor(state);
    expect(() => decodeCursor(cursor, { ...query, chain: 'base' })).toThrow(InvalidCursorError);
    expect(() =>
      decodeCursor(cursor, { ...query, address: '0x0000000000000000000000000000000000000001' }),
    ).toThrow(/another chain, address or kind/);
    expect(() => decodeCursor(cursor, { ...query, kind: 'native' })).toThrow(InvalidCursorError);
  });

  it('reject garbage and anything that would smuggle parameters upstream', () => {
    expect(() => decodeCursor('not a cursor', query)).toThrow('Invalid cursor.');
    const forged = (page: unknown, source = 'blockscout-v2') =>
      encodeCursor({
        ...state,
        lists: { native: { source, page, skip: 0, position: 0 } as never },
      });
    expect(() => decodeCursor(forged({ apikey: 'x' }), query)).toThrow(InvalidCursorError);
    expect(() => decodeCursor(forged({ 'a&b': 1 }), query)).toThrow(InvalidCursorError);
    expect(() => decodeCursor(forged({ block_number: 'x'.repeat(500) }), query)).toThrow(
      InvalidCursorError,
    );
    expect(() => decodeCursor(forged(5), query)).toThrow(InvalidCursorError);
    expect(() => decodeCursor(forged(201, 'blockscout-classic'), query)).toThrow(
      InvalidCursorError,
    );
    expect(decodeCursor(forged(200, 'blockscout-classic'), query).native).toMatchObject({
      page: 200,
    });
  });
});
