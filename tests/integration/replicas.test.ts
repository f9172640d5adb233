import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startGatewayProcess, type GatewayProcess } from '../helpers/gatewayProcess';
import { startRedisServer, type RedisServer } from '../helpers/redisServer';
import { startSandbox, type Sandbox } from '../sandbox/index';
import type { UpstreamId } from '../sandbox/upstreams/ids';

// Issue 15: two gateway processes on one real redis-server, cold on the same wallets at the same
// moment, share their in-flight work through the store's locks: one upstream call per key.

const UPSTREAMS: UpstreamId[] = [
  'blockscout/pulse',
  'blockscout/eth',
  'blockscout/base',
  'blockscout/polygon',
  'dexscreener',
  'defillama',
  'coingecko',
  'etherscan',
  'bsc-indexer',
];
/** Long enough that the second replica asks while the first is still fetching. */
const LATENCY_MS = 150;

let sandbox: Sandbox;
let redis: RedisServer;
let replicas: GatewayProcess[] = [];

beforeAll(async () => {
  [sandbox, redis] = await Promise.all([startSandbox({ wallets: 4 }), startRedisServer()]);
  for (const upstream of UPSTREAMS)
    sandbox.faults.inject({ upstream }, { kind: 'latency', ms: LATENCY_MS });
  replicas = await Promise.all(
    [0, 1].map(() => startGatewayProcess({ ...sandbox.env, CACHE_URL: redis.url })),
  );
}, 120_000);

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await Promise.all([sandbox?.stop(), redis?.stop()]);
});

const QUERY =
  'query ($w: [Address!]!) { portfolio(wallets: $w) { totalUsd tokens { key valueUsd } sources { chain source state } } }';

async function portfolio(
  url: string,
  wallets: string[],
): Promise<{ totalUsd: number; tokens: unknown[] }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: QUERY, variables: { w: wallets } }),
  });
  const body = (await response.json()) as {
    data?: { portfolio: { totalUsd: number; tokens: unknown[] } };
    errors?: unknown;
  };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.portfolio;
}

describe('two replicas on one Redis', () => {
  it('make one upstream call per key when cold on the same wallets at once', async () => {
    const wallets = sandbox.world.wallets.map((wallet) => wallet.address);
    sandbox.counters.reset();
    const [first, second] = await Promise.all(
      [replicas[0], replicas[1]].map((replica) => portfolio(replica?.url ?? '', wallets)),
    );
    expect(second?.totalUsd).toBeCloseTo(first?.totalUsd ?? Number.NaN, 6);
    expect(first?.tokens.length).toBeGreaterThan(0);

    const requests = UPSTREAMS.flatMap((upstream) =>
      sandbox.counters.requests(upstream).map((url) => `${upstream} ${url}`),
    );
    expect(requests.length).toBeGreaterThan(10);
    const repeated = requests.filter((request, index) => requests.indexOf(request) !== index);
    expect(repeated).toEqual([]);
  }, 60_000);
});
