import { describe, expect, it } from '@jest/globals';
import { withKnownOperationName } from './operationName';

describe('withKnownOperationName', () => {
  it("drops the previous tab's operation name that the document does not define", () => {
    expect(
      withKnownOperationName({
        query: 'query WalletHoldings { chains { key } }',
        operationName: 'Chains',
      }),
    ).toEqual({ query: 'query WalletHoldings { chains { key } }' });
  });

  it('keeps a name the document defines, and anything it cannot parse', () => {
    const two = {
      query: 'query A { chains { key } } query B { ticker { id } }',
      operationName: 'B',
    };
    expect(withKnownOperationName(two)).toBe(two);
    const broken = { query: 'query A {', operationName: 'A' };
    expect(withKnownOperationName(broken)).toBe(broken);
  });
});
