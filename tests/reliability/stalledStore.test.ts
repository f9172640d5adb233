import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startBlackhole, type Blackhole } from '../helpers/blackholeServer';
import { startGatewayProcess, type GatewayProcess } from '../helpers/gatewayProcess';
import { startSandbox, type Sandbox } from '../sandbox/index';

// A cache store that accepts connections and never answers (a paused Redis) must cost a request
// at most the store's time per call, never its deadline, and must not hold a stop: the gateway
// answers from memory and the upstreams, says so in /readyz, and ends on SIGTERM.

/** REQUEST_DEADLINE_MS's default, and what a stop may take at most. */
const DEADLINE_MS = 18_000;
const STOP_WITHIN_MS = 15_000;

let sandbox: Sandbox;
let blackhole: Blackhole;
let gateway: GatewayProcess | undefined;

beforeAll(async () => {
  [sandbox, blackhole] = await Promise.all([
    startSandbox({ wallets: 1, evm: true }),
    startBlackhole(),
  ]);
  gateway = await startGatewayProcess({ ...sandbox.env, CACHE_URL: blackhole.url });
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await Promise.all([sandbox?.stop(), blackhole?.stop()]);
});

// The chains whose explorers serve native balances too: the sandbox runs without its EVM here.
const WALLET = `query ($address: Address!) {
  wallet(address: $address, chains: [PULSE, ETH, BASE, POLYGON]) {
    holdings { chain balanceRaw }
    sources { chain source state }
  }
}`;

interface WalletAnswer {
  data?: {
    wallet: { holdings: { chain: string }[]; sources: { source: string; state: string }[] };
  };
  errors?: unknown;
}

async function coldWallet(url: string): Promise<WalletAnswer> {
  const address = sandbox.world.wallets[0]?.address;
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: WALLET, variables: { address } }),
  });
  return (await response.json()) as WalletAnswer;
}

describe('a cache store that never answers', () => {
  it('costs a cold wallet query less than its deadline: answered from the upstreams, every source read', async () => {
    const url = gateway?.url ?? '';
    const started = Date.now();
    const answer = await coldWallet(url);
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.wallet.holdings.length).toBeGreaterThan(0);
    expect(answer.data?.wallet.sources.filter((status) => status.state !== 'FRESH')).toEqual([]);
    // The store was asked (and is bypassed now), not skipped from the start.
    expect(blackhole.connections()).toBeGreaterThan(0);
  }, 60_000);

  it('is told by /readyz as degraded, naming the store; /healthz stays ok', async () => {
    const url = gateway?.url ?? '';
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    const body = (await ready.json()) as { status: string; store: string; reason: string };
    expect(body).toMatchObject({ status: 'degraded', store: 'redis' });
    expect(body.reason).toMatch(
      /cache store \(redis\) does not answer: .*no answer within 1000 ms/,
    );
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it('does not hold a stop: SIGTERM ends the process, cleanly, within 15 s', async () => {
    const stopping = gateway;
    gateway = undefined;
    const started = Date.now();
    const exit = await stopping?.stop();
    expect(Date.now() - started).toBeLessThan(STOP_WITHIN_MS);
    expect(exit).toEqual({ code: 0, signal: null });
  }, 30_000);
});
