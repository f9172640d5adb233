import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttpClient } from '../../http/httpClient';
import { loadSample } from '../../../../tests/sandbox/testing/shape';
import { startJsonServer, type JsonServer } from '../../../../tests/helpers/prices/jsonServer';
import { getHistoricalPrices } from './getHistoricalPrices';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
let server: JsonServer;

beforeAll(async () => {
  server = await startJsonServer(() => ({
    status: 200,
    body: loadSample('defillama-prices-historical'),
  }));
});
afterAll(() => server.close());

describe('getHistoricalPrices', () => {
  it('asks /prices/historical/{timestamp}/{ids}', async () => {
    const coins = ['coingecko:ethereum', 'ethereum:0x2b591e99afe9f32eaa6214f7b7629768c40eeb39'];
    const prices = await getHistoricalPrices(http, {
      baseUrl: server.url,
      timestamp: 1787133600,
      coins,
    });
    expect(server.requests.at(-1)).toBe(`/prices/historical/1787133600/${coins.join(',')}`);
    expect(prices.get('coingecko:ethereum')).toBe(3188.12);
    // The sample echoes a checksummed id; it is found under the lowercase one.
    expect(prices.get('ethereum:0x2b591e99afe9f32eaa6214f7b7629768c40eeb39')).toBe(0.003911);
  });
});
