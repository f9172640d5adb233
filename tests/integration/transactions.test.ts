import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';
import { FRESH_REUSE_MS } from '../../gateway/src/cache/cache';
import { expectedHistory, type ExpectedTx } from '../helpers/transactionTruth';

const TRANSACTIONS = `query ($chain: ChainKey!, $address: Address!, $kind: TransactionKind, $first: Int, $after: String, $fresh: Boolean, $includeSpam: Boolean) {
  transactions(chain: $chain, address: $address, kind: $kind, first: $first, after: $after, fresh: $fresh, includeSpam: $includeSpam) {
    edges { cursor node { chain kind hash blockNumber timeStamp from to amount amountRaw feeWei fee token { symbol address decimals } direction failed explorerUrl flags } }
    pageInfo { hasNextPage endCursor }
    sources { chain wallet source state message reason }
  }
}`;

interface Node {
  chain: string;
  kind: 'NATIVE' | 'ERC20';
  hash: string;
  blockNumber: number | null;
  timeStamp: number;
  from: string;
  to: string | null;
  amount: string;
  amountRaw: string;
  feeWei: string | null;
  fee: string | null;
  token: { symbol: string | null; address: string | null; decimals: number };
  direction: 'IN' | 'OUT' | 'SELF';
  failed: boolean;
  explorerUrl: string;
  flags: string[];
}
interface Status {
  chain: string;
  source: string;
  state: string;
  message: string | null;
}
interface Connection {
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  sources: Status[];
}

let sandbox: Sandbox;
let test: TestGateway;
let whale: string;
/** Moves the cache's clock on, past the window in which a `fresh` read reuses what was just fetched. */
let cacheOffsetMs = 0;

beforeAll(async () => {
  sandbox = await startSandbox();
  test = await startTestGateway(sandbox.env, { now: () => Date.now() + cacheOffsetMs });
  whale = sandbox.world.demoWallets[0]?.address as string;
});
afterAll(async () => {
  await test.close();
  await sandbox.stop();
});
beforeEach(() => {
  sandbox.faults.clear();
  sandbox.counters.reset();
});

async function page(gateway: TestGateway, variables: Record<string, unknown>): Promise<Connection> {
  const response = await request(gateway.gateway.app)
    .post('/graphql')
    .send({ query: TRANSACTIONS, variables });
  expect(response.body.errors).toBeUndefined();
  return response.body.data.transactions as Connection;
}

/** Follows endCursor to the end; returns every node and each page's sources. */
async function walk(
  gateway: TestGateway,
  variables: Record<string, unknown>,
  between?: (pageNumber: number) => void,
) {
  const nodes: Node[] = [];
  const sources: Status[][] = [];
  let after: string | null = null;
  for (let pageNumber = 1; pageNumber <= 20; pageNumber++) {
    between?.(pageNumber);
    const connection = await page(gateway, { ...variables, after });
    nodes.push(...connection.edges.map((edge) => edge.node));
    sources.push(connection.sources);
    if (!connection.pageInfo.hasNextPage) return { nodes, sources, pages: pageNumber };
    after = connection.pageInfo.endCursor;
  }
  throw new Error('did not finish in 20 pages');
}

const identity = (row: { kind: string; hash: string }) => `${row.kind}:${row.hash}`;

describe('transactions: paging against the explorer (spec §7 "Transactions", §9 50 per page)', () => {
  it("pages a PulseChain whale's transactions 50 at a time past the first 50, in order, reading each upstream page once", async () => {
    const expected = expectedHistory(sandbox.world, whale, 'pulse', 'NATIVE');
    expect(expected.length).toBeGreaterThan(50);
    const { nodes, sources, pages } = await walk(test, {
      chain: 'PULSE',
      address: whale,
      kind: 'NATIVE',
    });
    expect(nodes.map(identity)).toEqual(expected.map(identity));
    expect(pages).toBe(Math.ceil(expected.length / 50));
    // PulseChain's explorer speaks the v5-era names (block, tx_types…): read by the own source.
    expect(sources.flat().map((status) => `${status.source}:${status.state}`)).toEqual(
      Array(pages).fill('transactions:blockscout-v2:FRESH'),
    );
    expect(sandbox.counters.count('blockscout/pulse', 'api/v2/addresses/transactions')).toBe(pages);
    expect(sandbox.counters.count('blockscout/pulse', 'api/account/txlist')).toBe(0);
  });

  it('merges native and ERC-20 lists newest first across pages, each upstream page read once', async () => {
    const expected = expectedHistory(sandbox.world, whale, 'eth', 'ALL');
    const natives = expected.filter((row) => row.kind === 'NATIVE').length;
    // The explorer serves the lures too; the gateway reads them and hides them.
    const transfers = expectedHistory(sandbox.world, whale, 'eth', 'ERC20', {
      includeSpam: true,
    }).length;
    const { nodes } = await walk(test, { chain: 'ETH', address: whale, kind: 'ALL', first: 50 });
    expect(nodes.map(identity)).toEqual(expected.map(identity));
    const times = nodes.map((node) => node.timeStamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(sandbox.counters.count('blockscout/eth', 'api/v2/addresses/transactions')).toBe(
      Math.ceil(natives / 50),
    );
    expect(sandbox.counters.count('blockscout/eth', 'api/v2/addresses/token-transfers')).toBe(
      Math.ceil(transfers / 50),
    );
  });

  it('keeps amounts and fees exact, and direction relative to the wallet', async () => {
    const expected = new Map(
      expectedHistory(sandbox.world, whale, 'eth', 'ALL').map((row) => [identity(row), row]),
    );
    const { nodes } = await walk(test, { chain: 'ETH', address: whale, kind: 'ALL', first: 100 });
    expect(nodes.length).toBe(expected.size);
    for (const node of nodes) {
      const truth = expected.get(identity(node)) as ExpectedTx;
      expect({
        id: identity(node),
        amountRaw: node.amountRaw,
        amount: node.amount,
        direction: node.direction,
        from: node.from,
        to: node.to,
        failed: node.failed,
      }).toEqual({
        id: identity(truth),
        amountRaw: truth.amountRaw,
        amount: truth.amount,
        direction: truth.direction,
        from: truth.from,
        to: truth.to,
        failed: truth.failed,
      });
      expect(node.token.decimals).toBe(truth.decimals);
      expect(node.token.address).toBe(truth.tokenAddress);
      expect(node.explorerUrl).toBe(`https://etherscan.io/tx/${node.hash}`);
      // Blockscout v2's transfer items carry no fee; the transaction's row does.
      if (node.kind === 'NATIVE')
        expect([node.feeWei, node.fee]).toEqual([truth.feeWei, formatEther(truth.feeWei)]);
      else expect(node.feeWei).toBeNull();
    }
    expect(
      nodes.some((node) => node.direction === 'IN') &&
        nodes.some((node) => node.direction === 'OUT'),
    ).toBe(true);
  });
});

describe('transactions: zero-value transfers and address poisoning (hidden unless asked)', () => {
  it("hides the world's lures by default and flags exactly them when asked, across pages", async () => {
    for (const chain of ['pulse', 'eth'] as const) {
      const all = expectedHistory(sandbox.world, whale, chain, 'ALL', { includeSpam: true });
      const lures = all.filter((row) => row.flags.length > 0);
      // The demo whale draws every kind of lure on these chains, some on a later explorer page.
      expect(new Set(lures.map((row) => row.flags.join('+')))).toEqual(
        new Set(['ZERO_VALUE', 'ZERO_VALUE+POISONING_SUSPECT', 'POISONING_SUSPECT']),
      );
      const shown = await walk(test, {
        chain: chain.toUpperCase(),
        address: whale,
        kind: 'ALL',
        first: 40,
      });
      expect(shown.nodes.map(identity)).toEqual(
        expectedHistory(sandbox.world, whale, chain, 'ALL').map(identity),
      );
      const everything = await walk(test, {
        chain: chain.toUpperCase(),
        address: whale,
        kind: 'ALL',
        first: 40,
        includeSpam: true,
      });
      expect(everything.nodes.map((node) => `${identity(node)} ${node.flags.join('+')}`)).toEqual(
        all.map((row) => `${identity(row)} ${row.flags.join('+')}`),
      );
    }
  });

  it('shows a poisoning crumb as incoming from the look-alike, never as a payment the wallet made', async () => {
    const everything = await walk(test, {
      chain: 'ETH',
      address: whale,
      kind: 'ERC20',
      first: 100,
      includeSpam: true,
    });
    const crumbs = everything.nodes.filter(
      (node) => node.flags.includes('POISONING_SUSPECT') && !node.flags.includes('ZERO_VALUE'),
    );
    expect(crumbs.length).toBeGreaterThan(0);
    for (const crumb of crumbs)
      expect([crumb.direction, crumb.to, BigInt(crumb.amountRaw) > 0n]).toEqual([
        'IN',
        whale,
        true,
      ]);
  });
});

describe('transactions: fallbacks (spec §4 "own source first, then block-explorer API")', () => {
  it("falls back to the explorer's classic API when the chain's Blockscout v2 fails, and stays on it", async () => {
    sandbox.faults.inject(
      { upstream: 'blockscout/base', route: 'api/v2/addresses/transactions' },
      { kind: 'status', status: 500 },
    );
    const expected = expectedHistory(sandbox.world, whale, 'base', 'NATIVE');
    const { nodes, sources } = await walk(test, { chain: 'BASE', address: whale, kind: 'NATIVE' });
    expect(nodes.map(identity)).toEqual(expected.map(identity));
    // The classic rows carry gasUsed × gasPrice exactly.
    expect(nodes.map((node) => node.feeWei)).toEqual(expected.map((row) => row.feeWei));
    expect(sources[0]).toEqual([
      expect.objectContaining({
        source: 'transactions:blockscout-classic',
        state: 'FRESH',
        message: expect.stringContaining('Blockscout v2 HTTP 500'),
      }),
    ]);
    expect(sandbox.counters.count('blockscout/base', 'api/v2/addresses/transactions')).toBe(1);
    expect(sandbox.counters.count('blockscout/base', 'api/account/txlist')).toBe(
      Math.ceil(expected.length / 50),
    );
  });

  it('lets the classic API take over mid-list, at the same position, when v2 fails on a later page', async () => {
    const expected = expectedHistory(sandbox.world, whale, 'pulse', 'NATIVE');
    // 30 a page: page 2 starts inside the explorer's first page of 50, at row 30.
    const { nodes, sources } = await walk(
      test,
      { chain: 'PULSE', address: whale, kind: 'NATIVE', first: 30, fresh: true },
      (pageNumber) => {
        // Each page refetches: the second must find v2 failing on the explorer page the first read.
        cacheOffsetMs += FRESH_REUSE_MS;
        if (pageNumber === 2)
          sandbox.faults.inject(
            { upstream: 'blockscout/pulse', route: 'api/v2/addresses/transactions' },
            { kind: 'status', status: 500 },
          );
      },
    );
    expect(nodes.map(identity)).toEqual(expected.map(identity));
    expect(sources[0]?.[0]?.source).toBe('transactions:blockscout-v2');
    expect(sources[1]?.[0]).toMatchObject({
      source: 'transactions:blockscout-classic',
      message: expect.stringContaining('Blockscout v2 HTTP 500'),
    });
    expect(sandbox.counters.requests('blockscout/pulse', 'api/account/txlist')[0]).toContain(
      'page=1&offset=50',
    );
  });

  it('stops cleanly when the explorer repeats its paging keys', async () => {
    sandbox.faults.inject(
      { upstream: 'blockscout/eth', route: 'api/v2/addresses/token-transfers' },
      { kind: 'paging', mode: 'repeat' },
    );
    const { pages } = await walk(test, {
      chain: 'ETH',
      address: whale,
      kind: 'ERC20',
      first: 50,
      fresh: true,
    });
    expect(pages).toBeLessThanOrEqual(3);
  });
});

describe('transactions on BSC (no Blockscout: Etherscan V2 with a key)', () => {
  it('says honestly that the free Etherscan plan does not cover BSC', async () => {
    const connection = await page(test, { chain: 'BSC', address: whale, kind: 'ALL' });
    expect(connection.edges).toEqual([]);
    expect(connection.pageInfo.hasNextPage).toBe(false);
    expect(connection.sources.map((status) => status.state)).toEqual(['FAILED', 'FAILED']);
    expect(connection.sources[0]?.message).toMatch(
      /Free API access is not supported for this chain/,
    );
    expect(JSON.stringify(connection.sources)).not.toContain(
      sandbox.env['ETHERSCAN_API_KEY'] as string,
    );
  });

  it('says a key is needed when none is configured, and never calls Etherscan', async () => {
    const { ETHERSCAN_API_KEY: _key, ...env } = sandbox.env;
    const keyless = await startTestGateway(env);
    try {
      const connection = await page(keyless, { chain: 'BSC', address: whale, kind: 'NATIVE' });
      expect(connection.edges).toEqual([]);
      expect(connection.sources).toEqual([
        expect.objectContaining({
          state: 'FAILED',
          message: expect.stringContaining('needs an Etherscan API key (set ETHERSCAN_API_KEY'),
          reason: 'NOT_CONFIGURED',
        }),
      ]);
      const rest = await request(keyless.gateway.app).get(
        `/api/tx?chain=bsc&address=${whale}&type=native`,
      );
      expect(rest.status).toBe(502);
      expect(rest.body.error.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(rest.body.error.message).toMatch(/ETHERSCAN_API_KEY/);
      expect(sandbox.counters.count('etherscan')).toBe(0);
    } finally {
      await keyless.close();
    }
  });

  it('reads BSC history from Etherscan V2 with a paid key, paging by page number', async () => {
    const paid = await startTestGateway({ ...sandbox.env, ETHERSCAN_API_KEY: 'paid-sandbox-key' });
    try {
      const expected = expectedHistory(sandbox.world, whale, 'bsc', 'ALL');
      const { nodes, sources } = await walk(paid, { chain: 'BSC', address: whale, kind: 'ALL' });
      expect(nodes.map(identity)).toEqual(expected.map(identity));
      expect(nodes.map((node) => node.feeWei)).toEqual(expected.map((row) => row.feeWei));
      expect(sources[0]?.map((status) => status.source)).toEqual([
        'transactions:etherscan-v2',
        'token-transfers:etherscan-v2',
      ]);
      expect(sandbox.counters.requests('etherscan', 'v2/api/account/txlist')[0]).toMatch(
        /chainid=56&module=account&action=txlist&address=0x[0-9a-f]{40}&page=1&offset=50&sort=desc&apikey=/,
      );
    } finally {
      await paid.close();
    }
  });
});

describe('GET /api/tx (spec §7)', () => {
  it('answers items with timeStamp, paging by cursor or by page number alike', async () => {
    const first = await request(test.gateway.app).get(
      `/api/tx?chain=pulse&address=${whale}&type=all`,
    );
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0]).toMatchObject({
      chain: 'pulse',
      kind: expect.stringMatching(/^(native|erc20)$/),
      timeStamp: expect.any(Number),
      direction: expect.stringMatching(/^(in|out|self)$/),
    });
    expect(first.body.hasNextPage).toBe(true);
    const byCursor = await request(test.gateway.app).get(
      `/api/tx?chain=pulse&address=${whale}&type=all&cursor=${first.body.nextCursor as string}`,
    );
    const byPage = await request(test.gateway.app).get(
      `/api/tx?chain=pulse&address=${whale}&type=all&page=2`,
    );
    // The same rows; a value at the time may fill in between the two (the DEX's closes read on).
    const withoutValue = (items: Record<string, unknown>[]) =>
      items.map(({ valueUsdAtTime: _value, ...item }) => item);
    expect(withoutValue(byPage.body.items)).toEqual(withoutValue(byCursor.body.items));
    const expected = expectedHistory(sandbox.world, whale, 'pulse', 'ALL').slice(50, 100);
    expect(
      byCursor.body.items.map(
        (item: { kind: string; hash: string }) => `${item.kind.toUpperCase()}:${item.hash}`,
      ),
    ).toEqual(expected.map(identity));
  });

  it('takes chain names as the CSV routes do, and kind or its alias type', async () => {
    const path = `/api/tx?address=${whale}&first=5`;
    const byKey = await request(test.gateway.app).get(`${path}&chain=pulse&type=native`);
    expect(byKey.status).toBe(200);
    for (const query of ['chain=pulsechain&kind=native', 'chain=PULSE&kind=NATIVE&type=native']) {
      const other = await request(test.gateway.app).get(`${path}&${query}`);
      expect([query, other.status, other.body.items]).toEqual([query, 200, byKey.body.items]);
    }
    const csv = await request(test.gateway.app).get(
      `/api/transactions.csv?chain=pulse&address=${whale}&type=native&limit=5`,
    );
    expect(
      csv.text
        .split('\n')
        .slice(1, 6)
        .every((line) => line.includes(',native,')),
    ).toBe(true);
  });

  it('rejects bad input with the spec texts', async () => {
    const badAddress = await request(test.gateway.app).get(
      '/api/tx?chain=eth&address=0x7A16ff8270133f063aab6c9977183d9e72835428&type=native',
    );
    expect(badAddress.status).toBe(400);
    expect(badAddress.body.error).toEqual({
      code: 'BAD_USER_INPUT',
      message:
        'Invalid wallet address "0x7A16ff8270133f063aab6c9977183d9e72835428". Please check and try again.',
    });
    expect(
      (await request(test.gateway.app).get(`/api/tx?chain=solana&address=${whale}`)).status,
    ).toBe(400);
    expect(
      (await request(test.gateway.app).get(`/api/tx?chain=eth&address=${whale}&type=nft`)).status,
    ).toBe(400);
    const disagree = await request(test.gateway.app).get(
      `/api/tx?chain=eth&address=${whale}&kind=native&type=erc20`,
    );
    expect([disagree.status, disagree.body.error.code]).toEqual([400, 'BAD_USER_INPUT']);
    const first = await request(test.gateway.app).get(
      `/api/tx?chain=eth&address=${whale}&type=native&first=5`,
    );
    const other = sandbox.world.demoWallets[1]?.address as string;
    const stolen = await request(test.gateway.app).get(
      `/api/tx?chain=eth&address=${other}&type=native&cursor=${first.body.nextCursor as string}`,
    );
    expect(stolen.status).toBe(400);
  });
});

function formatEther(wei: string): string {
  const value = BigInt(wei);
  const whole = value / 10n ** 18n;
  const fraction = (value % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}
