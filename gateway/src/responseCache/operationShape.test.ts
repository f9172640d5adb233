import { describe, expect, it } from '@jest/globals';
import { operationShape } from './operationShape';

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

  it('gives the same document the same id, and a different operation name a different one', () => {
    const query =
      'query A { portfolio(wallets: []) { totalUsd } } query B { portfolio(wallets: []) { totalUsd } }';
    expect(operationShape(query, 'A')?.id).toBe(operationShape(query, 'A')?.id);
    expect(operationShape(query, 'A')?.id).not.toBe(operationShape(query, 'B')?.id);
  });
});
