import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttpClient } from '../../http/httpClient';
import { loadSample } from '../../../../tests/sandbox/testing/shape';
import { startJsonServer, type JsonServer } from '../../../../tests/helpers/prices/jsonServer';
import { searchPairs } from './searchPairs';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
let server: JsonServer;

beforeAll(async () => {
  server = await startJsonServer(() => ({
    status: 200,
    body: loadSample('dexscreener-latest-dex-search'),
  }));
});
afterAll(() => server.close());

describe('searchPairs', () => {
  it('sends the query with its space as %20 (spec §7) and returns the pairs', async () => {
    const pairs = await searchPairs(http, {
      baseUrl: server.url,
      query: '0x95b303987a60c71504d99aa1b13b4da07b0790ab chain:pulsechain',
    });
    expect(server.requests.at(-1)).toBe(
      '/latest/dex/search?q=0x95b303987a60c71504d99aa1b13b4da07b0790ab%20chain%3Apulsechain',
    );
    expect(pairs.map((pair) => [pair.chainId, pair.baseToken.symbol, pair.priceUsd])).toEqual([
      ['pulsechain', 'PLSX', 0.00002981],
    ]);
  });
});
