import { describe, expect, it } from '@jest/globals';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { fragmentsOf } from '../graphql/costRules';
import { reorderedTemplate } from './answerOrder';

function reordered(body: unknown, query: string): string {
  const document = parse(query);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  return reorderedTemplate(
    { body: JSON.stringify(body), nonce: 'n' },
    operation,
    fragmentsOf(document),
  ).body;
}

describe('reorderedTemplate', () => {
  it("lists every object's fields as the request selects them, through lists, aliases and fragments", () => {
    const stored = {
      data: {
        portfolio: {
          totalUsd: 3,
          rows: [
            { key: 'a', valueUsd: 1, state: '@@kinko-n:s:FRESH@@' },
            { key: 'b', valueUsd: 2, state: '@@kinko-n:s:FRESH@@' },
          ],
        },
      },
    };
    const body = reordered(
      stored,
      '{ portfolio { ...P totalUsd } } fragment P on Portfolio { rows: tokens { state ... on PortfolioToken { valueUsd } key } }',
    );
    expect(body).toBe(
      JSON.stringify({
        data: {
          portfolio: {
            rows: [
              { state: '@@kinko-n:s:FRESH@@', valueUsd: 1, key: 'a' },
              { state: '@@kinko-n:s:FRESH@@', valueUsd: 2, key: 'b' },
            ],
            totalUsd: 3,
          },
        },
      }),
    );
  });

  it('places a field selected twice where it is first selected, with both selections inside', () => {
    const body = reordered({ data: { a: { x: 1, y: 2 }, b: 3 } }, '{ b a { y } a { x } }');
    expect(body).toBe('{"data":{"b":3,"a":{"y":2,"x":1}}}');
  });
});
