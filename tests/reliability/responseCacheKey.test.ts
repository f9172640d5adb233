import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

// The serialized-response cache keys an operation, not its spelling: 300 copies of one portfolio
// query differing in name, comments, layout, field and argument order and fragments each stored
// an answer of their own (28.7 MB in the data folder).

const TOKEN_FIELDS = [
  'key',
  'chain',
  'amount',
  'balanceRaw',
  'priceUsd',
  'valueUsd',
  'priceSource',
];
const PORTFOLIO_FIELDS = ['totalUsd', 'updatedAt', 'wallets', 'changePct24h'];

/** A deterministic shuffle, so a failure can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed * 2_654_435_761;
  for (let index = out.length - 1; index > 0; index--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}

function spelling(index: number): string {
  const tokens = shuffled(TOKEN_FIELDS, index + 1).join(' ');
  const portfolio = shuffled(
    [...PORTFOLIO_FIELDS, `tokens { ${tokens} }`, 'sources { source state ageSeconds }'],
    index + 7,
  );
  const args =
    index % 2 === 0
      ? 'wallets: $wallets, chains: [PULSE, ETH]'
      : 'chains: [PULSE, ETH], wallets: $wallets';
  const body =
    index % 3 === 0
      ? `portfolio(${args}) { ...Rows }`
      : `portfolio(${args}) { ${portfolio.join('\n   ')} }`;
  const fragment = index % 3 === 0 ? `\nfragment Rows on Portfolio { ${portfolio.join(' ')} }` : '';
  return `# copy ${index}\nquery Copy${index}($wallets: [Address!]!) {\n  ${body}\n}${fragment}`;
}

/** The answer's keys in order, all the way down: what a client reading in order sees. */
function keyOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keyOrder);
  if (value === null || typeof value !== 'object') return null;
  return Object.entries(value).map(([key, inner]) => [key, keyOrder(inner)]);
}

let sandbox: Sandbox;
let test: TestGateway;
const lines: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ wallets: 2, evm: true });
  test = await startTestGateway(sandbox.env, {
    logs: { write: (line: string) => void lines.push(line) },
  });
});

afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

const metric = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);

describe('the response cache under many spellings of one query', () => {
  it('stores one answer for 300 spellings, serves each in its own field order, and counts and logs every answer', async () => {
    const wallets = sandbox.world.wallets.map((wallet) => wallet.address);
    const answers: { data: unknown; requestId: string }[] = [];
    for (let index = 0; index < 300; index++) {
      const response = await request(test.gateway.app)
        .post('/graphql')
        .send({ query: spelling(index), variables: { wallets } })
        .expect(200);
      expect(response.body.errors).toBeUndefined();
      answers.push({
        data: response.body.data,
        requestId: String(response.headers['x-request-id']),
      });
      if (index === 0) sandbox.counters.reset();
    }
    expect(sandbox.counters.total()).toBe(0);

    const metrics = (await request(test.gateway.app).get('/metrics').expect(200)).text;
    expect(
      metric(metrics, /^kinko_cache_events_total\{kind="miss",data="response"\} (\d+)$/m),
    ).toBe(1);
    expect(metric(metrics, /^kinko_cache_events_total\{kind="hit",data="response"\} (\d+)$/m)).toBe(
      299,
    );
    // Every answer counted, those from the cache too, under its operation's name.
    expect(metric(metrics, /^kinko_graphql_requests_total\{outcome="ok"\} (\d+)$/m)).toBe(300);
    expect(
      metric(
        metrics,
        /^kinko_graphql_request_duration_seconds_count\{operation="Copy42",outcome="ok"\} (\d+)$/m,
      ),
    ).toBe(1);
    const logged = lines
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string; operation?: string })
      .find((line) => line.reqId === answers[123]!.requestId && line.msg === 'request completed');
    expect(logged?.operation).toBe('Copy123');

    // A spelling Apollo would refuse is refused, though it shares the stored answer's key.
    const unused = await request(test.gateway.app)
      .post('/graphql')
      .send({
        query: `${spelling(5)}\nfragment Unused on Portfolio { totalUsd }`,
        variables: { wallets },
      });
    expect(unused.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    // A spelling served from the cache lists its fields as graphql-js would have: a few of them
    // run for real on a gateway of their own, fragments and inline selections alike.
    const fresh = await startTestGateway(sandbox.env);
    try {
      for (const index of [1, 2, 3, 150, 299]) {
        const own = await request(fresh.gateway.app)
          .post('/graphql')
          .send({ query: spelling(index), variables: { wallets } })
          .expect(200);
        expect(keyOrder(answers[index]!.data)).toEqual(keyOrder(own.body.data));
      }
    } finally {
      await fresh.close();
    }
  });
});
