import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient } from '../../http/httpClient';
import { getRateSeries } from './getRateSeries';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
let server: Server;
let baseUrl: string;
const urls: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    urls.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    // The shape frankfurter.dev/v1/2024-01-05..2024-01-09 answers: working days only.
    response.end(
      JSON.stringify({
        amount: 1.0,
        base: 'USD',
        start_date: '2024-01-05',
        end_date: '2024-01-09',
        rates: {
          '2024-01-09': { EUR: 0.91458 },
          '2024-01-05': { EUR: 0.91575 },
          '2024-01-08': { EUR: 0.91316 },
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('getRateSeries', () => {
  it('asks /{from}..{to} and gives the fixings oldest first, weekends absent', async () => {
    const series = await getRateSeries(http, {
      baseUrl,
      base: 'USD',
      symbols: ['EUR'],
      from: '2024-01-05',
      to: '2024-01-09',
    });
    expect(urls.at(-1)).toBe('/v1/2024-01-05..2024-01-09?base=USD&symbols=EUR');
    expect([...series.keys()]).toEqual(['2024-01-05', '2024-01-08', '2024-01-09']);
    expect(series.get('2024-01-08')).toEqual({ EUR: 0.91316 });
  });
});
