import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { texts } from '../../../../shared/src/texts';
import { startEvm, type EvmSandbox } from '../../../../tests/sandbox/evm/startEvm';
import type { RpcEndpoint, RpcRefusal } from '../../../../tests/sandbox/evm/rpcEndpoint';
import { Circuits } from '../../http/circuits';
import { createHexClient, type HexRpcPolicy } from '../../sources/hex/hexClient';
import { type HexChain } from '../../../../shared/src/chains';
import { hexStaking } from './hexStaking';
import type { StakingDeps } from './stakingModel';
import {
  ethFixture,
  pulseFixture,
  type HexFixture,
} from '../../../../tests/helpers/staking/hexFixtures';
import { startRpcProxy } from '../../../../tests/helpers/staking/rpcProxy';
import { tempCaches } from '../../../../tests/helpers/staking/tempCache';

// Node failures against the sandbox's real EVM: the endpoints in front of each node count requests
// and can be switched down (tests/sandbox/evm/rpcEndpoint.ts).

const pulse = pulseFixture();
const eth = ethFixture();
let evm: EvmSandbox;
const caches = tempCaches();
const touched: RpcEndpoint[] = [];

beforeAll(async () => {
  evm = await startEvm([pulse.spec, eth.spec]);
});
afterAll(() => evm.stop());
afterEach(async () => {
  for (const endpoint of touched.splice(0)) {
    endpoint.down = false;
    endpoint.hanging = false;
    endpoint.refusal = null;
  }
  await caches.closeAll();
});

function stakingDeps(
  fixture: HexFixture,
  chain: HexChain,
  urls: string[],
  policy?: Partial<HexRpcPolicy>,
  circuits = new Circuits(),
): StakingDeps {
  return {
    cache: caches.open(),
    client: createHexClient(chain, urls, { policy, circuits }),
    price: async () => ({ priceUsd: 0.01, statuses: [] }),
    now: () => fixture.nowMs,
  };
}

async function downEndpoints(chainId: number, ...names: string[]): Promise<RpcEndpoint[]> {
  const endpoints = await Promise.all(names.map((name) => evm.endpoint(chainId, name)));
  for (const endpoint of endpoints) {
    endpoint.down = true;
    endpoint.resetCounts();
    touched.push(endpoint);
  }
  return endpoints;
}

async function refusingEndpoint(
  chainId: number,
  name: string,
  refusal: RpcRefusal,
): Promise<RpcEndpoint> {
  const endpoint = await evm.endpoint(chainId, name);
  endpoint.refusal = refusal;
  endpoint.resetCounts();
  touched.push(endpoint);
  return endpoint;
}

const host = (url: string) => new URL(url).host;
const stakeCount = (rows: { rows: unknown[]; rowsEnded: unknown[] }) =>
  rows.rows.length + rows.rowsEnded.length;

describe('one node down', () => {
  it('the next node in the list answers and nothing is missing', async () => {
    const [down] = (await downEndpoints(369, 'first-down')) as [RpcEndpoint];
    const result = await hexStaking(
      stakingDeps(pulse, 'pulse', [down.url, evm.urls[369] as string]),
      'pulse',
      pulse.wallets,
    );
    expect(result.errors).toEqual([]);
    expect(stakeCount(result)).toBe(200);
    // The dead node, first in the list, is asked first, once per read (no retries on PulseChain),
    // until its failures outweigh its position (weight (n−i)×2 ÷ (1 + failures), hedgedTransport.ts):
    // the reads after that start at the healthy node.
    expect(down.counts().ethCalls).toBeGreaterThan(0);
    expect(down.counts().ethCalls).toBeLessThan(4);
  });
});

describe('every node down', () => {
  it('PulseChain: an error row per wallet with spec §8 texts, the network text, one try per node', async () => {
    const [a, b] = (await downEndpoints(369, 'down-a', 'down-b')) as [RpcEndpoint, RpcEndpoint];
    const result = await hexStaking(
      stakingDeps(pulse, 'pulse', [a.url, b.url]),
      'pulse',
      pulse.wallets,
    );

    const detail = texts.rpcHttp(host(b.url), 503);
    expect(result.errors).toEqual([
      { wallet: null, message: texts.networkIssue },
      { wallet: null, message: texts.currentDayFailed('PulseChain', detail) },
      ...pulse.wallets.map((wallet) => ({
        wallet,
        message: texts.stakeCountFailed(wallet, 'PulseChain', detail),
      })),
    ]);
    expect(stakeCount(result)).toBe(0);
    // currentDay from the clock (UPSTREAMS.md §8 day math) when currentDay() cannot be read.
    expect(result.currentDay).toBe(60);
    expect(result.payoutPerTShareDailyHex).toBeNull();
    expect(
      result.statuses
        .filter((status) => status.source.startsWith('hex-'))
        .every((status) => status.state === 'failed'),
    ).toBe(true);
    // Globals and stake counts each tried every node once; the stake lists were never asked for.
    expect([a.counts().ethCalls, b.counts().ethCalls]).toEqual([2, 2]);
  });

  it('Ethereum: six retries at 120 ms doubling, then "Network issue (Ethereum)…"', async () => {
    const [a, b] = (await downEndpoints(1, 'down-a', 'down-b')) as [RpcEndpoint, RpcEndpoint];
    const started = performance.now();
    const result = await hexStaking(stakingDeps(eth, 'eth', [a.url, b.url]), 'eth', eth.wallets);
    const elapsed = performance.now() - started;

    expect(result.errors[0]).toEqual({ wallet: null, message: texts.networkIssueEthereum });
    expect(result.errors.slice(1)).toEqual([
      {
        wallet: null,
        message: texts.currentDayFailed('Ethereum', texts.rpcHttp(host(b.url), 503)),
      },
      ...eth.wallets.map((wallet) => ({
        wallet,
        message: texts.stakeCountFailed(wallet, 'Ethereum', texts.rpcHttp(host(b.url), 503)),
      })),
    ]);
    // Two reads (globals, stake counts) × (1 try + 6 retries) on each node.
    expect([a.counts().ethCalls, b.counts().ethCalls]).toEqual([14, 14]);
    // Back-off 120 + 240 + 480 + 960 + 1,920 + 3,840 ms.
    expect(elapsed).toBeGreaterThanOrEqual(7_560);
  });

  it("Ethereum nodes that hang: gives up when the query's time budget is spent, with the spec texts", async () => {
    const [a, b] = (await downEndpoints(1, 'hang-a', 'hang-b')) as [RpcEndpoint, RpcEndpoint];
    for (const endpoint of [a, b]) {
      endpoint.down = false;
      endpoint.hanging = true;
    }
    // Scaled down from 12 s per node and 60 s in all: the retries alone would take far longer.
    const result = await hexStaking(
      stakingDeps(eth, 'eth', [a.url, b.url], { timeoutMs: 200, budgetMs: 1_000 }),
      'eth',
      eth.wallets,
    );
    const detail = 'no Ethereum node answered within 1 s';
    expect(result.errors).toEqual([
      { wallet: null, message: texts.networkIssueEthereum },
      { wallet: null, message: texts.currentDayFailed('Ethereum', detail) },
      ...eth.wallets.map((wallet) => ({
        wallet,
        message: texts.stakeCountFailed(wallet, 'Ethereum', detail),
      })),
    ]);
    // Cut short: far from (1 try + 6 retries) × 2 reads on each node.
    expect(a.counts().ethCalls + b.counts().ethCalls).toBeLessThan(28);
  });

  it('after a good read, serves the last stakes labelled stale instead of errors', async () => {
    const [a] = (await downEndpoints(369, 'flaky')) as [RpcEndpoint];
    a.down = false;
    const deps = stakingDeps(pulse, 'pulse', [a.url]);
    const good = await hexStaking(deps, 'pulse', pulse.wallets);
    a.down = true;
    caches.later();
    const stale = await hexStaking(deps, 'pulse', pulse.wallets, { fresh: true });
    expect(stale.errors).toEqual([]);
    expect(stale.rows).toEqual(good.rows);
    expect(
      stale.statuses
        .filter((status) => status.source === 'hex-stakes:rpc')
        .every((status) => status.state === 'stale'),
    ).toBe(true);
  });
});

describe('a rate-limited node (UPSTREAMS.md §7.1: HTTP 429 with a JSON-RPC error body)', () => {
  it.each(['over-rate-limit', 'limit-exceeded'] as const)(
    '%s: RATE_LIMITED, counted by the node, the spec text, no wallet-by-wallet re-read',
    async (kind) => {
      const node = await refusingEndpoint(369, `throttled-${kind}`, { kind });
      const circuits = new Circuits();
      const result = await hexStaking(
        stakingDeps(pulse, 'pulse', [node.url], undefined, circuits),
        'pulse',
        pulse.wallets,
      );

      // The node's words (raw JSON in the over-rate-limit case) stay in the logs: the user reads
      // spec §8's rate-limit text.
      const detail = `RPC ${host(node.url)}: ${texts.rateLimited}`;
      expect(result.errors).toEqual([
        { wallet: null, message: texts.networkIssue },
        { wallet: null, message: texts.currentDayFailed('PulseChain', detail) },
        ...pulse.wallets.map((wallet) => ({
          wallet,
          message: texts.stakeCountFailed(wallet, 'PulseChain', detail),
        })),
      ]);
      const stakeStatuses = result.statuses.filter((status) => status.source.startsWith('hex-'));
      expect(stakeStatuses.length).toBeGreaterThan(0);
      for (const status of stakeStatuses) expect(status.reason).toBe('RATE_LIMITED');
      // Globals and the first round of stake counts: a throttled node is not asked again wallet by
      // wallet (that re-read is for a node that refuses a call's size).
      expect(node.counts().ethCalls).toBe(2);
      expect(circuits.failures(`rpc:pulse@${host(node.url)}`)).toBe(2);
    },
  );

  it("honours a Retry-After: the node's circuit opens for that long", async () => {
    const node = await refusingEndpoint(369, 'throttled-retry-after', {
      kind: 'over-rate-limit',
      retryAfterSeconds: 90,
    });
    const circuits = new Circuits();
    await hexStaking(
      stakingDeps(pulse, 'pulse', [node.url], undefined, circuits),
      'pulse',
      pulse.wallets,
    );
    expect(circuits.state(`rpc:pulse@${host(node.url)}`)).toBe('open');
    // Open: the next read skips the node instead of asking it again.
    const asked = node.counts().ethCalls;
    const again = await hexStaking(
      stakingDeps(pulse, 'pulse', [node.url], undefined, circuits),
      'pulse',
      pulse.wallets,
    );
    expect(node.counts().ethCalls).toBe(asked);
    expect(again.statuses.find((status) => status.source === 'hex-globals:rpc')?.reason).toBe(
      'CIRCUIT_OPEN',
    );
  });
});

describe('a node that answers "Internal error" to everything', () => {
  it('counts as failing and the next node answers: nothing is missing', async () => {
    const failing = await refusingEndpoint(369, 'internal-error', { kind: 'internal-error' });
    const circuits = new Circuits();
    const result = await hexStaking(
      stakingDeps(pulse, 'pulse', [failing.url, evm.urls[369] as string], undefined, circuits),
      'pulse',
      pulse.wallets,
    );
    expect(result.errors).toEqual([]);
    expect(stakeCount(result)).toBe(200);
    expect(failing.counts().ethCalls).toBeGreaterThan(0);
    expect(circuits.failures(`rpc:pulse@${host(failing.url)}`)).toBeGreaterThan(0);
  });
});

describe('a node that refuses large calls', () => {
  it('falls back to one wallet per call, 3 wallets at a time (spec §9), and loses nothing', async () => {
    // Every stakeCount fits in one call; 200 stakeLists entries do not, one wallet's 20 do.
    const proxy = await startRpcProxy(evm.urls[369] as string, {
      maxBodyChars: 30_000,
      latencyMs: 25,
    });
    try {
      const result = await hexStaking(
        stakingDeps(pulse, 'pulse', [proxy.url]),
        'pulse',
        pulse.wallets,
      );
      expect(result.errors).toEqual([]);
      expect(stakeCount(result)).toBe(200);
      expect(proxy.refused()).toBe(1);
      expect(proxy.maxInFlight()).toBe(3);
    } finally {
      await proxy.close();
    }
  });
});
