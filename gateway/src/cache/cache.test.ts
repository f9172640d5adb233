import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FRESH_REUSE_MS, openCache, type Cache } from './cache';
import { TTL } from './ttl';

// A real SQLite file per test (keyv 5 over sqliteStore.ts), and a fake clock for freshness.

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const MINUTE = 60_000;

let dir: string;
let fileCount = 0;
const opened: Cache[] = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kinko-cache-test-'));
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((cache) => cache.close()));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function freshFile(): string {
  fileCount += 1;
  // A sub-directory that does not exist yet: openCache creates it.
  return path.join(dir, `run-${fileCount}`, 'cache.sqlite');
}

function open(file = freshFile()) {
  let clock = NOW;
  const cache = openCache(`sqlite://${file}`, { now: () => clock });
  opened.push(cache);
  return { cache, file, advance: (ms: number) => (clock += ms) };
}

function counter<T>(values: T[]) {
  let calls = 0;
  const fetcher = jest.fn(async () => {
    const value = values[Math.min(calls, values.length - 1)] as T;
    calls += 1;
    return value;
  });
  return fetcher;
}

describe('Cache.getOrFetch: freshness (spec §9 TTLs)', () => {
  it('fetches once, then answers from the store within the TTL', async () => {
    const { cache, advance } = open();
    const fetcher = counter([{ price: '1.5' }]);
    await expect(cache.getOrFetch('price:pulse:0xa', MINUTE, fetcher)).resolves.toEqual({
      value: { price: '1.5' },
      state: 'fresh',
      ageMs: 0,
    });
    advance(MINUTE - 1);
    await expect(cache.getOrFetch('price:pulse:0xa', MINUTE, fetcher)).resolves.toEqual({
      value: { price: '1.5' },
      state: 'cached',
      ageMs: MINUTE - 1,
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('fetches again once the TTL has passed on the injected clock', async () => {
    const { cache, advance } = open();
    const fetcher = counter(['first', 'second']);
    await cache.getOrFetch('k', TTL.tokens.pulse, fetcher);
    advance(TTL.tokens.pulse);
    await expect(cache.getOrFetch('k', TTL.tokens.pulse, fetcher)).resolves.toEqual({
      value: 'second',
      state: 'fresh',
      ageMs: 0,
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
    // …and the refetched value restarts the clock.
    advance(1000);
    await expect(cache.getOrFetch('k', TTL.tokens.pulse, fetcher)).resolves.toEqual({
      value: 'second',
      state: 'cached',
      ageMs: 1000,
    });
  });

  it('judges freshness by the TTL of the call, not of the write', async () => {
    const { cache, advance } = open();
    const fetcher = counter(['first', 'second']);
    await cache.getOrFetch('k', 10 * MINUTE, fetcher);
    advance(2 * MINUTE);
    await expect(cache.getOrFetch('k', MINUTE, fetcher)).resolves.toMatchObject({
      value: 'second',
      state: 'fresh',
    });
  });

  it('bypasses a fresh entry with { fresh: true } and stores the new value', async () => {
    const { cache, advance } = open();
    const fetcher = counter(['first', 'second']);
    await cache.getOrFetch('k', MINUTE, fetcher);
    advance(FRESH_REUSE_MS);
    await expect(cache.getOrFetch('k', MINUTE, fetcher, { fresh: true })).resolves.toEqual({
      value: 'second',
      state: 'fresh',
      ageMs: 0,
    });
    await expect(cache.getOrFetch('k', MINUTE, fetcher)).resolves.toMatchObject({
      value: 'second',
      state: 'cached',
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('answers { fresh: true } from an entry fetched less than FRESH_REUSE_MS ago', async () => {
    const { cache, advance } = open();
    const fetcher = counter(['first', 'second']);
    await cache.getOrFetch('k', MINUTE, fetcher, { fresh: true });
    for (let repeat = 0; repeat < 4; repeat++) {
      advance(1000);
      await expect(cache.getOrFetch('k', MINUTE, fetcher, { fresh: true })).resolves.toMatchObject({
        value: 'first',
        state: 'cached',
      });
    }
    advance(1000);
    await expect(cache.getOrFetch('k', MINUTE, fetcher, { fresh: true })).resolves.toMatchObject({
      value: 'second',
      state: 'fresh',
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps the reuse window under a shorter TTL', async () => {
    const { cache, advance } = open();
    const fetcher = counter(['first', 'second']);
    await cache.getOrFetch('k', 1000, fetcher);
    advance(1000);
    await expect(cache.getOrFetch('k', 1000, fetcher, { fresh: true })).resolves.toMatchObject({
      value: 'second',
      state: 'fresh',
    });
  });

  it("refetches with { force: true } whatever the entry's age", async () => {
    const { cache } = open();
    const fetcher = counter(['first', 'second']);
    await cache.getOrFetch('k', MINUTE, fetcher);
    await expect(cache.getOrFetch('k', MINUTE, fetcher, { force: true })).resolves.toMatchObject({
      value: 'second',
      state: 'fresh',
    });
  });

  it('lets a { fresh: true } read join a fetch in flight', async () => {
    const { cache } = open();
    let release: (value: string) => void = () => undefined;
    const fetcher = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = cache.getOrFetch('k', MINUTE, fetcher);
    while (fetcher.mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const second = cache.getOrFetch('k', MINUTE, fetcher, { fresh: true });
    release('shared');
    await expect(Promise.all([first, second])).resolves.toEqual([
      { value: 'shared', state: 'fresh', ageMs: 0 },
      { value: 'shared', state: 'fresh', ageMs: 0 },
    ]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart', async () => {
    const { cache } = open();
    await cache.getOrFetch('a', MINUTE, async () => 'A');
    await cache.getOrFetch('b', MINUTE, async () => 'B');
    await expect(cache.getOrFetch('a', MINUTE, async () => 'other')).resolves.toMatchObject({
      value: 'A',
      state: 'cached',
    });
    await expect(cache.getOrFetch('b', MINUTE, async () => 'other')).resolves.toMatchObject({
      value: 'B',
      state: 'cached',
    });
  });

  it('forgets everything on clear()', async () => {
    const { cache } = open();
    await cache.getOrFetch('k', MINUTE, async () => 'old');
    await cache.clear();
    await expect(cache.getOrFetch('k', MINUTE, async () => 'new')).resolves.toMatchObject({
      value: 'new',
      state: 'fresh',
    });
  });
});

describe('Cache.setMany', () => {
  it('answers what it stored without a fetch, and keeps it across a close and reopen', async () => {
    const first = open();
    first.cache.setMany(
      new Map([
        ['recorded:a', [1]],
        ['recorded:b', [2]],
      ]),
      TTL.settled,
    );
    const fetcher = jest.fn(async () => new Map<string, number[]>());
    const read = await first.cache.getOrFetchMany(
      ['recorded:a', 'recorded:b'],
      TTL.settled,
      fetcher,
    );
    expect([...read].map(([key, cached]) => [key, cached.value, cached.state])).toEqual([
      ['recorded:a', [1], 'cached'],
      ['recorded:b', [2], 'cached'],
    ]);
    await first.cache.close();
    opened.splice(opened.indexOf(first.cache), 1);

    const second = open(first.file);
    const reread = await second.cache.getOrFetchMany(['recorded:a'], TTL.settled, fetcher);
    expect(reread.get('recorded:a')?.value).toEqual([1]);
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('Cache.getOrFetch: single-flight (DESIGN.md "Caching")', () => {
  it('shares one fetch among 50 concurrent callers for one key', async () => {
    const { cache } = open();
    let release: (value: string) => void = () => undefined;
    const answer = new Promise<string>((resolve) => (release = resolve));
    const fetcher = jest.fn(() => answer);
    const callers = Array.from({ length: 50 }, () => cache.getOrFetch('k', MINUTE, fetcher));
    // Usually lets every caller get past its store read before the fetch answers (on a slow disk
    // the fetch may start later and find the answer ready, which is still one shared fetch).
    await new Promise((resolve) => setTimeout(resolve, 50));
    release('shared');
    const results = await Promise.all(callers);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(results).toHaveLength(50);
    for (const result of results)
      expect(result).toEqual({ value: 'shared', state: 'fresh', ageMs: 0 });
  });

  it('shares one fetch even when the fetch answers at once', async () => {
    const { cache } = open();
    const fetcher = counter(['shared', 'second fetch']);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => cache.getOrFetch('k', MINUTE, fetcher)),
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
    for (const result of results) expect(result.value).toBe('shared');
  });

  it('shares a failure too, and the next call fetches again', async () => {
    const { cache } = open();
    const fetcher = jest.fn(async () => {
      throw new Error('upstream down');
    });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => cache.getOrFetch('k', MINUTE, fetcher)),
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
    for (const result of results)
      expect(result).toMatchObject({ status: 'rejected', reason: { message: 'upstream down' } });
    await expect(cache.getOrFetch('k', MINUTE, async () => 'back')).resolves.toMatchObject({
      value: 'back',
      state: 'fresh',
    });
  });

  it("names the failure of another call's flight that a batched read joined; a key left out is no failure", async () => {
    const { cache } = open();
    const first = cache.getOrFetchMany(['a', 'b'], MINUTE, async () => {
      throw new Error('upstream down');
    });
    const joined = cache.getOrFetchManySettled(['a', 'b', 'c'], MINUTE, async () => new Map());
    await expect(first).resolves.toEqual(new Map());
    const { values, failures } = await joined;
    expect(values.size).toBe(0);
    expect([...failures]).toEqual([
      ['a', new Error('upstream down')],
      ['b', new Error('upstream down')],
    ]);
  });

  it('does not share between different keys', async () => {
    const { cache } = open();
    const fetcher = jest.fn(async () => 'v');
    await Promise.all([
      cache.getOrFetch('a', MINUTE, fetcher),
      cache.getOrFetch('b', MINUTE, fetcher),
    ]);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('Cache.getOrFetch: stale on failure', () => {
  it('serves the expired value as stale, with its age and the error, when the refetch fails', async () => {
    const { cache, advance } = open();
    await cache.getOrFetch('k', MINUTE, async () => ({ usd: '0.0001' }));
    advance(5 * MINUTE);
    const result = await cache.getOrFetch('k', MINUTE, async () => {
      throw new Error('Blockscout v2 HTTP 503');
    });
    expect(result).toEqual({
      value: { usd: '0.0001' },
      state: 'stale',
      ageMs: 5 * MINUTE,
      error: 'Blockscout v2 HTTP 503',
      reason: 'UNKNOWN',
    });
  });

  it('keeps the old entry after a failed refetch, so it stays available (and ages)', async () => {
    const { cache, advance } = open();
    await cache.getOrFetch('k', MINUTE, async () => 'old');
    advance(2 * MINUTE);
    await cache.getOrFetch('k', MINUTE, async () => Promise.reject(new Error('first failure')));
    advance(MINUTE);
    await expect(
      cache.getOrFetch('k', MINUTE, async () => Promise.reject(new Error('second failure'))),
    ).resolves.toEqual({
      value: 'old',
      state: 'stale',
      ageMs: 3 * MINUTE,
      error: 'second failure',
      reason: 'UNKNOWN',
    });
  });

  it('serves stale for a failed { fresh: true } refresh of a still-fresh entry', async () => {
    const { cache, advance } = open();
    await cache.getOrFetch('k', MINUTE, async () => 'old');
    advance(10_000);
    await expect(
      cache.getOrFetch('k', MINUTE, async () => Promise.reject(new Error('down')), { fresh: true }),
    ).resolves.toEqual({
      value: 'old',
      state: 'stale',
      ageMs: 10_000,
      error: 'down',
      reason: 'UNKNOWN',
    });
  });

  it('redacts API keys from the error it reports', async () => {
    const { cache, advance } = open();
    await cache.getOrFetch('k', MINUTE, async () => 'old');
    advance(2 * MINUTE);
    const result = await cache.getOrFetch('k', MINUTE, async () =>
      Promise.reject(new Error('GET https://api.example/?module=stats&apikey=SECRET failed')),
    );
    expect(result.error).toBe('GET https://api.example/?module=stats&apikey=*** failed');
  });

  it('rethrows the error when there is no previous entry', async () => {
    const { cache } = open();
    const error = new Error('nothing to fall back to');
    await expect(cache.getOrFetch('k', MINUTE, async () => Promise.reject(error))).rejects.toBe(
      error,
    );
  });
});

describe('openCache: the SQLite store', () => {
  it('keeps values across a close and reopen of the file', async () => {
    const first = open();
    await first.cache.getOrFetch('tokens:pulse:0xabc', TTL.tokens.pulse, async () => [
      { symbol: 'HEX', balanceRaw: '123456789012345678901234567890' },
    ]);
    await first.cache.close();
    opened.splice(opened.indexOf(first.cache), 1);

    const second = open(first.file);
    const fetcher = jest.fn(async () => []);
    await expect(
      second.cache.getOrFetch('tokens:pulse:0xabc', TTL.tokens.pulse, fetcher),
    ).resolves.toEqual({
      value: [{ symbol: 'HEX', balanceRaw: '123456789012345678901234567890' }],
      state: 'cached',
      ageMs: 0,
    });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('round-trips bigint-free JSON values unchanged', async () => {
    const value = {
      text: 'PulseChain ✓ "quoted" \\ back\nslash',
      integer: 369,
      negative: -1,
      fraction: 0.000123,
      bool: false,
      nothing: null,
      list: [1, 'two', { three: [3] }, []],
      nested: { empty: {}, amount: '0.000000000000000001' },
    };
    const first = open();
    await first.cache.getOrFetch('json', MINUTE, async () => value);
    await first.cache.close();
    opened.splice(opened.indexOf(first.cache), 1);
    const second = open(first.file);
    const cached = await second.cache.getOrFetch('json', MINUTE, async () => ({}) as typeof value);
    expect(cached.state).toBe('cached');
    expect(cached.value).toEqual(value);
  });

  it.each([0, '', 'a string', [], null])('caches a falsy or plain value %p', async (value) => {
    const { cache } = open();
    const fetcher = jest.fn(async () => value);
    await cache.getOrFetch('k', MINUTE, fetcher);
    await expect(cache.getOrFetch('k', MINUTE, fetcher)).resolves.toEqual({
      value,
      state: 'cached',
      ageMs: 0,
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('refuses a store other than sqlite:// and redis://, without echoing a password', () => {
    expect(() => openCache('memcached://user:secret@localhost:11211')).toThrow(
      'Unsupported CACHE_URL "memcached://***@localhost:11211": use sqlite://<file> or redis://host:port',
    );
  });
});

describe('TTL (spec §9)', () => {
  it('uses the spec values, the shorter reading for Ethereum tokens', () => {
    expect(TTL.tokens).toEqual({
      pulse: 10 * MINUTE,
      eth: 5 * MINUTE,
      base: 5 * MINUTE,
      polygon: 5 * MINUTE,
      bsc: 5 * MINUTE,
    });
    expect(TTL.ticker).toBe(MINUTE);
    // "ERC-20 price 2 min; price 60 s": PulseChain's prices are the general 60 s.
    expect(TTL.tokenPrice).toEqual({
      pulse: MINUTE,
      eth: 2 * MINUTE,
      base: 2 * MINUTE,
      bsc: 2 * MINUTE,
      polygon: 2 * MINUTE,
    });
    // "ETH price 2 min": ETH on Ethereum and Base; PLS, BNB and POL the general 60 s.
    expect(TTL.nativePrice).toEqual({
      pulse: MINUTE,
      eth: 2 * MINUTE,
      base: 2 * MINUTE,
      bsc: MINUTE,
      polygon: MINUTE,
    });
  });
});
