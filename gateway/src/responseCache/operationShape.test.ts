import { describe, expect, it } from '@jest/globals';
import { readGraphqlRequest } from '../graphqlRequest/graphqlRequest';
import { operationShape as shapeOf } from './operationShape';

const operationShape = (query: string, operationName: string | undefined) =>
  shapeOf(readGraphqlRequest({ query, operationName }));

describe('operationShape', () => {
  it('takes reads of the holdings engine, with or without __typename beside them', () => {
    expect(operationShape('{ portfolio(wallets: []) { totalUsd } }', undefined)).not.toBeNull();
    expect(
      operationShape('{ __typename wallet(address: "0x") { totalUsd } }', undefined),
    ).not.toBeNull();
  });

  it('leaves alone a document with nothing to store: __typename alone costs less to run than to look up', () => {
    expect(operationShape('{ __typename }', undefined)).toBeNull();
    expect(operationShape('{ transactions(wallet: "0x") { hash } }', undefined)).toBeNull();
  });

  it('gives every spelling of an operation one id: name, comments, layout, field and argument order, fragments', () => {
    const spellings = [
      'query A { portfolio(wallets: ["0x1"], chains: [ETH]) { totalUsd tokens { key valueUsd } } }',
      'query B { portfolio(wallets: ["0x1"], chains: [ETH]) { totalUsd tokens { key valueUsd } } } query C { wallet(address: "0x1") { totalUsd } }',
      `# the dashboard's
       query Other {
         portfolio(chains: [ETH], wallets: ["0x1"]) { tokens { valueUsd key } totalUsd }
       }`,
      '{ portfolio(chains: [ETH], wallets: ["0x1"]) { ...P } } fragment P on Portfolio { tokens { ... on PortfolioToken { valueUsd } key } totalUsd }',
    ];
    const ids = spellings.map(
      (query) => operationShape(query, query.includes('query B') ? 'B' : undefined)?.id,
    );
    expect(ids.every((id) => id !== undefined && id === ids[0])).toBe(true);
  });

  it('tells apart what changes the answer: a field, an alias, an argument value, a list order', () => {
    const ids = [
      '{ portfolio(wallets: ["0x1", "0x2"]) { totalUsd } }',
      '{ portfolio(wallets: ["0x2", "0x1"]) { totalUsd } }',
      '{ portfolio(wallets: ["0x1", "0x2"]) { total: totalUsd } }',
      '{ portfolio(wallets: ["0x1", "0x2"]) { totalUsd updatedAt } }',
      '{ portfolio(wallets: ["0x1", "0x2"], chains: [ETH]) { totalUsd } }',
    ].map((query) => operationShape(query, undefined)?.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives spellings the same order only when their answers list fields in the same order', () => {
    const order = (query: string) => operationShape(query, undefined)?.order;
    const base = '{ portfolio(wallets: []) { totalUsd tokens { key valueUsd } } }';
    expect(
      order('query Named { portfolio(wallets: []) { totalUsd tokens { key valueUsd } } }'),
    ).toBe(order(base));
    expect(
      order(
        '{ portfolio(wallets: []) { ...P } } fragment P on Portfolio { totalUsd tokens { key valueUsd } }',
      ),
    ).toBe(order(base));
    expect(order('{ portfolio(wallets: []) { tokens { key valueUsd } totalUsd } }')).not.toBe(
      order(base),
    );
  });

  it('keys a document with @skip or @include by its spelling: which fields come first depends on the variables', () => {
    const conditional = (name: string) =>
      operationShape(
        `query ${name}($t: Boolean!) { portfolio(wallets: []) { totalUsd @include(if: $t) } }`,
        undefined,
      )?.id;
    expect(conditional('A')).not.toBe(conditional('B'));
  });
});
