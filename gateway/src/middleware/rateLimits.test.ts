import { describe, expect, it } from '@jest/globals';
import { graphqlAsksFresh } from './rateLimits';

describe('which GraphQL requests skip the caches (the fresh-read budget)', () => {
  it('sees fresh: true written inline, through a variable, a variable default and fragments', () => {
    expect(graphqlAsksFresh('{ wallet(address: "0x1", fresh: true) { totalUsd } }', {})).toBe(true);
    expect(
      graphqlAsksFresh('query ($f: Boolean!) { wallet(address: "0x1", fresh: $f) { totalUsd } }', {
        f: true,
      }),
    ).toBe(true);
    expect(
      graphqlAsksFresh(
        'query ($f: Boolean! = true) { wallet(address: "0x1", fresh: $f) { totalUsd } }',
        {},
      ),
    ).toBe(true);
    expect(
      graphqlAsksFresh(
        '{ ...F } fragment F on Query { ... on Query { ticker { symbol } portfolio(wallets: [], fresh: true) { totalUsd } } }',
        {},
      ),
    ).toBe(true);
  });

  it('leaves cached reads and the operation not chosen alone', () => {
    expect(
      graphqlAsksFresh('query ($f: Boolean!) { wallet(address: "0x1", fresh: $f) { totalUsd } }', {
        f: false,
      }),
    ).toBe(false);
    expect(graphqlAsksFresh('{ wallet(address: "0x1") { fresh: totalUsd } }', {})).toBe(false);
    const two =
      'query A { wallet(address: "0x1", fresh: true) { totalUsd } } query B { ticker { symbol } }';
    expect(graphqlAsksFresh(two, {}, 'B')).toBe(false);
    expect(graphqlAsksFresh(two, {}, 'A')).toBe(true);
  });
});
