import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CHAIN_KEYS, CHAINS } from '../../shared/src/chains';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { BLOCKSCOUT_CHAINS } from '../sandbox/upstreams/blockscout/dialect';
import type { UpstreamId } from '../sandbox/upstreams/ids';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';
import { queryWallet, type ServedWallet } from '../helpers/walletQuery';

// DESIGN.md "On a bad day": "Circuits learn stalls as well as refusals". Every upstream accepts
// the connection and never answers (the sandbox's hang fault and RPC endpoints' hang switch): the
// first query can do no better than its deadline, but what it learnt must spare the next ones.

/**
 * The defaults (18 s deadline, 10 s per attempt) scaled down: an upstream's own timeout leaves its
 * fallback part of the deadline, as in production.
 */
const DEADLINE_MS = 6_000;
const HTTP_TIMEOUT_MS = 3_300;
/** A query that skips every upstream still assembles an answer; generous for a loaded CI machine. */
const FAST_MS = 2_000;
/** The first query ends at the deadline plus answer assembly. */
const SLACK_MS = 3_000;

let sandbox: Sandbox;
let gateway: TestGateway;

const HTTP_UPSTREAMS: readonly UpstreamId[] = [
  ...BLOCKSCOUT_CHAINS.map((chain): UpstreamId => `blockscout/${chain}`),
  'dexscreener',
  'defillama',
  'coingecko',
  'etherscan',
  'bsc-indexer',
];

async function timedWallet(address: string): Promise<{ ms: number; wallet: ServedWallet }> {
  const started = performance.now();
  const wallet = await queryWallet(gateway, address, CHAIN_KEYS);
  return { ms: performance.now() - started, wallet };
}

async function circuitStates(): Promise<Map<string, number>> {
  const metrics = await request(gateway.gateway.app).get('/metrics');
  const states = new Map<string, number>();
  for (const match of (metrics.text as string).matchAll(
    /^kinko_upstream_circuit_state\{[^}]*upstream="([^"]+)"[^}]*\} (\d)/gm,
  ))
    states.set(match[1] as string, Number(match[2]));
  return states;
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7, wallets: 2, evm: true });
  gateway = await startTestGateway({
    ...sandbox.env,
    REQUEST_DEADLINE_MS: String(DEADLINE_MS),
    HTTP_TIMEOUT_MS: String(HTTP_TIMEOUT_MS),
  });
  for (const upstream of HTTP_UPSTREAMS) sandbox.faults.add(upstream, undefined, { kind: 'hang' });
  const evm = sandbox.evm;
  if (!evm) throw new Error('the sandbox EVM did not start');
  for (const chain of CHAIN_KEYS) (await evm.endpoint(CHAINS[chain].id, 'default')).hanging = true;
}, 120_000);

afterAll(async () => {
  await gateway.close();
  await sandbox.stop();
});

describe('every upstream blackholed', () => {
  it('the first query ends at its deadline, the repeat and the next wallet fail fast', async () => {
    const [first, second] = sandbox.world.wallets;
    if (!first || !second) throw new Error('two wallets expected');

    const cold = await timedWallet(first.address);
    expect(cold.ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
    const states = await circuitStates();
    const opened = [...states].filter(([, state]) => state === 2).map(([id]) => id);
    // Every explorer API and node the wallet query asks learnt the stall from this one query (the
    // price and transaction services are not asked: nothing was listed to price).
    const asked = [...states.keys()].filter((id) => /^(blockscout:|rpc:|bsc-indexer)/.test(id));
    expect(asked.length).toBeGreaterThanOrEqual(13);
    expect(opened.sort()).toEqual(asked.sort());

    const repeat = await timedWallet(first.address);
    const next = await timedWallet(second.address);
    process.stdout.write(
      `blackholed: first ${Math.round(cold.ms)} ms, repeat ${Math.round(repeat.ms)} ms, next wallet ${Math.round(next.ms)} ms; ` +
        `circuits open after the first: ${opened.length} of ${states.size}\n`,
    );

    expect(repeat.ms).toBeLessThan(FAST_MS);
    expect(next.ms).toBeLessThan(FAST_MS);
    for (const answer of [cold, repeat, next]) {
      // Honest: nothing was read, and every chain says so, with a reason.
      expect(answer.wallet.holdings).toEqual([]);
      for (const chain of CHAIN_KEYS)
        expect(
          answer.wallet.sources.some(
            (status) =>
              status.chain === chain.toUpperCase() &&
              status.state === 'FAILED' &&
              status.reason !== null,
          ),
        ).toBe(true);
    }
    // The skipped calls say why they were skipped: the stall the first query met.
    for (const answer of [repeat, next]) {
      const listing = answer.wallet.sources.find(
        (status) => status.chain === 'PULSE' && status.source === 'token-listing',
      );
      expect(listing?.message).toMatch(/circuit open; last: no answer in/);
    }
  }, 60_000);
});
