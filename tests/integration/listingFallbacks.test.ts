import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChainKey } from '../../shared/src/chains';
import { startSandbox, type Fault, type Sandbox } from '../sandbox/index';
import { type TestGateway, type TestGatewayOptions, withTestGateway } from '../helpers/testGateway';
import { queryWallet, servedRows, statusOf, truthRows } from '../helpers/walletQuery';

/**
 * Issue 4 item 7: every listing fallback of spec §4 taken by failing the source before it, against
 * the world's ground truth. Faults are 500s unless a test is about another failure: 500 is not
 * retried (spec §7 retries 429/502/503/504), so each fallback runs at once.
 */

const FAIL: Fault = { kind: 'status', status: 500 };

let sandbox: Sandbox;
let whale: string;

beforeAll(async () => {
  sandbox = await startSandbox({ evm: true });
  // The whale holds every token of every chain: more than one Blockscout page on PulseChain and Ethereum.
  whale = sandbox.world.demoWallets[0]!.address;
}, 60_000);

afterEach(() => {
  sandbox.faults.clear();
  sandbox.counters.reset();
  sandbox.evm!.resetCounts();
});

afterAll(async () => {
  await sandbox.stop();
});

/** A gateway of its own per test, so no test reads another's cache. */
const withGateway = <T>(
  run: (gateway: TestGateway) => Promise<T>,
  env: Record<string, string> = {},
  options: TestGatewayOptions = {},
): Promise<T> => withTestGateway({ ...sandbox.env, ...env }, run, options);

const blockscout = (chain: 'pulse' | 'eth' | 'base' | 'polygon') => `blockscout/${chain}` as const;

/**
 * Requests for each page of /tokens the whale's rows fill, zero rows included (UPSTREAMS.md §1.3):
 * the gateway asks page_size=200 (spec §7), which PulseChain's v5-era explorer ignores (50 a page)
 * and the sandbox's current explorers honour.
 */
const pagesOf = (chain: ChainKey) =>
  Math.ceil(sandbox.world.holdings(whale, chain).length / (chain === 'pulse' ? 50 : 200));

describe('PulseChain listing: token-balances, then /tokens paging, then the classic tokenlist (spec §4)', () => {
  const failures: [string, Fault][] = [
    ['a 500', FAIL],
    [
      'a 200 with the bare JSON string "Internal server error" (UPSTREAMS.md §1.1)',
      { kind: 'errorString' },
    ],
    ['an empty answer', { kind: 'empty' }],
  ];

  it.each(failures)(
    'answers from /tokens paging when token-balances gives %s',
    async (_, fault) => {
      sandbox.faults.inject(
        { upstream: 'blockscout/pulse', route: 'api/v2/addresses/token-balances' },
        fault,
      );
      const delays: number[] = [];
      const sleep = (ms: number) => {
        delays.push(ms);
        return Promise.resolve();
      };
      const wallet = await withGateway(
        (gateway) => queryWallet(gateway, whale, ['pulse']),
        {},
        { sleep },
      );

      expect(servedRows(wallet)).toEqual(truthRows(sandbox.world, whale, 'pulse'));
      const status = statusOf(wallet, 'pulse', 'token-listing');
      expect(status).toMatchObject({
        source: 'token-listing:blockscout-tokens-paged',
        state: 'FRESH',
      });
      // A failure is named in the status; an empty answer is not a failure (spec §4 "if empty or failed").
      if (fault.kind === 'empty') expect(status?.message).toBeNull();
      else expect(status?.message).toMatch(/^blockscout-token-balances: Blockscout v2 HTTP 5\d\d$/);
      // The bare string is a server failure, retried as a 502 is (spec §7: four retries); a 500 is not retried.
      const retries = fault.kind === 'errorString' ? 4 : 0;
      expect(delays).toHaveLength(retries);
      expect(sandbox.counters.count('blockscout/pulse', 'api/v2/addresses/token-balances')).toBe(
        1 + retries,
      );
      expect(pagesOf('pulse')).toBeGreaterThan(1);
      expect(sandbox.counters.count('blockscout/pulse', 'api/v2/addresses/tokens')).toBe(
        pagesOf('pulse'),
      );
    },
  );

  it('answers from the classic tokenlist when token-balances and /tokens both fail', async () => {
    sandbox.faults.inject(
      { upstream: 'blockscout/pulse', route: 'api/v2/addresses/token-balances' },
      FAIL,
    );
    sandbox.faults.inject({ upstream: 'blockscout/pulse', route: 'api/v2/addresses/tokens' }, FAIL);
    const wallet = await withGateway((gateway) => queryWallet(gateway, whale, ['pulse']));

    // The tokenlist has no exchange_rate: tokens only the explorer prices go unpriced, and
    // PulseChain drops unpriced tokens (truth.ts explorerPrices).
    expect(servedRows(wallet)).toEqual(
      truthRows(sandbox.world, whale, 'pulse', { explorerPrices: false }),
    );
    expect(statusOf(wallet, 'pulse', 'token-listing')).toMatchObject({
      source: 'token-listing:blockscout-tokenlist',
      state: 'FRESH',
      message:
        'blockscout-token-balances: Blockscout v2 HTTP 500; blockscout-tokens-paged: Blockscout v2 HTTP 500',
    });
    expect(sandbox.counters.count('blockscout/pulse', 'api/account/tokenlist')).toBe(1);
  });

  it('reports FAILED with each source’s reason when all three fail, and other chains answer as usual', async () => {
    for (const route of [
      'api/v2/addresses/token-balances',
      'api/v2/addresses/tokens',
      'api/account/tokenlist',
    ] as const) {
      sandbox.faults.inject({ upstream: 'blockscout/pulse', route }, FAIL);
    }
    const wallet = await withGateway((gateway) => queryWallet(gateway, whale, ['pulse', 'base']));

    expect(statusOf(wallet, 'pulse', 'token-listing')).toMatchObject({
      source: 'token-listing',
      state: 'FAILED',
      message:
        'blockscout-token-balances: Blockscout v2 HTTP 500; blockscout-tokens-paged: Blockscout v2 HTTP 500; blockscout-tokenlist: Blockscout compat HTTP 500',
      reason: 'BAD_RESPONSE',
    });
    // The native coin comes from the RPC, which is up.
    expect(servedRows(wallet, 'pulse')).toEqual(
      truthRows(sandbox.world, whale, 'pulse').filter((row) => row.token === 'native'),
    );
    expect(servedRows(wallet, 'base')).toEqual(truthRows(sandbox.world, whale, 'base'));
    expect(
      wallet.sources.filter((status) => status.chain === 'BASE' && status.state !== 'FRESH'),
    ).toEqual([]);
  });
});

describe('reason codes beside the texts (issue 18)', () => {
  it('names a source the upstream throttled RATE_LIMITED, also when a fallback answered', async () => {
    sandbox.faults.inject(
      { upstream: 'blockscout/pulse', route: 'api/v2/addresses/token-balances' },
      { kind: 'rateLimit', retryAfter: 1 },
    );
    const wallet = await withGateway(
      (gateway) => queryWallet(gateway, whale, ['pulse']),
      {},
      { sleep: () => Promise.resolve() },
    );

    expect(servedRows(wallet)).toEqual(truthRows(sandbox.world, whale, 'pulse'));
    expect(statusOf(wallet, 'pulse', 'token-listing')).toMatchObject({
      source: 'token-listing:blockscout-tokens-paged',
      state: 'FRESH',
      message: 'blockscout-token-balances: Blockscout v2 HTTP 429',
      reason: 'RATE_LIMITED',
    });
    // Healthy statuses have neither a message nor a reason.
    expect(statusOf(wallet, 'pulse', 'native-balance')).toMatchObject({
      message: null,
      reason: null,
    });
  });

  it('keeps RATE_LIMITED ahead of a later source’s 500 when every source fails', async () => {
    sandbox.faults.inject(
      { upstream: 'blockscout/pulse', route: 'api/v2/addresses/token-balances' },
      FAIL,
    );
    sandbox.faults.inject(
      { upstream: 'blockscout/pulse', route: 'api/v2/addresses/tokens' },
      { kind: 'rateLimit', retryAfter: 1 },
    );
    sandbox.faults.inject({ upstream: 'blockscout/pulse', route: 'api/account/tokenlist' }, FAIL);
    const wallet = await withGateway(
      (gateway) => queryWallet(gateway, whale, ['pulse']),
      {},
      { sleep: () => Promise.resolve() },
    );

    expect(statusOf(wallet, 'pulse', 'token-listing')).toMatchObject({
      state: 'FAILED',
      reason: 'RATE_LIMITED',
    });
  });
});

describe.each(['base', 'polygon'] as const)(
  '%s listing: paged v2, then the classic tokenlist (spec §4)',
  (chain) => {
    it('answers from the tokenlist when paged v2 fails', async () => {
      sandbox.faults.inject(
        { upstream: blockscout(chain), route: 'api/v2/addresses/tokens' },
        FAIL,
      );
      const wallet = await withGateway((gateway) => queryWallet(gateway, whale, [chain]));

      // Base and Polygon keep unpriced tokens: the explorer-priced ones stay, without a price.
      expect(servedRows(wallet)).toEqual(
        truthRows(sandbox.world, whale, chain, { explorerPrices: false }),
      );
      expect(statusOf(wallet, chain, 'token-listing')).toMatchObject({
        source: 'token-listing:blockscout-tokenlist',
        state: 'FRESH',
        message: 'blockscout-tokens-paged: Blockscout v2 HTTP 500',
      });
    });

    it('reports FAILED when both fail, and still shows the native coin', async () => {
      sandbox.faults.inject(
        { upstream: blockscout(chain), route: 'api/v2/addresses/tokens' },
        FAIL,
      );
      sandbox.faults.inject({ upstream: blockscout(chain), route: 'api/account/tokenlist' }, FAIL);
      const wallet = await withGateway((gateway) => queryWallet(gateway, whale, [chain]));

      expect(statusOf(wallet, chain, 'token-listing')).toMatchObject({
        source: 'token-listing',
        state: 'FAILED',
        message:
          'blockscout-tokens-paged: Blockscout v2 HTTP 500; blockscout-tokenlist: Blockscout compat HTTP 500',
      });
      expect(servedRows(wallet)).toEqual(
        truthRows(sandbox.world, whale, chain).filter((row) => row.token === 'native'),
      );
      expect(statusOf(wallet, chain, 'native-balance')).toMatchObject({
        source: 'native-balance:rpc',
        state: 'FRESH',
      });
    });
  },
);

describe('paging that never ends (spec §9: at most 25 pages)', () => {
  // PulseChain's /tokens (reached when token-balances fails) pages by 50, and its whale fills two pages.
  it.each(['endless', 'repeat'] as const)(
    'stops on %s next_page_params and keeps each row read once',
    async (mode) => {
      sandbox.faults.inject(
        { upstream: 'blockscout/pulse', route: 'api/v2/addresses/token-balances' },
        FAIL,
      );
      sandbox.faults.inject(
        { upstream: 'blockscout/pulse', route: 'api/v2/addresses/tokens' },
        { kind: 'paging', mode },
      );
      const wallet = await withGateway((gateway) => queryWallet(gateway, whale, ['pulse']));

      const requests = sandbox.counters.count('blockscout/pulse', 'api/v2/addresses/tokens');
      expect(pagesOf('pulse')).toBeGreaterThan(1);
      expect(requests).toBeGreaterThan(pagesOf('pulse'));
      expect(requests).toBeLessThanOrEqual(25);
      // Every row was read before the explorer started repeating itself; a repeated page adds nothing.
      expect(servedRows(wallet)).toEqual(truthRows(sandbox.world, whale, 'pulse'));
      expect(statusOf(wallet, 'pulse', 'token-listing')).toMatchObject({
        source: 'token-listing:blockscout-tokens-paged',
        state: 'FRESH',
      });
    },
  );
});

describe('native balance: each RPC node in turn, then the explorer’s coin_balance (spec §7)', () => {
  it('reads coin_balance from the explorer when every RPC node is down', async () => {
    const node = await sandbox.evm!.endpoint(369, 'default');
    node.down = true;
    try {
      const wallet = await withGateway((gateway) => queryWallet(gateway, whale, ['pulse']));
      expect(servedRows(wallet)).toEqual(truthRows(sandbox.world, whale, 'pulse'));
      expect(statusOf(wallet, 'pulse', 'native-balance')).toMatchObject({
        source: 'native-balance:blockscout-address',
        state: 'FRESH',
        message: 'rpc: No working PULSE RPC',
      });
      expect(node.counts().httpRequests).toBeGreaterThan(0);
      expect(sandbox.counters.count('blockscout/pulse', 'api/v2/addresses')).toBe(1);
    } finally {
      node.down = false;
    }
  });

  it('asks the next node when one of several is down', async () => {
    const [first, second] = await Promise.all([
      sandbox.evm!.endpoint(56, 'first'),
      sandbox.evm!.endpoint(56, 'second'),
    ]);
    first.down = true;
    try {
      // BSC has no explorer to fall back to: only the second node can have answered.
      const wallet = await withGateway((gateway) => queryWallet(gateway, whale, ['bsc']), {
        BSC_RPC_URLS: `${first.url},${second.url}`,
      });
      expect(servedRows(wallet)).toEqual(truthRows(sandbox.world, whale, 'bsc'));
      expect(statusOf(wallet, 'bsc', 'native-balance')).toMatchObject({
        source: 'native-balance:rpc',
        state: 'FRESH',
        message: null,
      });
      expect(first.counts().httpRequests).toBeGreaterThan(0);
      expect(second.counts().calls).toBeGreaterThan(0);
    } finally {
      first.down = false;
    }
  });
});

describe('stale data when every source fails (DESIGN.md "Caching")', () => {
  it('serves the cached listing and native balance as STALE with their age', async () => {
    let clock = Date.now();
    const base = await sandbox.evm!.endpoint(8453, 'default');
    await withGateway(
      async (gateway) => {
        const first = await queryWallet(gateway, whale, ['base']);
        expect(statusOf(first, 'base', 'token-listing')?.state).toBe('FRESH');

        // Seven minutes on: past Base's 5-minute token TTL and the 2-minute native one (spec §9).
        clock += 7 * 60_000;
        sandbox.faults.inject({ upstream: 'blockscout/base' }, FAIL);
        base.down = true;
        try {
          const wallet = await queryWallet(gateway, whale, ['base'], true);
          expect(servedRows(wallet)).toEqual(truthRows(sandbox.world, whale, 'base'));
          expect(statusOf(wallet, 'base', 'token-listing')).toMatchObject({
            source: 'token-listing:blockscout-tokens-paged',
            state: 'STALE',
            ageSeconds: 420,
            message:
              'blockscout-tokens-paged: Blockscout v2 HTTP 500; blockscout-tokenlist: Blockscout compat HTTP 500',
            reason: 'BAD_RESPONSE',
          });
          expect(statusOf(wallet, 'base', 'native-balance')).toMatchObject({
            source: 'native-balance:rpc',
            state: 'STALE',
            ageSeconds: 420,
            message: 'rpc: No working BASE RPC; blockscout-address: Blockscout v2 HTTP 500',
            // The most telling of the two: no node answered at all.
            reason: 'NETWORK',
          });
        } finally {
          base.down = false;
        }
      },
      {},
      { now: () => clock },
    );
  });
});
