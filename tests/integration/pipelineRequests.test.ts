import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CHAIN_KEYS, CHAINS } from '../../shared/src/chains';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { expectedPortfolio } from '../sandbox/world/truth';
import { requestMinimum } from '../helpers/requestMinimum';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

// Issue 12 "a pipeline at the critical path": a cold portfolio costs the upstreams what the data
// requires and no more. Counted with the sandbox's counters, not timed.

const QUERY = `query ($wallets: [Address!]!) { portfolio(wallets: $wallets) { totalUsd tokens { key } sources { source state } } }`;

let sandbox: Sandbox;
let test: TestGateway;

// Ten wallets' world loaded into five EVM nodes: more than the default 30 s on a busy machine.
beforeAll(async () => {
  sandbox = await startSandbox({ wallets: 10, evm: true });
  test = await startTestGateway(sandbox.env);
}, 90_000);

afterAll(async () => {
  await test?.close();
  await sandbox?.stop();
});

const rpcRequests = () =>
  CHAIN_KEYS.reduce(
    (sum, chain) => sum + (sandbox.evm?.counts(CHAINS[chain].id).httpRequests ?? 0),
    0,
  );

describe('a cold 10-wallet × 5-chain portfolio', () => {
  it('costs exactly the minimum the world requires, with the same totals', async () => {
    const wallets = sandbox.world.wallets.map((wallet) => wallet.address);
    sandbox.counters.reset();
    const rpcBefore = rpcRequests();
    const response = await request(test.gateway.app)
      .post('/graphql')
      .send({ query: QUERY, variables: { wallets } });
    expect(response.body.errors).toBeUndefined();
    const body = response.body.data.portfolio as {
      totalUsd: number;
      sources: { source: string; state: string }[];
    };
    expect(body.sources.filter((status) => status.state === 'FAILED')).toEqual([]);
    expect(body.totalUsd).toBeCloseTo(expectedPortfolio(sandbox.world, wallets).totalUsd, 2);

    const minimum = requestMinimum(
      sandbox.world,
      wallets,
      CHAIN_KEYS,
      sandbox.env.DEFILLAMA_URL ?? '',
    );
    const counts = sandbox.counters.snapshot();
    const count = (prefix: string) =>
      Object.entries(counts).reduce(
        (sum, [key, value]) => (key.startsWith(prefix) ? sum + value : sum),
        0,
      );
    // Per chain one native-balance multicall, one pool-share probe, (chains with v3 position
    // managers: all but PulseChain) one NFT count and (PulseChain, whose farm is registered but
    // not placed in this world) one farm round, not one per wallet group: 5 chains × 3.
    expect(minimum.multicalls).toBe(15);
    expect(rpcRequests() - rpcBefore).toBe(minimum.multicalls);
    // The wrapped native tokens ride in the chains' token batches: no DEX request of their own.
    expect(count('dexscreener latest/dex/tokens')).toBe(minimum.dex);
    expect(count('defillama')).toBe(minimum.defillama);
    // The fill-in searches only for what neither a batch source nor the explorer priced.
    expect(count('dexscreener latest/dex/search')).toBe(minimum.fillIn);
    expect(count('blockscout') + count('bsc-indexer')).toBe(minimum.listings);
    expect(sandbox.counters.total()).toBe(minimum.total - minimum.multicalls);
  });
});
