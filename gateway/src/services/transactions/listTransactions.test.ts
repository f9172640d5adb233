import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import Keyv from 'keyv';
import { Cache, FRESH_REUSE_MS } from '../../cache/cache';
import { loadConfig } from '../../config/env';
import { createHttpClient } from '../../http/httpClient';
import {
  startJsonServer,
  type JsonServer,
  type Reply,
} from '../../../../tests/helpers/prices/jsonServer';
import { listTransactions, type TransactionsQuery } from './listTransactions';
import type { TxDeps } from './txSources';

// Exact layouts the sandbox's world does not pin down: a look-alike at a page's end, a later page that fails.
const wallet = '0x1111111111111111111111111111111111111111';
const friend = '0xabcd000000000000000000000000000000001234';
const lookAlike = '0xabcdffffffffffffffffffffffffffffffff1234';
const usdc = {
  address_hash: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: '6',
  type: 'ERC-20',
};
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

const tx = (hash: string, time: number, from: string, to: string, value: string) => ({
  hash,
  block_number: time,
  timestamp: iso(time),
  from: { hash: from },
  to: { hash: to },
  value,
  fee: { type: 'actual', value: '21000' },
  status: 'ok',
});
const transfer = (hash: string, time: number, from: string, to: string, value: string) => ({
  transaction_hash: hash,
  block_number: time,
  timestamp: iso(time),
  from: { hash: from },
  to: { hash: to },
  total: { value, decimals: '6' },
  token: usdc,
  token_type: 'ERC-20',
});

let server: JsonServer;
let deps: TxDeps;
let routes: Record<string, (url: URL) => Reply>;
// The caches' clock: each test (and each refetch below) starts past the window in which a `fresh`
// read reuses what was just fetched.
let clock = Date.UTC(2025, 0, 15);
const now = () => clock;
beforeEach(() => void (clock += FRESH_REUSE_MS));

beforeAll(async () => {
  server = await startJsonServer((url) => {
    const key = url.pathname.endsWith('/token-transfers')
      ? 'transfers'
      : url.pathname.endsWith('/transactions')
        ? 'transactions'
        : url.pathname === '/api'
          ? 'classic'
          : 'none';
    return routes[key]?.(url);
  });
  const config = loadConfig({ ETH_BLOCKSCOUT_URL: server.url, DATA_DIR: '/tmp/kinko-unused' });
  deps = {
    config,
    http: createHttpClient({ timeoutMs: 2000, sleep: async () => undefined }),
    cache: new Cache(new Keyv(), { now }),
  };
});
afterAll(() => server.close());

const query = (overrides: Partial<TransactionsQuery> = {}): TransactionsQuery => ({
  chain: 'eth',
  address: wallet,
  kind: 'all',
  first: 10,
  includeSpam: false,
  fresh: true,
  ...overrides,
});

describe('listTransactions', () => {
  it('hides zero-value and look-alike rows unless asked, and flags them when asked', async () => {
    routes = {
      transactions: () => ({
        status: 200,
        body: {
          items: [tx('0x01', 100, wallet, friend, '1000000000000000000')],
          next_page_params: null,
        },
      }),
      transfers: () => ({
        status: 200,
        body: {
          items: [
            transfer('0x02', 90, lookAlike, wallet, '0'),
            transfer('0x03', 80, wallet, friend, '5000000'),
          ],
          next_page_params: null,
        },
      }),
    };
    const shown = await listTransactions(deps, query());
    expect(
      shown.edges.map((edge) => [
        edge.node.hash,
        edge.node.kind,
        edge.node.direction,
        edge.node.amount,
      ]),
    ).toEqual([
      ['0x01', 'native', 'out', '1'],
      ['0x03', 'erc20', 'out', '5'],
    ]);
    const all = await listTransactions(deps, query({ includeSpam: true }));
    expect(all.edges.map((edge) => [edge.node.hash, edge.node.flags])).toEqual([
      ['0x01', []],
      ['0x02', ['zero-value', 'poisoning-suspect']],
      ['0x03', []],
    ]);
    expect(all.edges[0]?.node).toMatchObject({
      feeWei: '21000',
      fee: '0.000000000000021',
      token: { symbol: 'ETH', address: null, decimals: 18 },
    });
  });

  it('reads the next page before judging a crumb that ends a page, and reads that page only once', async () => {
    let transferPages = 0;
    routes = {
      transactions: () => ({ status: 200, body: { items: [], next_page_params: null } }),
      transfers: (url) => {
        transferPages++;
        // The payment the look-alike imitates opens the explorer's next page.
        return url.searchParams.has('block_number')
          ? {
              status: 200,
              body: {
                items: [transfer('0x09', 80, wallet, friend, '5000000')],
                next_page_params: null,
              },
            }
          : {
              status: 200,
              body: {
                items: [transfer('0x08', 90, lookAlike, wallet, '10')],
                next_page_params: { block_number: 90, index: 0, items_count: 50 },
              },
            };
      },
    };
    // A cache of its own: other cases cached this wallet's first page.
    const all = await listTransactions(
      { ...deps, cache: new Cache(new Keyv()) },
      query({ kind: 'erc20', includeSpam: true, fresh: false }),
    );
    expect(all.edges.map((edge) => [edge.node.hash, edge.node.flags])).toEqual([
      ['0x08', ['poisoning-suspect']],
      ['0x09', []],
    ]);
    expect(transferPages).toBe(2);
  });

  it('stops the merge where a list cannot be read, and carries on from there later', async () => {
    let nativePage2 = false;
    routes = {
      transactions: (url) =>
        url.searchParams.has('block_number')
          ? nativePage2
            ? {
                status: 200,
                body: { items: [tx('0x05', 85, friend, wallet, '1')], next_page_params: null },
              }
            : { status: 500, body: {} }
          : {
              status: 200,
              body: {
                items: [tx('0x04', 100, wallet, friend, '1')],
                next_page_params: { block_number: 100, index: 0, items_count: 50 },
              },
            },
      transfers: () => ({
        status: 200,
        body: {
          items: [
            transfer('0x06', 90, friend, wallet, '7000000'),
            transfer('0x07', 80, friend, wallet, '1000000'),
          ],
          next_page_params: null,
        },
      }),
      classic: () => ({ status: 500, body: {} }),
    };
    const blocked = await listTransactions(deps, query());
    // Rows 0x06 and 0x07 are known, but the native list's next page might hold newer ones.
    expect(blocked.edges.map((edge) => edge.node.hash)).toEqual(['0x04']);
    expect(blocked.hasNextPage).toBe(true);
    expect(
      blocked.statuses.find((status) => status.source.startsWith('transactions:')),
    ).toMatchObject({
      state: 'failed',
      message: expect.stringContaining('Blockscout v2 HTTP 500'),
    });

    nativePage2 = true;
    clock += FRESH_REUSE_MS;
    const resumed = await listTransactions(deps, query({ after: blocked.endCursor }));
    expect(resumed.edges.map((edge) => edge.node.hash)).toEqual(['0x06', '0x05', '0x07']);
    expect(resumed.hasNextPage).toBe(false);
  });

  it('leaves out a list no source can read on the first page, and says why', async () => {
    routes = {
      transactions: () => ({
        status: 200,
        body: { items: [tx('0x08', 100, wallet, friend, '1')], next_page_params: null },
      }),
      transfers: () => ({ status: 503, body: {} }),
      classic: () => ({
        status: 200,
        body: { status: '0', message: 'NOTOK', result: 'Max rate limit reached' },
      }),
    };
    const page = await listTransactions(
      { ...deps, cache: new Cache(new Keyv()) },
      query({ first: 5 }),
    );
    expect(page.edges.map((edge) => edge.node.hash)).toEqual(['0x08']);
    expect(page.hasNextPage).toBe(false);
    expect(
      page.statuses.find((status) => status.source.startsWith('token-transfers:'))?.message,
    ).toMatch(
      /blockscout-v2: Blockscout v2 HTTP 503; blockscout-classic: .*Max rate limit reached/,
    );
  });

  it('shows a classic row with an unknown fee, and says how many unreadable rows it left out', async () => {
    const row = (hash: string, time: number, extra: Record<string, string> = {}) => ({
      hash,
      blockNumber: String(time),
      timeStamp: String(time),
      from: wallet,
      to: friend,
      value: '5',
      gasPrice: '2',
      gasUsed: '21000',
      isError: '0',
      ...extra,
    });
    routes = {
      transactions: () => ({ status: 503, body: {} }),
      transfers: () => ({ status: 200, body: { items: [], next_page_params: null } }),
      classic: (url) =>
        url.searchParams.get('action') === 'txlist'
          ? {
              status: 200,
              body: {
                status: '1',
                message: 'OK',
                result: [
                  // Blockscout's unknown fee (UPSTREAMS.md §7.1): shown, without a fee.
                  row('0x0a', 300, { gasPrice: '', gasUsed: '' }),
                  row('0x0b', 200, { value: 'not a number' }),
                  row('0x0c', 100),
                ],
              },
            }
          : { status: 200, body: { status: '0', message: 'No token transfers found', result: [] } },
    };
    const page = await listTransactions(
      { ...deps, cache: new Cache(new Keyv()) },
      query({ kind: 'native' }),
    );
    expect(page.edges.map((edge) => [edge.node.hash, edge.node.feeWei])).toEqual([
      ['0x0a', null],
      ['0x0c', '42000'],
    ]);
    const status = page.statuses.find((each) => each.source === 'transactions:blockscout-classic');
    expect(status?.message).toMatch(/blockscout-classic: 1 unreadable row left out/);
  });

  it('serves an older copy, marked stale, only when every source fails', async () => {
    const cache = new Cache(new Keyv(), { now });
    routes = {
      transactions: () => ({
        status: 200,
        body: { items: [tx('0x09', 100, wallet, friend, '1')], next_page_params: null },
      }),
      classic: () => ({
        status: 200,
        body: {
          status: '1',
          message: 'OK',
          result: [
            {
              hash: '0x0a',
              blockNumber: '101',
              timeStamp: '101',
              from: wallet,
              to: friend,
              value: '2',
              gasUsed: '1',
              gasPrice: '3',
              isError: '0',
            },
          ],
        },
      }),
    };
    await listTransactions({ ...deps, cache }, query({ kind: 'native' }));
    routes['transactions'] = () => ({ status: 500, body: {} });
    clock += FRESH_REUSE_MS;
    const fallback = await listTransactions({ ...deps, cache }, query({ kind: 'native' }));
    // The explorer's classic API answers: fresher than the cached v2 copy.
    expect(fallback.edges.map((edge) => edge.node.hash)).toEqual(['0x0a']);
    routes['classic'] = () => ({ status: 500, body: {} });
    clock += FRESH_REUSE_MS;
    const stale = await listTransactions({ ...deps, cache }, query({ kind: 'native' }));
    expect(stale.edges.map((edge) => edge.node.hash)).toEqual(['0x09']);
    expect(stale.statuses).toEqual([
      expect.objectContaining({
        source: 'transactions:blockscout-v2',
        state: 'stale',
        message: expect.stringContaining('Blockscout v2 HTTP 500'),
      }),
    ]);
  });
});
