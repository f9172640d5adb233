import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadSample } from '../../../../tests/sandbox/testing/shape';
import { createHttpClient } from '../../http/httpClient';
import { startJsonServer, type JsonServer } from '../../../../tests/helpers/prices/jsonServer';
import { getTokenTx } from './getTokenTx';
import { getTxList } from './getTxList';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
const wallet = '0x7a16ff8270133f063aab6c9977183d9e72835428';
const errors = loadSample('blockscout-rpc-errors') as Record<string, unknown>;
let server: JsonServer;

beforeAll(async () => {
  server = await startJsonServer((url) => ({
    status: 200,
    body: loadSample(
      url.searchParams.get('action') === 'tokentx'
        ? 'blockscout-rpc-account-tokentx'
        : 'blockscout-rpc-account-txlist',
    ),
  }));
});
afterAll(() => server.close());

describe('getTxList (classic txlist)', () => {
  it('asks for 50 rows a page, newest first, and computes the fee as gasUsed × gasPrice exactly', async () => {
    const { rows, dropped } = await getTxList(http, {
      upstream: 'blockscout:pulse',
      baseUrl: server.url,
      address: wallet,
      page: 2,
    });
    expect(dropped).toBe(0);
    expect(server.requests.at(-1)).toBe(
      `/api?module=account&action=txlist&address=${wallet}&page=2&offset=50&sort=desc`,
    );
    expect(rows).toEqual([
      {
        hash: '0x8f7e6d5c4b3a29180f1e2d3c4b5a69788f7e6d5c4b3a29180f1e2d3c4b5a6978',
        blockNumber: 24812201,
        timeStamp: 1787220012,
        from: wallet,
        to: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045',
        valueRaw: '100000000000000000000000',
        // 21000 × 1210000000000000: past 2^53, exact only as bigint.
        feeWei: '25410000000000000000',
        failed: false,
      },
    ]);
  });

  it('reads "No transactions found" as an empty page and other refusals as errors', async () => {
    server.route = () => ({ status: 200, body: errors['no_transactions'] });
    await expect(
      getTxList(http, {
        upstream: 'blockscout:pulse',
        baseUrl: server.url,
        address: wallet,
        page: 1,
      }),
    ).resolves.toEqual({ rows: [], dropped: 0 });
    server.route = () => ({ status: 200, body: errors['window_too_large'] });
    await expect(
      getTxList(http, {
        upstream: 'blockscout:pulse',
        baseUrl: server.url,
        address: wallet,
        page: 999,
      }),
    ).rejects.toThrow(/Result window is too large/);
    server.route = () => ({ status: 502, body: {} });
    await expect(
      getTxList(http, {
        upstream: 'blockscout:pulse',
        baseUrl: server.url,
        address: wallet,
        page: 1,
      }),
    ).rejects.toThrow('Blockscout compat HTTP 502');
  });
});

describe('getTokenTx (classic tokentx)', () => {
  it('reads token, decimals and exact value', async () => {
    server.route = () => ({ status: 200, body: loadSample('blockscout-rpc-account-tokentx') });
    const { rows } = await getTokenTx(http, {
      upstream: 'blockscout:pulse',
      baseUrl: server.url,
      address: wallet,
      page: 1,
      apiKey: 'k',
    });
    expect(server.requests.at(-1)).toBe(
      `/api?module=account&action=tokentx&address=${wallet}&page=1&offset=50&sort=desc&apikey=k`,
    );
    expect(rows).toEqual([
      {
        hash: '0x3a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071829',
        blockNumber: 24812201,
        timeStamp: 1787220012,
        from: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045',
        to: wallet,
        valueRaw: '1250000000000000000000000',
        feeWei: (34512n * 1210000000000000n).toString(),
        token: {
          address: '0x95b303987a60c71504d99aa1b13b4da07b0790ab',
          symbol: 'PLSX',
          name: 'PulseX',
          decimals: 18,
        },
      },
    ]);
    server.route = () => ({ status: 200, body: errors['no_token_transfers'] });
    await expect(
      getTokenTx(http, {
        upstream: 'blockscout:pulse',
        baseUrl: server.url,
        address: wallet,
        page: 1,
      }),
    ).resolves.toEqual({ rows: [], dropped: 0 });
  });
});
