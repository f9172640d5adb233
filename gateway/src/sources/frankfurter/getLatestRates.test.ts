import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient } from '../../http/httpClient';
import { getLatestRates } from './getLatestRates';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
let server: Server;
let baseUrl: string;
let body: unknown;
const urls: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    urls.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('getLatestRates', () => {
  it('asks /latest with base and symbols and reads the day and the rates', async () => {
    // The shape frankfurter.dev/v1/latest?base=USD answers.
    body = { amount: 1.0, base: 'USD', date: '2024-11-22', rates: { EUR: 0.95923, JPY: 154.51 } };
    const rates = await getLatestRates(http, { baseUrl, base: 'USD', symbols: ['EUR', 'JPY'] });
    expect(urls.at(-1)).toBe('/v1/latest?base=USD&symbols=EUR%2CJPY');
    expect(rates).toEqual({ date: '2024-11-22', rates: { EUR: 0.95923, JPY: 154.51 } });
  });

  it('refuses a body without a day or with a rate that is not a positive number', async () => {
    body = { amount: 1.0, base: 'USD', rates: { EUR: 0.95 } };
    await expect(getLatestRates(http, { baseUrl, base: 'USD', symbols: ['EUR'] })).rejects.toThrow(
      /frankfurter answered an unexpected shape/,
    );
    body = { amount: 1.0, base: 'USD', date: '2024-11-22', rates: { EUR: 0 } };
    await expect(getLatestRates(http, { baseUrl, base: 'USD', symbols: ['EUR'] })).rejects.toThrow(
      /unexpected shape/,
    );
  });
});
