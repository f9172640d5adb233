import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startRedisServer, type RedisServer } from '../../../tests/helpers/redisServer';
import { FRESH_REUSE_MS, openCache, type Cache } from './cache';

// CACHE_URL=redis://… against a real redis-server: what replicas sharing one cache rely on.

const MINUTE = 60_000;
let redis: RedisServer;
const opened: Cache[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((cache) => cache.close()));
});
afterAll(() => redis.stop());

function open(url = redis.url, now = () => Date.UTC(2025, 0, 15)) {
  const cache = openCache(url, { now });
  opened.push(cache);
  return cache;
}

describe('the Redis store', () => {
  it('lets a second replica answer from what the first fetched', async () => {
    const [a, b] = [open(), open()];
    const fetcher = jest.fn(async () => ({ priceUsd: 0.000_123, amount: '123456789012345678901234' }));
    await expect(a.getOrFetch('price:pulse:0xa', MINUTE, fetcher)).resolves.toMatchObject({ state: 'fresh' });
    await a.flush();
    await expect(b.getOrFetch('price:pulse:0xa', MINUTE, fetcher)).resolves.toEqual({
      value: { priceUsd: 0.000_123, amount: '123456789012345678901234' },
      state: 'cached',
      ageMs: 0,
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('serves an expired entry as stale when the refetch fails', async () => {
    let clock = Date.UTC(2025, 0, 15);
    const writer = open(redis.url, () => clock);
    await writer.getOrFetch('tokens:eth:0xb', MINUTE, async () => ['USDC']);
    await writer.flush();
    clock += 2 * MINUTE;
    // Another replica: the stale entry comes from Redis, not from the writer's own tier.
    await expect(open(redis.url, () => clock).getOrFetch('tokens:eth:0xb', MINUTE, async () => Promise.reject(new Error('HTTP 503')))).resolves.toEqual({
      value: ['USDC'],
      state: 'stale',
      ageMs: 2 * MINUTE,
      error: 'HTTP 503',
    });
  });

  it('clears its own keys only', async () => {
    const cache = open();
    await cache.getOrFetch('k', MINUTE, async () => 1);
    await cache.clear();
    const fetcher = jest.fn(async () => 2);
    await expect(cache.getOrFetch('k', MINUTE, fetcher)).resolves.toMatchObject({ value: 2, state: 'fresh' });
  });

  it('keeps answering from the upstreams when Redis is unreachable', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // Port 9 (discard) on loopback: nothing listens.
      const cache = open('redis://127.0.0.1:9');
      const fetcher = jest.fn(async () => 'from upstream');
      await expect(cache.getOrFetch('k', MINUTE, fetcher)).resolves.toMatchObject({ value: 'from upstream', state: 'fresh' });
      // The process's own tier still answers what it fetched.
      await expect(cache.getOrFetch('k', MINUTE, fetcher)).resolves.toMatchObject({ value: 'from upstream', state: 'cached' });
      expect(fetcher).toHaveBeenCalledTimes(1);
      await cache.flush();
      await expect(cache.getOrFetch('other', MINUTE, async () => 'also')).resolves.toMatchObject({ value: 'also', state: 'fresh' });
      await cache.flush();
      // Once per outage, not once per failed call.
      expect(warn.mock.calls.filter(([message]) => String(message).includes('cache store unavailable'))).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('comes back when Redis does', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let own = await startRedisServer();
    try {
      let clock = Date.UTC(2025, 0, 15);
      const cache = open(own.url, () => clock);
      await cache.getOrFetch('k', MINUTE, async () => 'first');
      await cache.flush();
      await own.stop();
      clock += FRESH_REUSE_MS;
      await expect(cache.getOrFetch('k', MINUTE, async () => 'while down', { fresh: true })).resolves.toMatchObject({ value: 'while down' });
      await cache.flush();
      own = await startRedisServer({ port: Number(new URL(own.url).port) });
      clock += FRESH_REUSE_MS;
      await cache.getOrFetch('k', MINUTE, async () => 'after', { fresh: true });
      await cache.flush();
      expect(warn).toHaveBeenCalledWith('cache store answering again');
      const fetcher = jest.fn(async () => 'refetched');
      await expect(open(own.url).getOrFetch('k', MINUTE, fetcher)).resolves.toMatchObject({ value: 'after', state: 'cached' });
      expect(fetcher).not.toHaveBeenCalled();
    } finally {
      // Disconnected first: a server going away under a live client is the warning this test mutes.
      await Promise.all(opened.splice(0).map((cache) => cache.close()));
      await own.stop();
      warn.mockRestore();
    }
  });
});
