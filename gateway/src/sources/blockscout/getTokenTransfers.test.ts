import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadSample } from '../../../../tests/sandbox/testing/shape';
import { createHttpClient } from '../../http/httpClient';
import { startJsonServer, type JsonServer } from '../../../../tests/helpers/prices/jsonServer';
import { getTokenTransfers } from './getTokenTransfers';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
const wallet = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045';
let server: JsonServer;

beforeAll(async () => {
  server = await startJsonServer(() => ({
    status: 200,
    body: loadSample('blockscout-v2-address-token-transfers'),
  }));
});
afterAll(() => server.close());

describe('getTokenTransfers', () => {
  it('reads ERC-20 transfers with exact values and the total decimals', async () => {
    const page = await getTokenTransfers(http, {
      upstream: 'blockscout:eth',
      baseUrl: server.url,
      address: wallet,
    });
    expect(page.items).toEqual([
      {
        hash: '0x5b8a2e4f0c7d1a3e9b6f2c8d4e0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a',
        blockNumber: 23180401,
        timeStamp: Date.parse('2026-08-20T10:12:35Z') / 1000,
        from: '0x7a16ff8270133f063aab6c9977183d9e72835428',
        to: wallet,
        valueRaw: '2000000000',
        feeWei: null,
        token: {
          address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
          symbol: 'USDC',
          name: 'USD Coin',
          decimals: 6,
        },
      },
    ]);
    expect(page.nextPageParams).toEqual({ block_number: 23180401, index: 211, items_count: 50 });
  });

  it('re-sends type=ERC-20 after the echoed keys, which Blockscout drops (UPSTREAMS.md §1.3)', async () => {
    await getTokenTransfers(http, {
      upstream: 'blockscout:eth',
      baseUrl: server.url,
      address: wallet,
      pageParams: { block_number: 1, index: 2, type: 'ERC-721' },
    });
    expect(server.requests.at(-1)).toBe(
      `/api/v2/addresses/${wallet}/token-transfers?block_number=1&index=2&type=ERC-20`,
    );
  });

  it("reads PulseChain's v5-era transfer (tx_hash, string log_index, token.address) and skips NFTs", async () => {
    server.route = () => ({
      status: 200,
      body: {
        items: [
          {
            tx_hash: '0xCC',
            from: { hash: wallet },
            to: { hash: '0x7a16fF8270133F063aAb6C9977183D9e72835428' },
            total: { decimals: '18', value: '1250000000000000000000000' },
            token: {
              address: '0x95B303987A60C71504D99Aa1b13B4DA07b0790ab',
              symbol: 'PLSX',
              name: 'PulseX',
              decimals: '18',
              type: 'ERC-20',
              holders: '1',
            },
            type: 'token_transfer',
            timestamp: '2026-08-20T10:00:12.000000Z',
            block_hash: '0x00',
            log_index: '7',
          },
          {
            tx_hash: '0xdd',
            from: { hash: wallet },
            to: { hash: wallet },
            total: { token_id: '5' },
            token: { address: '0x01', type: 'ERC-721' },
            timestamp: '2026-08-20T10:00:12.000000Z',
          },
        ],
        next_page_params: null,
      },
    });
    const page = await getTokenTransfers(http, {
      upstream: 'blockscout:pulse',
      baseUrl: server.url,
      address: wallet,
    });
    expect(page.items).toEqual([
      {
        hash: '0xcc',
        blockNumber: null,
        timeStamp: Date.parse('2026-08-20T10:00:12Z') / 1000,
        from: wallet,
        to: '0x7a16ff8270133f063aab6c9977183d9e72835428',
        valueRaw: '1250000000000000000000000',
        feeWei: null,
        token: {
          address: '0x95b303987a60c71504d99aa1b13b4da07b0790ab',
          symbol: 'PLSX',
          name: 'PulseX',
          decimals: 18,
        },
      },
    ]);
  });
});
