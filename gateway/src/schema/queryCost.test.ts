import { describe, expect, it } from '@jest/globals';
import { getIntrospectionQuery, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { buildGatewaySchema } from './buildSchema';
import { fragmentsOf, MAX_FIELDS, selectionShape } from '../graphql/costRules';
import { MAX_QUERY_COST, operationCost, rootFieldCost } from './queryCost';

const operationOf = (source: string) => {
  const document = parse(source);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operation === undefined) throw new Error('no operation');
  return { document, operation };
};

describe('root field fan-out', () => {
  it('prices each root field by the wallet-chain pairs it reads', () => {
    expect(rootFieldCost('wallet', {})).toBe(5);
    expect(rootFieldCost('wallet', { chains: ['eth', 'base'] })).toBe(2);
    expect(rootFieldCost('portfolio', { wallets: Array(10).fill('0x'), chains: ['eth'] })).toBe(10);
    expect(rootFieldCost('portfolio', { wallets: Array(50).fill('0x') })).toBe(MAX_QUERY_COST);
    expect(rootFieldCost('hexStaking', { wallets: Array(3).fill('0x') })).toBe(3);
    expect(rootFieldCost('tokenPrices', { tokens: Array(61).fill({}) })).toBe(3);
    expect(rootFieldCost('tokenHistory', { wallets: Array(3).fill('0x'), chain: 'eth' })).toBe(3);
    expect(rootFieldCost('pnl', { wallets: Array(2).fill('0x') })).toBe(10);
    expect(rootFieldCost('ticker', {})).toBe(0);
  });

  it('sums the operation with variables applied and fragments expanded', async () => {
    const schema = await buildGatewaySchema();
    const { document, operation } = operationOf(
      'query ($w: [Address!]!, $c: [ChainKey!]) { ...Both ... on Query { x: wallet(address: "0x0000000000000000000000000000000000000001", chains: $c) { totalUsd } } } fragment Both on Query { portfolio(wallets: $w) { totalUsd } ticker { symbol } }',
    );
    const w = [
      '0x0000000000000000000000000000000000000001',
      '0x0000000000000000000000000000000000000002',
    ];
    expect(operationCost(schema, document, operation, { w, c: ['ETH', 'BSC'] })).toBe(2 * 5 + 2);
    expect(operationCost(schema, document, operation, { w })).toBe(2 * 5 + 5);
  });
});

describe('selection shape on the expanded operation', () => {
  it('counts a fragment each time it is spread, and introspection like any field', () => {
    const { document, operation } = operationOf(
      '{ ...F ...F s: __schema { types { name fields { name } } } } fragment F on Query { a: chains { key } b: chains { id } }',
    );
    expect(selectionShape(operation, fragmentsOf(document))).toEqual({
      depth: 4,
      aliases: 5,
      fields: 13,
      capped: false,
    });
  });

  it("counts neither __typename nor introspection's ofType chain as a level, so GraphiQL's query fits", () => {
    const { document, operation } = operationOf(
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
    );
    const shape = selectionShape(operation, fragmentsOf(document));
    expect(shape.depth).toBe(6);
    expect(shape.fields).toBeLessThan(MAX_FIELDS);
    const aliased = operationOf(
      '{ t: __typename __type(name: "Query") { ofType { ofType { name } } } }',
    );
    expect(selectionShape(aliased.operation, fragmentsOf(aliased.document))).toEqual({
      depth: 2,
      aliases: 1,
      fields: 4,
      capped: false,
    });
  });

  it('stops early on a fragment spread exponentially often, even one made of __typename only', () => {
    const levels = ['fragment F0 on Query { __typename }'];
    for (let level = 1; level <= 40; level++)
      levels.push(
        `fragment F${level} on Query { __typename ...F${level - 1} ... on Query { ...F${level - 1} } }`,
      );
    const { document, operation } = operationOf(`{ ...F40 } ${levels.join(' ')}`);
    expect(selectionShape(operation, fragmentsOf(document)).capped).toBe(true);
    const wide = operationOf(
      `{ ${Array.from({ length: MAX_FIELDS + 1 }, (_, index) => `f${index}: chains { key }`).join(' ')} }`,
    );
    expect(selectionShape(wide.operation, fragmentsOf(wide.document)).capped).toBe(true);
  });
});
