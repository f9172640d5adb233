import { describe, expect, it } from '@jest/globals';
import { shapeMismatches } from './shape';

describe('shapeMismatches', () => {
  it('accepts the same keys and types, and any type where the sample is null', () => {
    expect(
      shapeMismatches({ a: '1', b: { c: 2 }, d: 'x' }, [{ a: '0', b: { c: 1 }, d: null }]),
    ).toEqual([]);
  });

  it('reports missing keys, extra keys and type changes with their path', () => {
    expect(
      shapeMismatches({ a: 1, extra: true, list: [{ x: '1' }] }, [
        { a: '1', b: 2, list: [{ x: 1 }] },
      ]),
    ).toEqual([
      '$.b: missing',
      '$.a: number, sample has string',
      '$.extra: not in the sample',
      '$.list[].x: string, sample has number',
    ]);
  });

  it('treats keys present in only some samples as optional, and honours declared optional paths', () => {
    expect(shapeMismatches([{ a: 1 }], [[{ a: 1, b: 2 }, { a: 3 }]])).toEqual([]);
    expect(shapeMismatches({ a: 1 }, [{ a: 1, b: 2 }], { optional: ['$.b'] })).toEqual([]);
  });

  it('compares the values, not the keys, of dictionaries', () => {
    const sample = { coins: { 'coingecko:bitcoin': { price: 1, symbol: 'BTC' } } };
    expect(
      shapeMismatches({ coins: { 'pulse:0xabc': { price: 2, symbol: 'X' } } }, [sample], {
        dictionaries: ['$.coins'],
      }),
    ).toEqual([]);
    expect(
      shapeMismatches({ coins: { 'pulse:0xabc': { price: '2', symbol: 'X' } } }, [sample], {
        dictionaries: ['$.coins'],
      }),
    ).toEqual(['$.coins.pulse:0xabc.price: string, sample has number']);
  });
});
