import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

/**
 * A GraphQL request is parsed once, shared by the fresh-read limit, the response cache and Apollo
 * (graphqlRequest/), and a document sent again is not parsed again: graphql-js's own parse counted.
 */
const actual = await import('graphql');
const parse = jest.fn(actual.parse);
jest.unstable_mockModule('graphql', () => ({ ...actual, parse, default: { ...actual, parse } }));
const { default: request } = await import('supertest');
const { startTestGateway } = await import('../helpers/testGateway');

let test: Awaited<ReturnType<typeof startTestGateway>>;

beforeAll(async () => {
  // The fresh-read limit on, so that it reads the document too.
  test = await startTestGateway({ RATE_LIMIT_FRESH: '100' });
});

afterAll(async () => {
  await test.close();
});

async function send(query: string, variables: Record<string, unknown>): Promise<number> {
  parse.mockClear();
  const response = await request(test.gateway.app).post('/graphql').send({ query, variables });
  expect(response.body.errors).toBeUndefined();
  return parse.mock.calls.length;
}

describe('one parse per request', () => {
  it('parses a new document once, and a document sent again not at all', async () => {
    const query = `query ($fresh: Boolean!) { portfolio(wallets: [], chains: [PULSE], fresh: $fresh) { totalUsd } }`;
    expect(await send(query, { fresh: false })).toBe(1);
    expect(await send(query, { fresh: true })).toBe(0);
    expect(await send(`${query} # another spelling`, { fresh: false })).toBe(1);
  });

  it('parses a GET request once too', async () => {
    parse.mockClear();
    const response = await request(test.gateway.app)
      .get('/graphql')
      .query({ query: '{ chains { key } }' });
    expect(response.status).toBe(200);
    expect(parse.mock.calls.length).toBe(1);
  });
});
