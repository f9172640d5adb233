import { describe, expect, it } from '@jest/globals';
import { buildSchema, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { prepare, render, toTemplate } from './statusTemplate';

// A portfolio's statuses sit beside rows that hold none; one reaches them only through a cycle.
const schema = buildSchema(`
  type Query { portfolio: Portfolio }
  type Portfolio { tokens: [Token!]!, sources: [SourceStatus!]!, owner: Owner }
  type Owner { name: String, portfolio: Portfolio }
  type Token { symbol: String, state: String, ageSeconds: Int }
  type SourceStatus { source: String, state: String, ageSeconds: Int }
`);

function templated(query: string, data: unknown, elapsedMs: number): unknown {
  const document = parse(query);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  const template = toTemplate(
    { data: structuredClone(data) as never },
    schema,
    document,
    operation,
  );
  if (!template) throw new Error('no template');
  return JSON.parse(render(prepare(template), elapsedMs));
}

describe('toTemplate', () => {
  it('ages every status, through aliases, fragments and a cycle, and no field that only shares a status field name', () => {
    const data = {
      portfolio: {
        tokens: [{ symbol: 'HEX', state: 'FRESH', ageSeconds: 0 }],
        mine: [{ source: 'dexscreener', state: 'FRESH', ageSeconds: 0 }],
        owner: {
          name: 'whale',
          portfolio: { sources: [{ source: 'defillama', state: 'STALE', ageSeconds: 90 }] },
        },
      },
    };
    const answer = templated(
      `query { portfolio { tokens { symbol state ageSeconds } mine: sources { ...S }
         owner { name portfolio { sources { ... on SourceStatus { source state ageSeconds } } } } } }
       fragment S on SourceStatus { source state ageSeconds }`,
      data,
      2_500,
    );
    expect(answer).toEqual({
      data: {
        portfolio: {
          tokens: [{ symbol: 'HEX', state: 'FRESH', ageSeconds: 0 }],
          mine: [{ source: 'dexscreener', state: 'CACHED', ageSeconds: 3 }],
          owner: {
            name: 'whale',
            portfolio: { sources: [{ source: 'defillama', state: 'STALE', ageSeconds: 93 }] },
          },
        },
      },
    });
  });
});
