import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { getIntrospectionQuery } from 'graphql';
import request from 'supertest';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

/**
 * Issue 13's query-shape attacks and `fresh` abuse as regression tests: each is refused before a
 * single upstream request, and what the dashboard and the playground send still runs.
 */

let sandbox: Sandbox;
let test: TestGateway;
let wallets: string[];
jest.spyOn(console, 'warn').mockImplementation(() => undefined);

beforeAll(async () => {
  sandbox = await startSandbox({ evm: false });
  test = await startTestGateway({
    ...sandbox.env,
    RATE_LIMIT_FRESH: '3',
    RATE_LIMIT_API: '4',
    RATE_LIMIT_WINDOW_S: '600',
    TRUST_PROXY: 'loopback',
  });
  wallets = sandbox.world.demoWallets.map((wallet) => wallet.address);
});
afterAll(async () => {
  await test.close();
  await sandbox.stop();
});
beforeEach(() => sandbox.counters.reset());

const graphql = (query: string, variables?: Record<string, unknown>, ip = '10.0.0.1') =>
  request(test.gateway.app).post('/graphql').set('x-forwarded-for', ip).send({ query, variables });
const address = (index: number) => `0x${(index + 1).toString(16).padStart(40, '0')}`;
const aliasedWallets = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => `w${index}: wallet(address: "${address(index)}") { totalUsd }`,
  ).join('\n');

function expectRefused(response: request.Response, pattern: RegExp): void {
  expect(response.body.data).toBeUndefined();
  expect(response.body.errors).toEqual([
    expect.objectContaining({
      message: expect.stringMatching(pattern),
      extensions: expect.objectContaining({ code: 'QUERY_TOO_COSTLY' }),
    }),
  ]);
  expect(sandbox.counters.count('blockscout/pulse')).toBe(0);
  expect(sandbox.counters.count('dexscreener')).toBe(0);
}

describe('query limits hold after fragment expansion (issue 13 deliverable 1)', () => {
  it('refuses 50 aliased wallets inside an inline fragment on Query', async () => {
    expectRefused(await graphql(`{ ... on Query { ${aliasedWallets(50)} } }`), /50 aliased fields/);
  });

  it('refuses 50 aliased wallets inside a named fragment, and spread twice counts twice', async () => {
    expectRefused(
      await graphql(`query { ...Many } fragment Many on Query { ${aliasedWallets(50)} }`),
      /50 aliased fields/,
    );
    expectRefused(
      await graphql(
        `query { ...Few ... on Query { ...Few } } fragment Few on Query { ${aliasedWallets(6)} }`,
      ),
      /12 aliased fields/,
    );
  });

  it('refuses 700 nested aliases of portfolio.tokens (the 53 KB document of the issue) at once', async () => {
    const tokens = Array.from(
      { length: 700 },
      (_, index) => `a${index}: tokens { key amount valueUsd }`,
    ).join(' ');
    const started = performance.now();
    const response = await graphql(
      `query ($w: [Address!]!) { portfolio(wallets: $w) { ${tokens} } }`,
      { w: wallets },
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(response.body.errors[0].extensions.code).toMatch(
      /QUERY_TOO_COSTLY|GRAPHQL_PARSE_FAILED/,
    );
    expect(sandbox.counters.count('blockscout/pulse')).toBe(0);
  });

  it('refuses a selection of more than 500 fields built from fragments spread in each other', async () => {
    const levels = ['fragment F0 on PortfolioToken { key amount valueUsd priceUsd }'];
    for (let level = 1; level <= 8; level++)
      levels.push(
        `fragment F${level} on PortfolioToken { ...F${level - 1} ... on PortfolioToken { ...F${level - 1} } }`,
      );
    expectRefused(
      await graphql(
        `
          query ($w: [Address!]!) {
            portfolio(wallets: $w) {
              tokens {
                ...F8
              }
            }
          }
          ${levels.join(' ')}
        `,
        { w: wallets },
      ),
      /more than 500 fields/,
    );
  });

  it("counts each root field's upstream fan-out: a full portfolio plus one wallet is over the budget", async () => {
    const fifty = Array.from({ length: 50 }, (_, index) => address(index));
    expectRefused(
      await graphql(
        'query ($w: [Address!]!, $a: Address!) { portfolio(wallets: $w) { totalUsd } wallet(address: $a) { totalUsd } }',
        { w: fifty, a: address(60) },
      ),
      /read 255 wallet-chain pairs.*at most 250/,
    );
    expectRefused(
      await graphql(
        'query ($w: [Address!]!) { ...P } fragment P on Query { portfolio(wallets: $w) { totalUsd } w2: portfolio(wallets: $w, chains: [ETH]) { totalUsd } }',
        { w: fifty },
      ),
      /read 300 wallet-chain pairs/,
    );
  });

  it('runs what the dashboard sends and the standard introspection query GraphiQL sends', async () => {
    const portfolio = await graphql(
      'query ($w: [Address!]!) { portfolio(wallets: $w) { totalUsd tokens { key } } }',
      { w: wallets },
    );
    expect(portfolio.body.errors).toBeUndefined();
    expect(portfolio.body.data.portfolio.tokens.length).toBeGreaterThan(0);
    const introspection = await graphql(
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
    );
    expect(introspection.body.errors).toBeUndefined();
    expect(introspection.body.data.__schema.queryType.name).toBe('Query');
  });
});

describe('answer-size ceiling (issue 13 deliverable 1)', () => {
  it('replaces an answer over GRAPHQL_MAX_ANSWER_MB with an ANSWER_TOO_LARGE error', async () => {
    const small = await startTestGateway({ GRAPHQL_MAX_ANSWER_MB: '0.0005' });
    try {
      const response = await request(small.gateway.app)
        .post('/graphql')
        .send({ query: '{ __schema { types { name } } }' });
      expect(response.body).toEqual({
        errors: [
          {
            message: expect.stringMatching(/^Answer larger than 0 MB/),
            extensions: expect.objectContaining({ code: 'ANSWER_TOO_LARGE' }),
          },
        ],
      });
      const tiny = await request(small.gateway.app)
        .post('/graphql')
        .send({ query: '{ __typename }' });
      expect(tiny.body).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await small.close();
    }
  });
});

describe('per-client limits on fresh reads and the REST/CSV routes (issue 13 deliverable 3)', () => {
  const freshPortfolio =
    'query ($w: [Address!]!, $fresh: Boolean!) { portfolio(wallets: $w, fresh: $fresh) { totalUsd } }';

  it('answers the fourth fresh read from one client in the window with 429 and Retry-After, before any upstream request', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await graphql(freshPortfolio, { w: wallets, fresh: true }, '10.0.0.2')).status).toBe(
        200,
      );
    sandbox.counters.reset();
    const refused = await graphql(freshPortfolio, { w: wallets, fresh: true }, '10.0.0.2');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toEqual({
      errors: [
        {
          message: expect.stringMatching(/^Too many fresh reads from this client/),
          extensions: expect.objectContaining({ code: 'RATE_LIMITED' }),
        },
      ],
    });
    expect(sandbox.counters.count('blockscout/pulse') + sandbox.counters.count('dexscreener')).toBe(
      0,
    );
    // Cached reads go on; fresh reads through a fragment or an inline literal count the same.
    expect((await graphql(freshPortfolio, { w: wallets, fresh: false }, '10.0.0.2')).status).toBe(
      200,
    );
    expect(
      (
        await graphql(
          `query { ... on Query { wallet(address: "${wallets[0]}", fresh: true) { totalUsd } } }`,
          undefined,
          '10.0.0.2',
        )
      ).status,
    ).toBe(429);
    // Another client has its own budget.
    expect((await graphql(freshPortfolio, { w: wallets, fresh: true }, '10.0.0.3')).status).toBe(
      200,
    );
  });

  it('shares the fresh budget with the REST/CSV fresh=1 and limits REST/CSV requests per client', async () => {
    const api = (path: string, ip: string) =>
      request(test.gateway.app).get(path).set('x-forwarded-for', ip);
    for (let attempt = 0; attempt < 3; attempt++)
      await graphql(freshPortfolio, { w: wallets, fresh: true }, '10.0.0.4');
    const csvFresh = await api(`/api/portfolio.csv?wallets=${wallets[0]}&fresh=1`, '10.0.0.4');
    expect(csvFresh.status).toBe(429);
    expect(csvFresh.headers['content-type']).toMatch(/^text\/plain/);
    expect(csvFresh.headers['retry-after']).toBeDefined();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push((await api(`/api/tx?chain=pulse&address=${wallets[0]}`, '10.0.0.5')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
