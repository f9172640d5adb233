import { describe, expect, it, jest } from '@jest/globals';
import Keyv from 'keyv';
import { RecordingStore } from '../../../tests/helpers/recordingStore';
import { Cache, type CacheEvent } from './cache';
import { STALL_PROBE_MS, WRITE_BEHIND_MS } from './storeTier';

// What the cache costs its store: batched writes behind the request, batched reads, a
// warm read answered in the process; and a store that fails mid-run.

const MINUTE = 60_000;

function setup() {
  const store = new RecordingStore();
  const warn = jest.fn<(message: string) => void>();
  const events: CacheEvent[] = [];
  const make = () =>
    new Cache(new Keyv({ store, namespace: 'kinko', throwOnErrors: true, emitErrors: false }), {
      warn,
      onEvent: (event) => events.push(event),
    });
  return { store, warn, events, cache: make(), make };
}

const keys = (count: number) =>
  Array.from({ length: count }, (_, index) => `price:pulse:0x${index.toString(16)}`);

describe('Cache: writes behind the request', () => {
  it('answers before anything is written, then writes 100 keys in ONE batch', async () => {
    const { store, cache } = setup();
    await Promise.all(keys(100).map((key) => cache.getOrFetch(key, MINUTE, async () => key)));
    expect(store.count('setMany') + store.count('set')).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, WRITE_BEHIND_MS + 50));
    expect(store.count('set')).toBe(0);
    expect(
      store.calls.filter((call) => call.op === 'setMany').map((call) => call.keys.length),
    ).toEqual([100]);
  });

  it('writes what is pending when closed', async () => {
    const { store, cache, make } = setup();
    await cache.getOrFetchMany(
      keys(3),
      MINUTE,
      async (missing) => new Map(missing.map((key) => [key, 1])),
    );
    await cache.close();
    expect(store.count('setMany')).toBe(1);
    const fetcher = jest.fn(async () => new Map<string, number>());
    const reopened = await make().getOrFetchMany(keys(3), MINUTE, fetcher);
    expect([...reopened.values()].map((cached) => cached.state)).toEqual([
      'cached',
      'cached',
      'cached',
    ]);
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('Cache: reads', () => {
  it('reads 50 keys of a batch in one store round trip, and 50 concurrent single reads in one too', async () => {
    const { store, cache, make } = setup();
    await cache.getOrFetchMany(
      keys(100),
      MINUTE,
      async (missing) => new Map(missing.map((key) => [key, key])),
    );
    await cache.flush();
    const other = make();
    const before = store.count('getMany');
    const many = await other.getOrFetchMany(keys(50), MINUTE, async () => new Map());
    expect(many.size).toBe(50);
    expect(store.count('getMany') - before).toBe(1);
    await Promise.all(
      keys(100)
        .slice(50)
        .map((key) => other.getOrFetch(key, MINUTE, async () => 'refetched')),
    );
    expect(store.count('getMany') - before).toBe(2);
    expect(store.count('get')).toBe(0);
  });

  it('answers a warm read of a key it wrote without asking the store', async () => {
    const { store, cache } = setup();
    await cache.getOrFetch('k', MINUTE, async () => 'v');
    const reads = store.count('getMany');
    await expect(cache.getOrFetch('k', MINUTE, async () => 'other')).resolves.toMatchObject({
      value: 'v',
      state: 'cached',
    });
    expect(store.count('getMany')).toBe(reads);
  });
});

describe('Cache: events for metrics', () => {
  it('reports misses, joins, hits and stale answers per key', async () => {
    let clock = 0;
    const { events } = setup();
    const store = new RecordingStore();
    const cache = new Cache(new Keyv({ store }), {
      now: () => clock,
      onEvent: (event) => events.push(event),
    });
    await Promise.all([
      cache.getOrFetch('a', MINUTE, async () => 1),
      cache.getOrFetch('a', MINUTE, async () => 2),
    ]);
    await cache.getOrFetch('a', MINUTE, async () => 3);
    clock += 2 * MINUTE;
    await cache.getOrFetch('a', MINUTE, async () => Promise.reject(new Error('down')));
    expect(events).toEqual([
      { kind: 'miss', key: 'a' },
      { kind: 'join', key: 'a' },
      { kind: 'hit', key: 'a' },
      { kind: 'miss', key: 'a' },
      { kind: 'stale', key: 'a' },
    ]);
  });
});

describe('Cache: a store that fails mid-run', () => {
  it('answers from the upstreams, logs once, counts each failure and recovers when the store is back', async () => {
    const { store, warn, events, cache, make } = setup();
    store.failing = true;
    const fetcher = jest.fn(async () => 'from upstream');
    await expect(cache.getOrFetch('a', MINUTE, fetcher)).resolves.toMatchObject({
      value: 'from upstream',
      state: 'fresh',
    });
    await expect(cache.getOrFetch('b', MINUTE, fetcher)).resolves.toMatchObject({
      value: 'from upstream',
      state: 'fresh',
    });
    await cache.flush();
    expect(warn.mock.calls).toEqual([
      ['cache store unavailable, answering without it: connect ECONNREFUSED 127.0.0.1:6379'],
    ]);
    expect(events.filter((event) => event.kind === 'store-error').length).toBeGreaterThanOrEqual(3);

    store.failing = false;
    await cache.getOrFetch('c', MINUTE, fetcher);
    await cache.flush();
    expect(warn).toHaveBeenLastCalledWith('cache store answering again');
    // Written after recovery: another process sharing the store finds it.
    await expect(make().getOrFetch('c', MINUTE, async () => 'refetched')).resolves.toMatchObject({
      value: 'from upstream',
      state: 'cached',
    });
  });
});

describe('Cache: a store that stalls (accepts calls, never answers)', () => {
  const STORE_TIMEOUT_MS = 50;
  const stalling = () => {
    const store = new RecordingStore();
    const warn = jest.fn<(message: string) => void>();
    const cache = new Cache(
      new Keyv({ store, namespace: 'kinko', throwOnErrors: true, emitErrors: false }),
      { warn, storeTimeoutMs: STORE_TIMEOUT_MS },
    );
    return { store, warn, cache };
  };

  it('costs one read its time, then is bypassed (reads miss, writes stay in memory) until a probe finds it answering', async () => {
    const { store, warn, cache } = stalling();
    store.stalled = true;
    const fetcher = jest.fn(async () => 'from upstream');
    await expect(cache.getOrFetch('a', MINUTE, fetcher)).resolves.toMatchObject({ state: 'fresh' });
    const asked = store.calls.length;
    await expect(cache.getOrFetch('b', MINUTE, fetcher)).resolves.toMatchObject({ state: 'fresh' });
    await cache.flush();
    expect(store.calls.length).toBe(asked);
    await expect(cache.getOrFetch('a', MINUTE, fetcher)).resolves.toMatchObject({
      state: 'cached',
    });
    await expect(cache.readiness()).resolves.toEqual({
      ready: false,
      store: 'memory',
      reason: `cache store (memory) does not answer: stalled, no answer within ${STORE_TIMEOUT_MS} ms; answering from the process's memory`,
    });
    expect(warn.mock.calls).toEqual([
      [
        `cache store stalled (no answer within ${STORE_TIMEOUT_MS} ms): answering from the process's memory until it answers again`,
      ],
    ]);

    store.stalled = false;
    await new Promise((resolve) => setTimeout(resolve, STALL_PROBE_MS + 500));
    expect(warn).toHaveBeenLastCalledWith('cache store answering again');
    await expect(cache.readiness()).resolves.toEqual({ ready: true, store: 'memory' });
    await cache.getOrFetch('c', MINUTE, fetcher);
    await cache.flush();
    expect(store.calls.filter((call) => call.op === 'setMany').at(-1)?.keys).toEqual(['kinko:c']);
  });

  it('does not hold a close: a write that never lands costs it the store time once', async () => {
    const { store, cache } = stalling();
    await cache.getOrFetch('a', MINUTE, async () => 1);
    store.stalled = true;
    const started = Date.now();
    await cache.close();
    expect(Date.now() - started).toBeLessThan(20 * STORE_TIMEOUT_MS);
    expect(store.count('setMany')).toBe(1);
  });
});
