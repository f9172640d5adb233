import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttpClient } from '../../http/httpClient';
import { loadSample } from '../../../../tests/sandbox/testing/shape';
import { startJsonServer, type JsonServer } from '../../../../tests/helpers/prices/jsonServer';
import { getDayCloses } from './getDayCloses';

const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
const pool = {
  pool: '0x1b45b9148791d3a104184cd5dfe5ce57193a3ee9',
  side: 'base',
  reserveUsd: 1,
} as const;
let server: JsonServer;

beforeAll(async () => {
  server = await startJsonServer(() => ({
    status: 200,
    body: loadSample('geckoterminal-pool-ohlcv-day'),
  }));
});
afterAll(() => server.close());

describe('getDayCloses', () => {
  it('asks for USD candles of the token’s side and reads each day’s close, oldest first', async () => {
    const closes = await getDayCloses(http, {
      baseUrl: server.url,
      network: 'pulsechain',
      pool: { ...pool, side: 'quote' },
      beforeTimestamp: 1787184000,
      limit: 180,
    });
    expect(server.requests.at(-1)).toBe(
      `/networks/pulsechain/pools/${pool.pool}/ohlcv/day?limit=180&before_timestamp=1787184000&currency=usd&token=quote`,
    );
    // The sample skips 2026-08-17: a day without a swap has no candle, and no close is made up.
    expect(closes).toEqual([
      { at: 1786838400, closeUsd: 0.00002701 },
      { at: 1787011200, closeUsd: 0.00002655 },
      { at: 1787097600, closeUsd: 0.00002712 },
    ]);
  });

  it('drops a malformed candle, not the answer', async () => {
    server.route = () => ({
      status: 200,
      body: {
        data: {
          attributes: {
            ohlcv_list: [[1787097600, 1, 1, 1, 'n/a', 0], [1], [1787011200, 1, 1, 1, '0.5', 3]],
          },
        },
      },
    });
    const closes = await getDayCloses(http, {
      baseUrl: server.url,
      network: 'eth',
      pool,
      beforeTimestamp: 1787184000,
      limit: 2,
    });
    expect(closes).toEqual([{ at: 1787011200, closeUsd: 0.5 }]);
  });

  it('names GeckoTerminal and the status when it refuses', async () => {
    server.route = () => ({ status: 404, body: loadSample('geckoterminal-errors') });
    await expect(
      getDayCloses(http, {
        baseUrl: server.url,
        network: 'eth',
        pool,
        beforeTimestamp: 1787184000,
        limit: 1,
      }),
    ).rejects.toThrow('GeckoTerminal HTTP 404');
  });

  it('refuses a page over 1000 candles before asking', async () => {
    const before = server.requests.length;
    await expect(
      getDayCloses(http, {
        baseUrl: server.url,
        network: 'eth',
        pool,
        beforeTimestamp: 1787184000,
        limit: 1001,
      }),
    ).rejects.toThrow(RangeError);
    expect(server.requests).toHaveLength(before);
  });
});
