import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttpClient } from '../../http/httpClient';
import { loadSample } from '../../../../tests/sandbox/testing/shape';
import { startJsonServer, type JsonServer } from '../../../../tests/helpers/prices/jsonServer';
import { getCurrentPrices } from './getCurrentPrices';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
let server: JsonServer;

beforeAll(async () => {
  server = await startJsonServer(() => ({
    status: 200,
    body: loadSample('defillama-prices-current'),
  }));
});
afterAll(() => server.close());

describe('getCurrentPrices', () => {
  it('asks /prices/current/{ids} and keys the prices by lowercased id', async () => {
    const coins = ['coingecko:pulsechain', 'pulse:0x95b303987a60c71504d99aa1b13b4da07b0790ab'];
    const prices = await getCurrentPrices(http, { baseUrl: server.url, coins });
    expect(server.requests.at(-1)).toBe(`/prices/current/${coins.join(',')}`);
    expect(prices.get('coingecko:pulsechain')).toBe(3.421e-5);
    expect(prices.get('pulse:0x95b303987a60c71504d99aa1b13b4da07b0790ab')).toBe(2.981e-5);
    expect(prices.get('ethereum:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toBe(0.999837);
  });

  it('reads `value` where `price` is missing (spec §7) and drops coins without a positive price', async () => {
    server.route = () => ({
      status: 200,
      body: {
        coins: {
          'coingecko:a': { value: '2.5' },
          'coingecko:b': { price: 0 },
          'coingecko:c': { symbol: 'C' },
        },
      },
    });
    const prices = await getCurrentPrices(http, {
      baseUrl: server.url,
      coins: ['coingecko:a', 'coingecko:b', 'coingecko:c'],
    });
    expect([...prices]).toEqual([['coingecko:a', 2.5]]);
  });

  it('answers an empty map for coins it does not know', async () => {
    server.route = () => ({ status: 200, body: loadSample('defillama-prices-current-empty') });
    expect(
      (
        await getCurrentPrices(http, {
          baseUrl: server.url,
          coins: ['pulse:0x0000000000000000000000000000000000000001'],
        })
      ).size,
    ).toBe(0);
  });

  it('fails with the status in its message', async () => {
    server.route = () => ({ status: 500, body: {} });
    await expect(
      getCurrentPrices(http, { baseUrl: server.url, coins: ['coingecko:a'] }),
    ).rejects.toThrow('DefiLlama HTTP 500');
  });
});
