import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttpClient } from '../../http/httpClient';
import { loadSample } from '../../../../tests/sandbox/testing/shape';
import { startJsonServer, type JsonServer } from '../../../../tests/helpers/prices/jsonServer';
import { batchHistoricalQuery, getBatchHistorical } from './getBatchHistorical';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
let server: JsonServer;

beforeAll(async () => {
  server = await startJsonServer(() => ({
    status: 200,
    body: loadSample('defillama-batch-historical'),
  }));
});
afterAll(() => server.close());

describe('getBatchHistorical', () => {
  it('sends the coins as JSON in the query and reads each coin’s records by lowercase id', async () => {
    const coins = {
      'ethereum:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': [1787047199, 1787133599],
      'coingecko:bitcoin': [1787133599],
    };
    const records = await getBatchHistorical(http, {
      baseUrl: server.url,
      coins,
      searchWidth: '12h',
    });
    expect(server.requests.at(-1)).toBe(`/batchHistorical?${batchHistoricalQuery(coins, '12h')}`);
    // The sample echoes a checksummed id; it is found under the lowercase one.
    expect(records.get('ethereum:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toEqual([
      { timestamp: 1787047203, price: 0.9998 },
      { timestamp: 1787133601, price: 0.99991 },
    ]);
    expect(records.get('coingecko:bitcoin')).toEqual([{ timestamp: 1787133600, price: 117412.3 }]);
  });

  it('drops a malformed record, not the answer', async () => {
    server.route = () => ({
      status: 200,
      body: {
        coins: {
          'coingecko:ethereum': {
            symbol: 'ETH',
            prices: [{ timestamp: 1, price: null }, { price: 2 }, { timestamp: 3, price: 4 }],
          },
        },
      },
    });
    const records = await getBatchHistorical(http, {
      baseUrl: server.url,
      coins: { 'coingecko:ethereum': [1, 2, 3] },
      searchWidth: '12h',
    });
    expect(records.get('coingecko:ethereum')).toEqual([{ timestamp: 3, price: 4 }]);
  });
});
