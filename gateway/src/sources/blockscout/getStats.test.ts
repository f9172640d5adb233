import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttpClient } from '../../http/httpClient';
import { loadSample } from '../../../../tests/sandbox/testing/shape';
import { startJsonServer, type JsonServer } from '../../../../tests/helpers/prices/jsonServer';
import { getStats } from './getStats';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
let server: JsonServer;

beforeAll(async () => {
  server = await startJsonServer(() => ({ status: 200, body: loadSample('blockscout-v2-stats') }));
});
afterAll(() => server.close());

describe('getStats', () => {
  it('reads the coin price and its 24h change from /api/v2/stats', async () => {
    await expect(
      getStats(http, { upstream: 'blockscout:eth', baseUrl: server.url }),
    ).resolves.toEqual({ coinPriceUsd: 3212.45, coinPriceChangePct: -1.37 });
    expect(server.requests.at(-1)).toBe('/api/v2/stats');
  });

  it('reads the v5-era PulseChain shape, which has no change', async () => {
    server.route = () => ({
      status: 200,
      body: loadSample('blockscout-v2-stats-pulsechain-legacy'),
    });
    await expect(
      getStats(http, { upstream: 'blockscout:pulse', baseUrl: server.url }),
    ).resolves.toEqual({ coinPriceUsd: 0.0000342, coinPriceChangePct: null });
  });

  it('falls back to usd_price, then native_coin_price (spec §7)', async () => {
    server.route = () => ({ status: 200, body: { coin_price: null, usd_price: '0.5' } });
    await expect(
      getStats(http, { upstream: 'blockscout:pulse', baseUrl: server.url }),
    ).resolves.toMatchObject({ coinPriceUsd: 0.5 });
    server.route = () => ({ status: 200, body: { coin_price: null, native_coin_price: 0.25 } });
    await expect(
      getStats(http, { upstream: 'blockscout:pulse', baseUrl: server.url }),
    ).resolves.toMatchObject({ coinPriceUsd: 0.25 });
  });

  it('fails with the spec text for a non-ok status', async () => {
    server.route = () => ({ status: 500, body: {} });
    await expect(
      getStats(http, { upstream: 'blockscout:pulse', baseUrl: server.url }),
    ).rejects.toThrow('Blockscout v2 HTTP 500');
  });
});
