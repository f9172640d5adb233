import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import request from 'supertest';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

/**
 * Property-based bad input (issue 13 deliverable 7): whatever a client sends as an address, a
 * chain list, a cursor, a CSV parameter or a GraphQL document, the answer is a clear 4xx or a
 * GraphQL error with a public code — never a 500, never a crash. Upstreams are unreachable here,
 * so input that happens to be valid fails fast at the first source and is answered honestly.
 */

let test: TestGateway;
jest.spyOn(console, 'warn').mockImplementation(() => undefined);

beforeAll(async () => {
  test = await startTestGateway();
});
afterAll(() => test.close());

const PUBLIC_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'QUERY_TOO_COSTLY',
  'BAD_REQUEST',
  'UPSTREAM_UNAVAILABLE',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);
const RUNS = { numRuns: 40 };
const SHORT = 4_000;

/** A string a client might send: printable text, hex-looking runs, control and wide characters. */
const anyText = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.stringMatching(/^0[xX][0-9a-fA-F]{0,45}$/),
  fc.stringMatching(/^[ \t]*0x[0-9a-f]{40}[ \t\u200b"']*$/),
);

async function graphql(query: string, variables?: Record<string, unknown>) {
  const response = await request(test.gateway.app).post('/graphql').send({ query, variables });
  expect(response.status).toBeLessThan(500);
  const body = response.body as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  for (const error of body.errors ?? []) {
    expect(PUBLIC_CODES.has(String(error.extensions?.code))).toBe(true);
    expect(error.message.length).toBeLessThan(SHORT);
  }
  return body;
}

async function rest(path: string, query: Record<string, string | string[]>) {
  const response = await request(test.gateway.app).get(path).query(query);
  expect(response.status).not.toBe(500);
  expect(response.status).toBeLessThan(504);
  expect(response.text.length).toBeLessThan(
    response.status >= 400 ? SHORT : Number.MAX_SAFE_INTEGER,
  );
  expect(response.text).not.toMatch(/\n\s+at |node_modules|Internal server error/);
  return response;
}

describe('bad input never makes a 500 (issue 13 deliverable 7)', () => {
  it('addresses: any string as a wallet address is accepted or refused with the spec text', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (address) => {
        const body = await graphql(
          'query ($a: Address!) { wallet(address: $a, chains: [ETH]) { totalUsd } }',
          { a: address },
        );
        if (body.errors !== undefined)
          expect(body.errors[0]?.message).toMatch(
            /^Invalid wallet address "[\s\S]{0,64}". Please check and try again.$/,
          );
        await rest('/api/tx', { chain: 'eth', address });
      }),
      RUNS,
    );
  });

  it('chain lists: any list of words is refused by the schema or the CSV parser, never a 500', async () => {
    const wallet = '0x7a16ff8270133f063aab6c9977183d9e72835428';
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(anyText, fc.constantFrom('ETH', 'PULSE', 'bsc', 'BNB Smart Chain', '')), {
          maxLength: 8,
        }),
        async (chains) => {
          await graphql(
            'query ($w: [Address!]!, $c: [ChainKey!]) { portfolio(wallets: $w, chains: $c) { totalUsd } }',
            { w: [wallet], c: chains },
          );
          await rest('/api/holdings.csv', { wallets: wallet, chains: chains.join(',') });
        },
      ),
      RUNS,
    );
  });

  it('cursors: any string or tampered base64 JSON as a cursor is a BAD_USER_INPUT or a 400', async () => {
    const wallet = '0x7a16ff8270133f063aab6c9977183d9e72835428';
    const tampered = fc
      .jsonValue({ maxDepth: 2 })
      .map((value) => Buffer.from(JSON.stringify(value)).toString('base64url'));
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyText, tampered), async (cursor) => {
        await graphql(
          'query ($a: Address!, $c: String) { transactions(chain: ETH, address: $a, after: $c) { edges { cursor } } }',
          { a: wallet, c: cursor },
        );
        await rest('/api/tx', { chain: 'eth', address: wallet, cursor });
        await rest('/api/transactions.csv', { chain: 'eth', address: wallet, cursor });
      }),
      RUNS,
    );
  });

  it('CSV parameters: any set of query parameters on every export is a CSV, a 4xx or an honest 502', async () => {
    const name = fc.constantFrom(
      'wallets',
      'chains',
      'fresh',
      'network',
      'chain',
      'address',
      'kind',
      'limit',
      'cursor',
      'includeFiltered',
      'x',
    );
    const value = fc.oneof(anyText, fc.array(anyText, { minLength: 2, maxLength: 3 }));
    const path = fc.constantFrom(
      '/api/portfolio.csv',
      '/api/holdings.csv',
      '/api/stakes.csv',
      '/api/transactions.csv',
      '/api/tx',
    );
    await fc.assert(
      fc.asyncProperty(path, fc.dictionary(name, value, { maxKeys: 5 }), async (route, query) => {
        await rest(route, query);
      }),
      RUNS,
    );
  });

  it('GraphQL documents: fragments, aliases and nesting of any shape are answered or refused with a public code', async () => {
    const field = fc.constantFrom(
      'chains { key id }',
      'contact { suggestionsEmail }',
      'demoWallets',
      '__typename',
      'ticker { symbol }',
      'chains { key nope }',
    );
    const selection: fc.Arbitrary<string> = fc.letrec<{ selection: string }>((tie) => ({
      selection: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        field,
        fc
          .tuple(fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,6}$/), field)
          .map(([alias, inner]) => `${alias}: ${inner}`),
        fc
          .array(tie('selection'), { minLength: 1, maxLength: 4 })
          .map((inner) => `... on Query { ${inner.join(' ')} }`),
        fc
          .array(tie('selection'), { minLength: 1, maxLength: 4 })
          .map((inner) => `... @include(if: true) { ${inner.join(' ')} }`),
      ),
    })).selection;
    const document = fc
      .tuple(
        fc.array(selection, { minLength: 1, maxLength: 6 }),
        fc.array(selection, { minLength: 1, maxLength: 6 }),
        fc.nat(3),
      )
      .map(
        ([root, fragment, spreads]) =>
          `query { ${root.join(' ')} ${'...F '.repeat(spreads)} } fragment F on Query { ${fragment.join(' ')} }`,
      );
    await fc.assert(
      fc.asyncProperty(fc.oneof(document, anyText), async (query) => {
        await graphql(query);
      }),
      RUNS,
    );
  });
});
