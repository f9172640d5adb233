import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadSample } from '../../../../tests/sandbox/testing/shape';
import { createHttpClient } from '../../http/httpClient';
import { getCoinsMarkets } from './getCoinsMarkets';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
let server: Server;
let baseUrl: string;
let body: unknown = loadSample('coingecko-coins-markets');
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('getCoinsMarkets', () => {
  it('asks with the spec §7 query and reads price, change and image', async () => {
    const coins = await getCoinsMarkets(http, { baseUrl, ids: ['bitcoin', 'pulsechain'] });
    expect(seen.at(-1)?.url).toBe(
      '/api/v3/coins/markets?vs_currency=usd&ids=bitcoin%2Cpulsechain&order=market_cap_desc&per_page=15&page=1&sparkline=false&price_change_percentage=24h',
    );
    expect(seen.at(-1)?.headers['x-cg-demo-api-key']).toBeUndefined();
    expect(coins.find((coin) => coin.id === 'pulsechain')).toEqual({
      id: 'pulsechain',
      symbol: 'pls',
      name: 'PulseChain',
      image:
        'https://coin-images.coingecko.com/coins/images/25666/large/PLS-LogoTransparent_1.png?1696524794',
      priceUsd: 3.421e-5,
      change24hPct: 3.22,
    });
  });

  it('sends a demo key as a header, never in the URL', async () => {
    await getCoinsMarkets(http, { baseUrl, ids: ['bitcoin'], apiKey: 'CG-demo' });
    expect(seen.at(-1)?.headers['x-cg-demo-api-key']).toBe('CG-demo');
    expect(seen.at(-1)?.url).not.toContain('CG-demo');
  });

  it('prefers the _in_currency change and falls back to price_change_percentage_24h', async () => {
    body = [
      {
        id: 'a',
        symbol: 'a',
        current_price: 2,
        price_change_percentage_24h: 1.5,
        price_change_percentage_24h_in_currency: 1.25,
      },
      { id: 'b', symbol: 'b', current_price: 3, price_change_percentage_24h: -2 },
      { id: 'c', symbol: 'c', current_price: null, price_change_percentage_24h: null, image: null },
    ];
    const coins = await getCoinsMarkets(http, { baseUrl, ids: ['a', 'b', 'c'] });
    expect(coins.map((coin) => [coin.id, coin.priceUsd, coin.change24hPct])).toEqual([
      ['a', 2, 1.25],
      ['b', 3, -2],
      ['c', null, null],
    ]);
  });
});
