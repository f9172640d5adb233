import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

// Issue 12 "a warm path that serves bytes": repeated identical reads come from the stored answer,
// which expires with the shortest TTL of the data inside and never looks fresher than that data.

const QUERY = `query ($wallets: [Address!]!, $fresh: Boolean! = false) {
  portfolio(wallets: $wallets, chains: [PULSE], fresh: $fresh) { totalUsd tokens { key valueUsd } sources { source state ageSeconds } }
}`;
const ALIASED = `query ($wallets: [Address!]!) { portfolio(wallets: $wallets, chains: [PULSE]) { totalUsd sources { ...S } } }
fragment S on SourceStatus { kind: source how: state age: ageSeconds }`;

let sandbox: Sandbox;
let test: TestGateway;
let clock = Date.now();

beforeAll(async () => {
  sandbox = await startSandbox({ wallets: 2, evm: true });
  test = await startTestGateway(sandbox.env, { now: () => clock });
});

afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

interface Body {
  totalUsd: number;
  tokens: unknown[];
  sources: { source: string; state: string; ageSeconds: number | null }[];
}

async function query(document: string, variables: Record<string, unknown>): Promise<Body> {
  const response = await request(test.gateway.app)
    .post('/graphql')
    .send({ query: document, variables });
  expect(response.body.errors).toBeUndefined();
  return response.body.data.portfolio as Body;
}

describe('the serialized-response cache', () => {
  it('answers an identical read without upstream calls, the statuses aged honestly, until the shortest TTL inside ends', async () => {
    const wallets = sandbox.world.wallets.map((wallet) => wallet.address);
    const first = await query(QUERY, { wallets });
    expect(
      first.sources.every((status) => status.state === 'FRESH' && status.ageSeconds === 0),
    ).toBe(true);

    sandbox.counters.reset();
    clock += 30_000;
    const again = await query(QUERY, { wallets });
    expect(sandbox.counters.total()).toBe(0);
    expect(again.totalUsd).toBe(first.totalUsd);
    expect(again.tokens).toEqual(first.tokens);
    // Served 30 s later: from a cache, and 30 s old — not FRESH, 0.
    expect(again.sources.map((status) => [status.source, status.state, status.ageSeconds])).toEqual(
      first.sources.map((status) => [status.source, 'CACHED', 30]),
    );

    // Aliases and fragments are followed too.
    const aliased = (
      await request(test.gateway.app)
        .post('/graphql')
        .send({ query: ALIASED, variables: { wallets } })
    ).body.data.portfolio as { sources: { how: string; age: number }[] };
    expect(aliased.sources.every((status) => status.how !== 'FRESH' && status.age >= 30)).toBe(
      true,
    );

    // Prices live 2 minutes (spec §9): past that the answer is assembled again and the prices re-read.
    clock += 91_000;
    sandbox.counters.reset();
    await query(QUERY, { wallets });
    expect(sandbox.counters.count('dexscreener', 'latest/dex/tokens')).toBeGreaterThan(0);
  });

  it('is bypassed by fresh: true, whose answer the next plain read then gets', async () => {
    const wallets = sandbox.world.wallets.map((wallet) => wallet.address);
    await query(QUERY, { wallets });
    clock += 10_000;
    sandbox.counters.reset();
    const refreshed = await query(QUERY, { wallets, fresh: true });
    expect(sandbox.counters.count('blockscout/pulse', 'api/v2/addresses/token-balances')).toBe(2);
    expect(refreshed.sources.every((status) => status.state === 'FRESH')).toBe(true);

    sandbox.counters.reset();
    const plain = await query(QUERY, { wallets });
    expect(sandbox.counters.total()).toBe(0);
    expect(
      plain.sources.every((status) => status.state === 'FRESH' && status.ageSeconds === 0),
    ).toBe(true);
  });
  it('names a stored answer by its nonce and rendered age: reads of one second share bytes and ETag, a later second differs', async () => {
    const wallets = sandbox.world.wallets.map((wallet) => wallet.address);
    await query(QUERY, { wallets });
    const read = () =>
      request(test.gateway.app).post('/graphql').send({ query: QUERY, variables: { wallets } });
    clock += 5_000;
    const [first, second] = [await read(), await read()];
    expect(first.headers['etag']).toMatch(/^W\/"[0-9a-f]{16}-\d+"$/);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(second.text).toBe(first.text);
    clock += 2_000;
    const later = await read();
    expect(later.headers['etag']).not.toBe(first.headers['etag']);
    expect(later.body.data.portfolio.totalUsd).toBe(first.body.data.portfolio.totalUsd);
  });
  it('serves a stored answer compressed as asked, the same JSON as uncompressed', async () => {
    const wallets = sandbox.world.wallets.map((wallet) => wallet.address);
    await query(QUERY, { wallets });
    const read = (encoding: string) =>
      request(test.gateway.app)
        .post('/graphql')
        .set('accept-encoding', encoding)
        .send({ query: QUERY, variables: { wallets } });
    const plain = await read('identity');
    const gzip = await read('gzip');
    const brotli = await read('br;q=1, gzip;q=0.5');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['vary']).toMatch(/accept-encoding/i);
    expect(gzip.body).toEqual(plain.body);
  });
});
