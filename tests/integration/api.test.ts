import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

const wallet = '0x7a16ff8270133f063aab6c9977183d9e72835428';
let clientDist: string;
let test: TestGateway;

beforeAll(async () => {
  clientDist = mkdtempSync(path.join(os.tmpdir(), 'kinko-client-'));
  mkdirSync(path.join(clientDist, 'assets'));
  writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><title>Kinko</title>');
  writeFileSync(path.join(clientDist, 'assets', 'app.js'), 'console.log(1)');
  test = await startTestGateway({
    CLIENT_DIST: clientDist,
    SUGGESTIONS_EMAIL: 'ideas@example.org',
  });
});

afterAll(async () => {
  await test.close();
  rmSync(clientDist, { recursive: true, force: true });
});

const graphql = (query: string, variables?: Record<string, unknown>) =>
  request(test.gateway.app).post('/graphql').send({ query, variables });

describe('one process, one port (DESIGN.md)', () => {
  it('answers /healthz', async () => {
    await request(test.gateway.app).get('/healthz').expect(200, { status: 'ok' });
  });

  it('serves GraphQL over GET for curl and spreadsheets', async () => {
    const response = await request(test.gateway.app)
      .get('/graphql')
      .query({ query: '{ chains { key id } }' })
      .expect(200);
    expect(response.body.data.chains).toEqual([
      { key: 'PULSE', id: 369 },
      { key: 'ETH', id: 1 },
      { key: 'BASE', id: 8453 },
      { key: 'BSC', id: 56 },
      { key: 'POLYGON', id: 137 },
    ]);
  });

  it("tells the dashboard's footers this deployment's contact details, none unless configured", async () => {
    const response = await request(test.gateway.app)
      .get('/graphql')
      .query({ query: '{ contact { donationAddress suggestionsEmail } }' })
      .expect(200);
    expect(response.body.data.contact).toEqual({
      donationAddress: null,
      suggestionsEmail: 'ideas@example.org',
    });
  });

  it('serves the dashboard with history fallback for deep links', async () => {
    const page = await request(test.gateway.app)
      .get(`/wallet/${wallet}`)
      .set('accept', 'text/html')
      .expect(200);
    expect(page.text).toContain('<title>Kinko</title>');
    await request(test.gateway.app).get('/wallet/0xabc/').set('accept', 'text/html').expect(200);
    await request(test.gateway.app).get('/Staking/HEX').set('accept', 'text/html').expect(200);
    // A page the app does not have: its not-found page, and a 404 that says so.
    for (const unknown of [
      '/admin-panel/users',
      '/dashboard/analytics',
      '/wallet',
      '/wallets/x/y',
    ]) {
      const missing = await request(test.gateway.app)
        .get(unknown)
        .set('accept', 'text/html')
        .expect(404);
      expect(missing.text).toContain('<title>Kinko</title>');
    }
    await request(test.gateway.app).get('/assets/app.js').expect(200);
    await request(test.gateway.app).get('/assets/missing.js').set('accept', '*/*').expect(404);
  });
});

describe('address validation (spec §5)', () => {
  it('rejects a wrong checksum in an inline argument with the spec text and BAD_USER_INPUT', async () => {
    const wrong = '0x7A16fF8270133F063aAb6C9977183D9e72835428';
    const response = await graphql(`{ wallet(address: "${wrong}") { totalUsd } }`);
    expect(response.body.errors).toMatchObject([
      {
        message: `Invalid wallet address "${wrong}". Please check and try again.`,
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
  });

  it('rejects a malformed variable with the spec text alone', async () => {
    const response = await graphql('query ($a: Address!) { wallet(address: $a) { totalUsd } }', {
      a: '0x12',
    });
    expect(response.body.errors[0].message).toBe(
      'Invalid wallet address "0x12". Please check and try again.',
    );
    // Nothing else: the code, and the request id to quote (issue 15).
    expect(response.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      requestId: response.headers['x-request-id'],
    });
  });

  it('rejects a malformed token address with the contract-address text', async () => {
    const response = await graphql(
      '{ tokenPrices(tokens: [{ chain: PULSE, address: "0x1234" }]) { priceUsd } }',
    );
    expect(response.body.errors[0].message).toBe(
      'Invalid token address. Expected 20-byte hex. Got "0x1234".',
    );
  });
});

describe('query cost bounds (DESIGN.md)', () => {
  it('refuses more wallets than the limit', async () => {
    const wallets = Array.from(
      { length: 51 },
      (_, index) => `0x${index.toString(16).padStart(40, '0')}`,
    );
    const response = await graphql(
      'query ($w: [Address!]!) { portfolio(wallets: $w) { totalUsd } }',
      { w: wallets },
    );
    expect(response.body.errors[0]).toMatchObject({
      message: 'At most 50 wallets per query.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a fan-out through aliases', async () => {
    const fields = Array.from(
      { length: 11 },
      (_, index) => `w${index}: wallet(address: "${wallet}") { totalUsd }`,
    ).join(' ');
    const response = await graphql(`{ ${fields} }`);
    expect(response.body.errors[0].extensions).toEqual({
      code: 'QUERY_TOO_COSTLY',
      requestId: response.headers['x-request-id'],
    });
  });
});

describe('a failing upstream never fails the query', () => {
  it('answers a wallet with every source down as an empty result with a status per source', async () => {
    const response = await graphql(
      `{ wallet(address: "${wallet}", chains: [PULSE]) { totalUsd holdings { amount } sources { chain source state message } } }`,
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.wallet.totalUsd).toBe(0);
    expect(response.body.data.wallet.holdings).toEqual([]);
    const states = response.body.data.wallet.sources.map(
      (status: { source: string; state: string }) => `${status.source}:${status.state}`,
    );
    expect(states).toEqual(
      expect.arrayContaining(['token-listing:FAILED', 'native-balance:FAILED']),
    );
  });
});

describe('/metrics', () => {
  it('exposes upstream attempts and GraphQL outcomes in the Prometheus text format', async () => {
    await graphql(`{ wallet(address: "${wallet}", chains: [ETH]) { totalUsd } }`);
    const response = await request(test.gateway.app).get('/metrics').expect(200);
    expect(response.headers['content-type']).toContain('text/plain');
    // Every upstream here is a dead loopback port: attempts are counted with status 0 (no response).
    expect(response.text).toMatch(
      /^kinko_upstream_requests_total\{upstream="blockscout:eth",status="0"\} \d+$/m,
    );
    expect(response.text).toMatch(/^kinko_graphql_requests_total\{outcome="ok"\} \d+$/m);
  });
});
