import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startRedisServer, type RedisServer } from '../../../tests/helpers/redisServer';
import { FRESH_REUSE_MS, openCache, type Cache } from './cache';
import { createRedisClient } from './redisClient';
import { LOCK_WAIT_MS } from './replicaLocks';
import { withDeadline } from '../request/requestScope';

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

/**
 * These tests are about sharing and outages, not stalls (the paused-Redis test sets its own time):
 * a store time a loaded CI machine connecting to a fresh redis-server cannot miss.
 */
const STORE_TIMEOUT_MS = 5_000;

function open(url = redis.url, now = () => Date.UTC(2025, 0, 15)) {
  const cache = openCache(url, { now, storeTimeoutMs: STORE_TIMEOUT_MS });
  opened.push(cache);
  return cache;
}

describe('the Redis store', () => {
  it('lets a second replica answer from what the first fetched', async () => {
    const [a, b] = [open(), open()];
    const fetcher = jest.fn(async () => ({
      priceUsd: 0.000_123,
      amount: '123456789012345678901234',
    }));
    await expect(a.getOrFetch('price:pulse:0xa', MINUTE, fetcher)).resolves.toMatchObject({
      state: 'fresh',
    });
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
    await expect(
      open(redis.url, () => clock).getOrFetch('tokens:eth:0xb', MINUTE, async () =>
        Promise.reject(new Error('HTTP 503')),
      ),
    ).resolves.toEqual({
      value: ['USDC'],
      state: 'stale',
      ageMs: 2 * MINUTE,
      error: 'HTTP 503',
      reason: 'UNKNOWN',
    });
  });

  it('gives every key it writes an expiry, a month at most, even to what the cache keeps for good', async () => {
    const cache = open();
    await cache.getOrFetch('settled:day', Number.POSITIVE_INFINITY, async () => 'a closed day');
    await cache.getOrFetch('tokens:eth:0xc', MINUTE, async () => ['USDC']);
    await cache.flush();
    const client = createRedisClient(redis.url, 1_000);
    await client.connect();
    try {
      const keys = await client.keys('kinko:*');
      expect(keys.length).toBeGreaterThanOrEqual(2);
      for (const key of keys) {
        const ttl = await client.pTTL(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(30 * 24 * 60 * MINUTE);
      }
    } finally {
      await client.close();
    }
  });

  it('answers from memory within its store time while Redis is paused, then uses Redis again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createRedisClient(redis.url, 1_000);
    await client.connect();
    const cache = openCache(redis.url, { storeTimeoutMs: 500 });
    opened.push(cache);
    /** Readiness as a load balancer polls it: ready within a few probes on a busy machine. */
    const readyWithin = async (ms: number) => {
      const until = Date.now() + ms;
      while (!(await cache.readiness()).ready && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 250));
      return cache.readiness();
    };
    try {
      await expect(readyWithin(5_000)).resolves.toEqual({ ready: true, store: 'redis' });
      await client.sendCommand(['CLIENT', 'PAUSE', '4000', 'ALL']);
      const started = Date.now();
      for (const key of ['paused:1', 'paused:2'])
        await expect(
          cache.getOrFetch(key, MINUTE, async () => 'from upstream'),
        ).resolves.toMatchObject({ state: 'fresh' });
      // The store's time per call, not the pause.
      expect(Date.now() - started).toBeLessThan(3_000);
      await expect(cache.readiness()).resolves.toMatchObject({ ready: false, store: 'redis' });
      await expect(readyWithin(10_000)).resolves.toEqual({ ready: true, store: 'redis' });
    } finally {
      await client.sendCommand(['CLIENT', 'UNPAUSE']);
      await client.close();
      warn.mockRestore();
    }
  }, 30_000);

  it('clears its own keys only', async () => {
    const cache = open();
    await cache.getOrFetch('k', MINUTE, async () => 1);
    await cache.clear();
    const fetcher = jest.fn(async () => 2);
    await expect(cache.getOrFetch('k', MINUTE, fetcher)).resolves.toMatchObject({
      value: 2,
      state: 'fresh',
    });
  });

  it('keeps answering from the upstreams when Redis is unreachable', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // Port 9 (discard) on loopback: nothing listens.
      const cache = open('redis://127.0.0.1:9');
      const fetcher = jest.fn(async () => 'from upstream');
      await expect(cache.getOrFetch('k', MINUTE, fetcher)).resolves.toMatchObject({
        value: 'from upstream',
        state: 'fresh',
      });
      // The process's own tier still answers what it fetched.
      await expect(cache.getOrFetch('k', MINUTE, fetcher)).resolves.toMatchObject({
        value: 'from upstream',
        state: 'cached',
      });
      expect(fetcher).toHaveBeenCalledTimes(1);
      await cache.flush();
      await expect(cache.getOrFetch('other', MINUTE, async () => 'also')).resolves.toMatchObject({
        value: 'also',
        state: 'fresh',
      });
      await cache.flush();
      // Once per outage, not once per failed call.
      expect(
        warn.mock.calls.filter(([message]) => String(message).includes('cache store unavailable')),
      ).toHaveLength(1);
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
      await expect(
        cache.getOrFetch('k', MINUTE, async () => 'while down', { fresh: true }),
      ).resolves.toMatchObject({ value: 'while down' });
      await cache.flush();
      own = await startRedisServer({ port: Number(new URL(own.url).port) });
      clock += FRESH_REUSE_MS;
      await cache.getOrFetch('k', MINUTE, async () => 'after', { fresh: true });
      await cache.flush();
      expect(warn).toHaveBeenCalledWith('cache store answering again');
      const fetcher = jest.fn(async () => 'refetched');
      await expect(open(own.url).getOrFetch('k', MINUTE, fetcher)).resolves.toMatchObject({
        value: 'after',
        state: 'cached',
      });
      expect(fetcher).not.toHaveBeenCalled();
    } finally {
      // Disconnected first: a server going away under a live client is the warning this test mutes.
      await Promise.all(opened.splice(0).map((cache) => cache.close()));
      await own.stop();
      warn.mockRestore();
    }
  });
});

describe('single-flight across replicas', () => {
  const later = <T>(ms: number, value: T) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

  it('lets a replica that asks while another fetches wait for its result instead of fetching', async () => {
    const [a, b] = [open(), open()];
    const fetchA = jest.fn(() => later(200, 'from A'));
    const fetchB = jest.fn(async () => 'from B');
    const first = a.getOrFetch('shared:1', MINUTE, fetchA);
    await later(50, undefined);
    const [resultA, resultB] = await Promise.all([first, b.getOrFetch('shared:1', MINUTE, fetchB)]);
    expect(resultA).toMatchObject({ value: 'from A', state: 'fresh' });
    expect(resultB).toMatchObject({ value: 'from A', state: 'cached' });
    expect(fetchA).toHaveBeenCalledTimes(1);
    expect(fetchB).not.toHaveBeenCalled();
  });

  it('shares a batch too: keys locked elsewhere are waited for, the rest fetched here in one call', async () => {
    const [a, b] = [open(), open()];
    const fetchA = jest.fn(async (keys: string[]) =>
      later(200, new Map(keys.map((key) => [key, `A:${key}`]))),
    );
    const fetchB = jest.fn(async (keys: string[]) => new Map(keys.map((key) => [key, `B:${key}`])));
    const first = a.getOrFetchMany(['m:1', 'm:2'], MINUTE, fetchA);
    await later(50, undefined);
    const second = await b.getOrFetchMany(['m:1', 'm:2', 'm:3'], MINUTE, fetchB);
    await first;
    expect(fetchB.mock.calls).toEqual([[['m:3']]]);
    expect([...second].map(([key, cached]) => [key, cached.value])).toEqual([
      ['m:1', 'A:m:1'],
      ['m:2', 'A:m:2'],
      ['m:3', 'B:m:3'],
    ]);
  });

  it('fetches at once when the holder fails and releases its lock', async () => {
    const [a, b] = [open(), open()];
    const first = a.getOrFetch('shared:2', MINUTE, () =>
      later(100, undefined).then(() => Promise.reject(new Error('upstream down'))),
    );
    await later(30, undefined);
    const started = Date.now();
    const second = b.getOrFetch('shared:2', MINUTE, async () => 'from B');
    await expect(first).rejects.toThrow('upstream down');
    await expect(second).resolves.toMatchObject({ value: 'from B', state: 'fresh' });
    expect(Date.now() - started).toBeLessThan(LOCK_WAIT_MS);
  });

  it('waits for a dead holder no longer than half of what the request deadline leaves', async () => {
    const client = createRedisClient(redis.url, 1_000);
    await client.connect();
    try {
      await client.set('kinko:lock:shared:4', 'a dead replica', {
        expiration: { type: 'PX', value: 60_000 },
      });
      const started = Date.now();
      await withDeadline(1_000, () =>
        open().getOrFetch('shared:4', MINUTE, async () => 'fetched here'),
      );
      expect(Date.now() - started).toBeLessThan(LOCK_WAIT_MS - 1_000);
    } finally {
      await client.close();
    }
  });

  it('waits for a dead holder no longer than LOCK_WAIT_MS', async () => {
    const client = createRedisClient(redis.url, 1_000);
    await client.connect();
    try {
      // A replica that took the lock and died: nobody will write the entry or release the lock.
      await client.set('kinko:lock:shared:3', 'a dead replica', {
        expiration: { type: 'PX', value: 60_000 },
      });
      const fetcher = jest.fn(async () => 'fetched here');
      const started = Date.now();
      await expect(open().getOrFetch('shared:3', MINUTE, fetcher)).resolves.toMatchObject({
        value: 'fetched here',
        state: 'fresh',
      });
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(LOCK_WAIT_MS);
      expect(waited).toBeLessThan(LOCK_WAIT_MS + 2_000);
      expect(fetcher).toHaveBeenCalledTimes(1);
    } finally {
      await client.close();
    }
  });
});
