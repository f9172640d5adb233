import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttpClient } from '../../http/httpClient';
import { loadSample } from '../../../../tests/sandbox/testing/shape';
import { startJsonServer, type JsonServer } from '../../../../tests/helpers/prices/jsonServer';
import { getCoinPrice } from './getCoinPrice';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
let server: JsonServer;

beforeAll(async () => {
  server = await startJsonServer(() => ({
    status: 200,
    body: loadSample('blockscout-rpc-stats-coinprice'),
  }));
});
afterAll(() => server.close());

describe('getCoinPrice', () => {
  it('reads result.coin_usd of ?module=stats&action=coinprice', async () => {
    await expect(
      getCoinPrice(http, { upstream: 'blockscout:pulse', baseUrl: server.url }),
    ).resolves.toBe(0.0000342);
    expect(server.requests.at(-1)).toBe('/api?module=stats&action=coinprice');
  });

  it('reads usd, then price, where coin_usd is missing (spec §7)', async () => {
    server.route = () => ({
      status: 200,
      body: { status: '1', message: 'OK', result: { usd: '0.00003' } },
    });
    await expect(
      getCoinPrice(http, { upstream: 'blockscout:pulse', baseUrl: server.url }),
    ).resolves.toBe(0.00003);
    server.route = () => ({
      status: 200,
      body: { status: '1', message: 'OK', result: { price: 0.00002 } },
    });
    await expect(
      getCoinPrice(http, { upstream: 'blockscout:pulse', baseUrl: server.url }),
    ).resolves.toBe(0.00002);
  });

  it('fails on the classic envelope error and on a non-ok status', async () => {
    server.route = () => ({
      status: 200,
      body: { status: '0', message: 'Unknown action', result: null },
    });
    await expect(
      getCoinPrice(http, { upstream: 'blockscout:pulse', baseUrl: server.url }),
    ).rejects.toThrow('blockscout:pulse coinprice: Unknown action');
    server.route = () => ({ status: 500, body: {} });
    await expect(
      getCoinPrice(http, { upstream: 'blockscout:pulse', baseUrl: server.url }),
    ).rejects.toThrow('Blockscout compat HTTP 500');
  });
});
