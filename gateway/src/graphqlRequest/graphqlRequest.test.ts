import { describe, expect, it } from '@jest/globals';
import { readGraphqlRequest } from './graphqlRequest';

const asksFresh = (
  query: string,
  variables: Record<string, unknown>,
  operationName?: string,
): boolean => readGraphqlRequest({ query, variables, operationName }).asksFresh;

describe('which GraphQL requests skip the caches (the fresh-read budget, the response cache)', () => {
  it('sees fresh: true written inline, through a variable, a variable default and fragments', () => {
    expect(asksFresh('{ wallet(address: "0x1", fresh: true) { totalUsd } }', {})).toBe(true);
    expect(
      asksFresh('query ($f: Boolean!) { wallet(address: "0x1", fresh: $f) { totalUsd } }', {
        f: true,
      }),
    ).toBe(true);
    expect(
      asksFresh(
        'query ($f: Boolean! = true) { wallet(address: "0x1", fresh: $f) { totalUsd } }',
        {},
      ),
    ).toBe(true);
    expect(
      asksFresh(
        '{ ...F } fragment F on Query { ... on Query { ticker { symbol } portfolio(wallets: [], fresh: true) { totalUsd } } }',
        {},
      ),
    ).toBe(true);
  });

  it('leaves cached reads, the operation not chosen and documents that do not run alone', () => {
    expect(
      asksFresh('query ($f: Boolean!) { wallet(address: "0x1", fresh: $f) { totalUsd } }', {
        f: false,
      }),
    ).toBe(false);
    expect(asksFresh('{ wallet(address: "0x1") { fresh: totalUsd } }', {})).toBe(false);
    const two =
      'query A { wallet(address: "0x1", fresh: true) { totalUsd } } query B { ticker { symbol } }';
    expect(asksFresh(two, {}, 'B')).toBe(false);
    expect(asksFresh(two, {}, 'A')).toBe(true);
    // Apollo runs no operation when several are sent without a name.
    expect(asksFresh(two, {})).toBe(false);
    expect(asksFresh('{ wallet(address: "0x1", fresh: true) { totalUsd }', {})).toBe(false);
  });

  it('parses a document once however many requests send it', () => {
    const query = '{ portfolio(wallets: ["0x2"], fresh: $f) { totalUsd } }';
    const first = readGraphqlRequest({ query, variables: { f: true } });
    const second = readGraphqlRequest({ query, variables: { f: false } });
    expect(second.parsed).toBe(first.parsed);
    expect(second.fresh).toBe(first.fresh);
    expect([first.asksFresh, second.asksFresh]).toEqual([true, false]);
  });

  it('refuses a document past the token bound, like Apollo', () => {
    const huge = `{ ${'__typename '.repeat(6_000)}}`;
    expect(readGraphqlRequest({ query: huge }).parsed.document).toBeNull();
  });
});
