import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CHAINS } from '../../shared/src/chains';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { expectedPortfolio } from '../sandbox/world/truth';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';
import { FRESH_REUSE_MS } from '../../gateway/src/cache/cache';

const PORTFOLIO = `query ($wallets: [Address!]!, $chains: [ChainKey!], $fresh: Boolean! = false) {
  portfolio(wallets: $wallets, chains: $chains, fresh: $fresh) {
    totalUsd change24hPct changePct24h walletTotals { change24hPct changePct24h }
    tokens { key amount valueUsd priceSource breakdown { wallet amount valueUsd } }
    sources { chain wallet source state message }
  }
}`;

interface PortfolioBody {
  totalUsd: number;
  change24hPct: number | null;
  changePct24h: number | null;
  walletTotals: { change24hPct: number | null; changePct24h: number | null }[];
  tokens: {
    key: string;
    amount: string;
    valueUsd: number;
    priceSource: string;
    breakdown: { wallet: string; amount: string; valueUsd: number }[];
  }[];
  sources: {
    chain: string;
    wallet: string | null;
    source: string;
    state: string;
    message: string | null;
  }[];
}

let sandbox: Sandbox;
let test: TestGateway;
/** Moves the cache's clock on, past the window in which a `fresh` read reuses what was just fetched. */
let cacheOffsetMs = 0;

beforeAll(async () => {
  sandbox = await startSandbox({ evm: true });
  test = await startTestGateway(sandbox.env, { now: () => Date.now() + cacheOffsetMs });
});

afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

const withWpls = (tokens: ReadonlySet<string>) =>
  new Set([...tokens, CHAINS.pulse.wrappedNative.toLowerCase()]);

async function portfolio(
  gateway: TestGateway,
  variables: Record<string, unknown>,
): Promise<PortfolioBody> {
  const response = await request(gateway.gateway.app)
    .post('/graphql')
    .send({ query: PORTFOLIO, variables });
  expect(response.body.errors).toBeUndefined();
  return response.body.data.portfolio as PortfolioBody;
}

describe('portfolio against the world’s ground truth (issue 4 "done when")', () => {
  it('matches every row, amount, value and breakdown of the demo wallets to the cent', async () => {
    const wallets = sandbox.world.demoWallets.map((wallet) => wallet.address);
    const body = await portfolio(test, { wallets });
    const truth = expectedPortfolio(sandbox.world, wallets);

    expect(body.sources.filter((status) => status.state === 'FAILED')).toEqual([]);
    expect(body.totalUsd).toBeCloseTo(truth.totalUsd, 2);
    expect(body.tokens.map((token) => token.key).sort()).toEqual(
      truth.tokens.map((token) => token.key).sort(),
    );
    const byKey = new Map(body.tokens.map((token) => [token.key, token]));
    for (const expected of truth.tokens) {
      const row = byKey.get(expected.key);
      expect({ key: expected.key, amount: row?.amount }).toEqual({
        key: expected.key,
        amount: expected.amount,
      });
      expect(row?.valueUsd).toBeCloseTo(expected.valueUsd, 2);
      expect(row?.breakdown.map((entry) => [entry.wallet, entry.amount])).toEqual(
        expected.breakdown.map((entry) => [entry.wallet, entry.amount]),
      );
    }
    expect(body.change24hPct).toBeCloseTo(truth.changePct24h, 6);
    // The name before change24hPct, kept for a release as its deprecated alias.
    expect(body.changePct24h).toBe(body.change24hPct);
    for (const total of body.walletTotals) expect(total.changePct24h).toBe(total.change24hPct);
    // Sorted by USD value, largest first (spec §5 "Merging").
    const values = body.tokens.map((token) => token.valueUsd);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });
});

describe('batching and caching (issue 4 item 6)', () => {
  it('prices every PulseChain token of ten wallets in ceil(tokens / 25) DEX requests, not one per token', async () => {
    // The PulseChain native price starts with a DEX lookup of WPLS (spec §4), which rides in the token batches.
    const world = await startSandbox({ wallets: 10 });
    const gateway = await startTestGateway(world.env);
    try {
      const wallets = world.world.wallets.map((wallet) => wallet.address);
      const listed = new Set(
        wallets.flatMap((wallet) =>
          world.world
            .holdings(wallet, 'pulse')
            .filter((holding) => holding.balanceRaw > 0n)
            .map((holding) => holding.token.address),
        ),
      );
      await portfolio(gateway, { wallets, chains: ['PULSE'] });
      expect(world.counters.count('dexscreener', 'latest/dex/tokens')).toBe(
        Math.ceil(withWpls(listed).size / 25),
      );
      expect(world.counters.count('blockscout/pulse', 'api/v2/addresses/token-balances')).toBe(10);
    } finally {
      await gateway.close();
      await world.stop();
    }
  });

  it('lets 50 concurrent identical queries share one upstream call per key', async () => {
    const world = await startSandbox({ wallets: 2 });
    const gateway = await startTestGateway(world.env);
    try {
      const wallets = world.world.wallets.map((wallet) => wallet.address);
      const listed = new Set(
        wallets.flatMap((wallet) =>
          world.world
            .holdings(wallet, 'pulse')
            .filter((holding) => holding.balanceRaw > 0n)
            .map((holding) => holding.token.address),
        ),
      );
      await Promise.all(
        Array.from({ length: 50 }, () => portfolio(gateway, { wallets, chains: ['PULSE'] })),
      );
      expect(world.counters.count('blockscout/pulse', 'api/v2/addresses/token-balances')).toBe(2);
      const dexCalls = world.counters.count('dexscreener', 'latest/dex/tokens');
      world.counters.reset();
      // A second round is answered from the cache. Only the PulseChain fill-in may go on searching
      // for tokens the first round's 12-search budget did not reach (spec §9).
      await portfolio(gateway, { wallets, chains: ['PULSE'] });
      const { 'dexscreener latest/dex/search': searches = 0, ...others } =
        world.counters.snapshot();
      expect(others).toEqual({});
      expect(searches).toBeLessThanOrEqual(12);
      expect(dexCalls).toBe(Math.ceil(withWpls(listed).size / 25));
    } finally {
      await gateway.close();
      await world.stop();
    }
  });

  it('skips the cache when asked for fresh data (the refresh button)', async () => {
    const wallets = [sandbox.world.demoWallets[0]!.address];
    await portfolio(test, { wallets, chains: ['PULSE'] });
    sandbox.counters.reset();
    cacheOffsetMs += FRESH_REUSE_MS;
    await portfolio(test, { wallets, chains: ['PULSE'], fresh: true });
    expect(sandbox.counters.count('blockscout/pulse', 'api/v2/addresses/token-balances')).toBe(1);
  });

  it('answers five fresh queries in a row with one round of upstream calls (issue 13)', async () => {
    const wallets = [sandbox.world.demoWallets[1]!.address];
    cacheOffsetMs += FRESH_REUSE_MS;
    sandbox.counters.reset();
    const first = await portfolio(test, { wallets, chains: ['PULSE', 'ETH'], fresh: true });
    const once = sandbox.counters.total();
    expect(once).toBeGreaterThan(0);
    for (let repeat = 0; repeat < 4; repeat++) {
      const again = await portfolio(test, { wallets, chains: ['PULSE', 'ETH'], fresh: true });
      expect(again.totalUsd).toBe(first.totalUsd);
    }
    expect(sandbox.counters.total()).toBe(once);
  });
});

describe('honest partial results', () => {
  it('answers with the other chains and names the one that is down', async () => {
    const world = await startSandbox({ wallets: 1, evm: true });
    const gateway = await startTestGateway({ ...world.env, BASE_RPC_URLS: 'http://127.0.0.1:9' });
    try {
      // 500 is not retried (spec §7 retries 429/502/503/504), so the fallbacks run at once.
      world.faults.add('blockscout/base', undefined, { kind: 'status', status: 500 });
      const wallets = world.world.wallets.map((wallet) => wallet.address);
      const body = await portfolio(gateway, { wallets, chains: ['BASE', 'BSC'] });
      const base = body.sources
        .filter((status) => status.chain === 'BASE' && status.state === 'FAILED')
        .map((status) => status.source);
      expect(base).toEqual(expect.arrayContaining(['token-listing', 'native-balance']));
      expect(body.tokens.some((token) => token.key.startsWith('bsc:'))).toBe(true);
      expect(body.tokens.some((token) => token.key.startsWith('base:'))).toBe(false);
    } finally {
      await gateway.close();
      await world.stop();
    }
  });

  it('honours a 429 with Retry-After and still answers', async () => {
    const world = await startSandbox({ wallets: 1 });
    const gateway = await startTestGateway(world.env);
    try {
      world.faults.add('blockscout/pulse', 'api/v2/addresses/token-balances', {
        kind: 'rateLimit',
        retryAfter: 1,
        times: 1,
      });
      const wallets = world.world.wallets.map((wallet) => wallet.address);
      const started = Date.now();
      const body = await portfolio(gateway, { wallets, chains: ['PULSE'] });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      expect(world.counters.count('blockscout/pulse', 'api/v2/addresses/token-balances')).toBe(2);
      expect(body.sources.find((status) => status.source.startsWith('token-listing'))?.state).toBe(
        'FRESH',
      );
    } finally {
      await gateway.close();
      await world.stop();
    }
  });
});
