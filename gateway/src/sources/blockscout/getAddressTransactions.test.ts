import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadSample } from '../../../../tests/sandbox/testing/shape';
import { createHttpClient } from '../../http/httpClient';
import { startJsonServer, type JsonServer } from '../../../../tests/helpers/prices/jsonServer';
import { getAddressTransactions } from './getAddressTransactions';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
const wallet = '0x7a16ff8270133f063aab6c9977183d9e72835428';
let server: JsonServer;

beforeAll(async () => {
  server = await startJsonServer(() => ({
    status: 200,
    body: loadSample('blockscout-v2-address-transactions'),
  }));
});
afterAll(() => server.close());

describe('getAddressTransactions', () => {
  it('reads the current shape: fee.value, block_number, ISO time, lowercase addresses', async () => {
    const page = await getAddressTransactions(http, {
      upstream: 'blockscout:eth',
      baseUrl: server.url,
      address: wallet,
    });
    expect(page.items).toEqual([
      {
        hash: '0x5b8a2e4f0c7d1a3e9b6f2c8d4e0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a',
        blockNumber: 23180401,
        timeStamp: Date.parse('2026-08-20T10:12:35Z') / 1000,
        from: wallet,
        to: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        valueRaw: '0',
        feeWei: '58214430110000',
        failed: false,
      },
    ]);
    expect(page.nextPageParams).toMatchObject({
      block_number: 23180401,
      index: 42,
      items_count: 50,
    });
    expect(server.requests.at(-1)).toBe(`/api/v2/addresses/${wallet}/transactions`);
  });

  it("reads PulseChain's v5-era names, skips pending rows and echoes page keys", async () => {
    server.route = () => ({
      status: 200,
      body: {
        items: [
          {
            hash: '0xAA',
            block: 24812201,
            timestamp: '2026-08-20T10:00:12.000000Z',
            from: { hash: wallet },
            to: null,
            value: '1000',
            fee: { type: 'actual', value: '21' },
            status: 'error',
            tx_types: ['coin_transfer'],
          },
          {
            hash: '0xbb',
            block: null,
            timestamp: null,
            from: { hash: wallet },
            to: { hash: wallet },
            value: '1',
            fee: null,
            status: null,
          },
        ],
        next_page_params: null,
      },
    });
    const page = await getAddressTransactions(http, {
      upstream: 'blockscout:pulse',
      baseUrl: server.url,
      address: wallet,
      pageParams: { block_number: 24812300, index: 3, items_count: 50 },
    });
    expect(page.items).toEqual([
      {
        hash: '0xaa',
        blockNumber: 24812201,
        timeStamp: Date.parse('2026-08-20T10:00:12Z') / 1000,
        from: wallet,
        to: null,
        valueRaw: '1000',
        feeWei: '21',
        failed: true,
      },
    ]);
    expect(page.nextPageParams).toBeNull();
    expect(server.requests.at(-1)).toBe(
      `/api/v2/addresses/${wallet}/transactions?block_number=24812300&index=3&items_count=50`,
    );
  });

  it('fails with the spec text on a non-ok status (spec §8)', async () => {
    server.route = () => ({ status: 500, body: {} });
    await expect(
      getAddressTransactions(http, {
        upstream: 'blockscout:eth',
        baseUrl: server.url,
        address: wallet,
      }),
    ).rejects.toThrow('Blockscout v2 HTTP 500');
  });
});
