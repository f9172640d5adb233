import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MAX_TOKEN_PAGES } from '../../gateway/src/sources/blockscout/getAddressTokens';
import { CHAIN_KEYS } from '../../shared/src/chains';
import { startSandbox, WORLD_NOW, type Sandbox } from '../sandbox/index';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

/**
 * DESIGN.md "On a bad day": nothing claims completeness it does not have. Every answer that sums
 * says whether its sum is whole (GraphQL `complete`, CSV X-Kinko-Complete, /api/tx `complete`),
 * a listing cut at its page cap says so, history points say what share they hold, and a failure
 * is pinned on what failed.
 */

const TOTALS = `query ($w: Address!, $chains: [ChainKey!]) {
  wallet(address: $w, chains: $chains) {
    totalUsd complete incompleteChains
    sources { chain source state message reason }
  }
  portfolio(wallets: [$w], chains: $chains) {
    totalUsd complete incompleteChains
    sources { chain source state message reason }
  }
}`;

interface Status {
  chain: string;
  source: string;
  state: string;
  message: string | null;
  reason: string | null;
}

interface Totals {
  totalUsd: number;
  complete: boolean;
  incompleteChains: string[];
  sources: Status[];
}

async function totals(
  test: TestGateway,
  variables: Record<string, unknown>,
): Promise<{ wallet: Totals; portfolio: Totals }> {
  const response = await request(test.gateway.app)
    .post('/graphql')
    .send({ query: TOTALS, variables });
  expect(response.body.errors).toBeUndefined();
  return response.body.data as { wallet: Totals; portfolio: Totals };
}

const ALL_CHAINS = CHAIN_KEYS.map((chain) => chain.toUpperCase());

describe('every chain failed', () => {
  // No upstream is reachable: every explorer, RPC node and price service refuses the connection.
  let test: TestGateway;
  const wallet = '0x1111111111111111111111111111111111111111';
  beforeAll(async () => {
    test = await startTestGateway({}, { clock: () => WORLD_NOW * 1000 });
  });
  afterAll(() => test.close());

  it('wallet and portfolio say complete: false and name every chain', async () => {
    const { wallet: one, portfolio } = await totals(test, { w: wallet });
    for (const answer of [one, portfolio]) {
      expect(answer).toMatchObject({ totalUsd: 0, complete: false, incompleteChains: ALL_CHAINS });
      expect(answer.sources.some((status) => status.state === 'FAILED')).toBe(true);
    }
  });

  it('history.csv answers 502 instead of a $0 row with coverage 1; GraphQL has no points', async () => {
    const csv = await request(test.gateway.app).get(`/api/history.csv?wallets=${wallet}`);
    expect(csv.status).toBe(502);
    expect(csv.headers['x-kinko-complete']).toBe('false');
    expect(csv.headers['x-kinko-partial']).toMatch(/history/);
    expect(csv.text).not.toMatch(/^date,/);
    const graphql = await request(test.gateway.app)
      .post('/graphql')
      .send({
        query: `query ($w: [Address!]!) { portfolioHistory(wallets: $w) { complete points { coverage } } }`,
        variables: { w: [wallet] },
      });
    expect(graphql.body.data.portfolioHistory).toEqual({ complete: false, points: [] });
  });

  it('the other exports and /api/tx say so too', async () => {
    for (const path of [
      `/api/portfolio.csv?wallets=${wallet}`,
      `/api/holdings.csv?wallets=${wallet}`,
      `/api/transactions.csv?address=${wallet}&chain=eth`,
    ]) {
      const response = await request(test.gateway.app).get(path);
      expect({
        path,
        status: response.status,
        complete: response.headers['x-kinko-complete'],
      }).toEqual({
        path,
        status: 502,
        complete: 'false',
      });
    }
    const tx = await request(test.gateway.app).get(`/api/tx?chain=eth&address=${wallet}`);
    expect([tx.status, tx.body.complete]).toEqual([502, false]);
  });
});

describe('with the sandbox', () => {
  let sandbox: Sandbox;
  let wallet: string;
  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 13, wallets: 1, evm: true });
    wallet = sandbox.world.wallets[0]?.address as string;
  }, 60_000);
  afterAll(() => sandbox.stop());

  async function withGateway<T>(
    env: Record<string, string>,
    run: (test: TestGateway) => Promise<T>,
  ): Promise<T> {
    const test = await startTestGateway({ ...sandbox.env, ...env });
    try {
      return await run(test);
    } finally {
      await test.close();
    }
  }

  it('a healthy answer is complete, in GraphQL, the CSV headers and /api/tx', async () => {
    await withGateway({}, async (test) => {
      const { wallet: one, portfolio } = await totals(test, {
        w: wallet,
        chains: ['PULSE', 'ETH'],
      });
      for (const answer of [one, portfolio])
        expect(answer).toMatchObject({ complete: true, incompleteChains: [] });
      expect(portfolio.totalUsd).toBeGreaterThan(0);
      const csv = await request(test.gateway.app).get(
        `/api/portfolio.csv?wallets=${wallet}&chains=pulse,eth`,
      );
      expect([csv.status, csv.headers['x-kinko-complete']]).toEqual([200, 'true']);
      const tx = await request(test.gateway.app).get(`/api/tx?chain=eth&address=${wallet}`);
      expect([tx.status, tx.body.complete]).toEqual([200, true]);
    });
  });

  it('a token listing that pages without end says TRUNCATED and the total is not complete', async () => {
    // Ethereum lists tokens with /tokens paging first; "endless" never ends next_page_params.
    const handle = sandbox.faults.add('blockscout/eth', 'api/v2/addresses/tokens', {
      kind: 'paging',
      mode: 'endless',
    });
    try {
      await withGateway({}, async (test) => {
        const { wallet: one, portfolio } = await totals(test, { w: wallet, chains: ['ETH'] });
        for (const answer of [one, portfolio]) {
          expect(answer).toMatchObject({ complete: false, incompleteChains: ['ETH'] });
          const listing = answer.sources.find((status) =>
            status.source.startsWith('token-listing'),
          );
          expect(listing).toMatchObject({
            source: 'token-listing:blockscout-tokens-paged',
            state: expect.stringMatching(/^(FRESH|CACHED)$/),
            reason: 'TRUNCATED',
            message: expect.stringMatching(/^only the first \d+ tokens were read/),
          });
        }
        expect(handle.hits).toBeLessThanOrEqual(MAX_TOKEN_PAGES);
        const csv = await request(test.gateway.app).get(
          `/api/portfolio.csv?wallets=${wallet}&chains=eth`,
        );
        expect(csv.status).toBe(200);
        expect(csv.headers['x-kinko-complete']).toBe('false');
        expect(csv.headers['x-kinko-partial']).toMatch(/only the first \d+ tokens were read/);
      });
    } finally {
      handle.remove();
    }
  });

  it("the PulseChain explorer hanging is not blamed on DEX Screener's prices", async () => {
    const handle = sandbox.faults.add('blockscout/pulse', undefined, { kind: 'hang' });
    try {
      await withGateway({ REQUEST_DEADLINE_MS: '3000' }, async (test) => {
        const { portfolio } = await totals(test, { w: wallet, chains: ['PULSE'] });
        expect(portfolio).toMatchObject({ complete: false, incompleteChains: ['PULSE'] });
        const failed = portfolio.sources.filter((status) => status.state === 'FAILED');
        // DEX Screener answers; it was never asked because the listings took the request's time.
        expect(failed.filter((status) => /^dex|dexscreener/.test(status.source))).toEqual([]);
        expect(failed).toContainEqual(
          expect.objectContaining({
            chain: 'PULSE',
            source: 'price:token-listing',
            reason: 'TIMEOUT',
            message: expect.stringMatching(/token listings used up this request's time/),
          }),
        );
        expect(failed).toContainEqual(
          expect.objectContaining({ source: 'token-listing', reason: 'TIMEOUT' }),
        );
      });
    } finally {
      handle.remove();
    }
  }, 30_000);
});
