import { afterEach, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { startRedisServer } from '../helpers/redisServer';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

// /readyz answers whether the cache store answers; /healthz stays liveness only (issue 15).

let test: TestGateway | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

describe('/readyz', () => {
  it('is ready on the default SQLite file', async () => {
    test = await startTestGateway();
    await request(test.gateway.app)
      .get('/readyz')
      .expect(200, { status: 'ready', store: 'sqlite' });
  });

  it('is degraded with a reason while Redis is down, and ready again when it is back; /healthz stays ok', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let redis = await startRedisServer();
    try {
      // Down is a refused connection, told at once; the store time only has to fit a loaded CI machine.
      test = await startTestGateway({ CACHE_URL: redis.url, CACHE_TIMEOUT_MS: '5000' });
      const app = test.gateway.app;
      await request(app).get('/readyz').expect(200, { status: 'ready', store: 'redis' });
      await redis.stop();
      const down = await request(app).get('/readyz').expect(503);
      expect(down.body).toEqual({
        status: 'degraded',
        store: 'redis',
        reason: expect.stringContaining('cache store (redis) does not answer'),
      });
      await request(app).get('/healthz').expect(200, { status: 'ok' });
      redis = await startRedisServer({ port: Number(new URL(redis.url).port) });
      await request(app).get('/readyz').expect(200, { status: 'ready', store: 'redis' });
    } finally {
      await test?.close();
      test = undefined;
      await redis.stop();
      warn.mockRestore();
    }
  });
});

describe('cache events in /metrics', () => {
  it('counts hits and misses by the kind of data', async () => {
    test = await startTestGateway();
    const { cache, app } = { cache: test.gateway.cache, app: test.gateway.app };
    await cache.getOrFetch('tokens:eth:0xabc', 60_000, async () => []);
    await cache.getOrFetch('tokens:eth:0xabc', 60_000, async () => []);
    const { text } = await request(app).get('/metrics').expect(200);
    expect(text).toContain('kinko_cache_events_total{kind="miss",data="tokens"} 1');
    expect(text).toContain('kinko_cache_events_total{kind="hit",data="tokens"} 1');
  });
});
