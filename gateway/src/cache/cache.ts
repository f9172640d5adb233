import Keyv from 'keyv';
import KeyvRedis, { createClient } from '@keyv/redis';
import KeyvSqlite from '@keyv/sqlite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, describeError } from '../errors/errors';
import { TTL } from './ttl';

interface Entry<T> {
  value: T;
  fetchedAt: number;
}

/** How a value was obtained, for the per-source status every response carries (DESIGN.md "Layers"). */
export type CacheState = 'fresh' | 'cached' | 'stale';

export interface Cached<T> {
  value: T;
  state: CacheState;
  /** Age of the value in ms: 0 when fetched now. */
  ageMs: number;
  /** Why a stale value was served: the error of the fetch that failed. */
  error?: string;
}

export interface CacheOptions {
  now?: () => number;
}

/**
 * The gateway's cache: a keyv store (SQLite file by default), freshness judged here rather than
 * by keyv's TTL so an expired entry can still be served, labelled stale, when every source fails
 * (DESIGN.md "Caching"), and single-flight so concurrent requests for one key share one fetch.
 */
export class Cache {
  private readonly inflight = new Map<string, Promise<Cached<unknown>>>();
  private readonly reading = new Map<string, Promise<Entry<unknown> | undefined>>();
  private readonly now: () => number;

  constructor(
    private readonly store: Keyv,
    options: CacheOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  async getOrFetch<T>(key: string, ttlMs: number, fetcher: () => Promise<T>, options: { fresh?: boolean } = {}): Promise<Cached<T>> {
    // A fetch already running is as fresh as any: join it before reading, or this read could end
    // after that fetch has settled and left the map, and start a second one.
    const joined = this.inflight.get(key);
    if (joined) return joined as Promise<Cached<T>>;
    const entry = await this.read<T>(key);
    if (entry && !options.fresh) {
      const ageMs = this.now() - entry.fetchedAt;
      if (ageMs < ttlMs) return { value: entry.value, state: 'cached', ageMs };
    }
    const running = this.inflight.get(key);
    if (running) return running as Promise<Cached<T>>;
    const flight = this.fetchAndStore(key, ttlMs, fetcher, entry).finally(() => this.inflight.delete(key));
    this.inflight.set(key, flight);
    return flight;
  }

  /**
   * The batched form, for sources that price or describe many keys in one call (DEX batches of
   * 25–30 tokens). Fresh hits are answered from the store; the misses go to ONE `fetchMissing`
   * call, except keys another request is already fetching, which join that flight. A key the
   * fetcher leaves out of its map is "not found" and is neither cached nor returned; when the
   * fetch fails, keys with an old entry are served stale and the rest are left out too.
   */
  async getOrFetchMany<T>(
    keys: readonly string[],
    ttlMs: number,
    fetchMissing: (missing: string[]) => Promise<Map<string, T>>,
    options: { fresh?: boolean } = {},
  ): Promise<Map<string, Cached<T>>> {
    const unique = [...new Set(keys)];
    const entries = await Promise.all(unique.map((key) => this.read<T>(key)));
    const result = new Map<string, Cached<T>>();
    const waiting: Promise<void>[] = [];
    const missing: { key: string; previous: Entry<T> | undefined }[] = [];
    unique.forEach((key, index) => {
      const entry = entries[index];
      if (entry && !options.fresh && this.now() - entry.fetchedAt < ttlMs) {
        result.set(key, { value: entry.value, state: 'cached', ageMs: this.now() - entry.fetchedAt });
        return;
      }
      const running = this.inflight.get(key) as Promise<Cached<T>> | undefined;
      if (running) waiting.push(running.then((cached) => void result.set(key, cached), () => undefined));
      else missing.push({ key, previous: entry });
    });
    if (missing.length > 0) {
      const batch = fetchMissing(missing.map((item) => item.key));
      for (const { key, previous } of missing) {
        const flight = this.settleOne(key, ttlMs, batch, previous).finally(() => this.inflight.delete(key));
        this.inflight.set(key, flight as Promise<Cached<unknown>>);
        waiting.push(flight.then((cached) => void result.set(key, cached), () => undefined));
      }
    }
    await Promise.all(waiting);
    return result;
  }

  async clear(): Promise<void> {
    await this.store.clear();
  }

  async close(): Promise<void> {
    await this.store.disconnect();
  }

  private async fetchAndStore<T>(key: string, ttlMs: number, fetcher: () => Promise<T>, previous: Entry<T> | undefined): Promise<Cached<T>> {
    try {
      const value = await fetcher();
      await this.write(key, value, ttlMs);
      return { value, state: 'fresh', ageMs: 0 };
    } catch (error) {
      if (!previous) throw error;
      return { value: previous.value, state: 'stale', ageMs: this.now() - previous.fetchedAt, error: describeError(error) };
    }
  }

  /** One key's share of a batch fetch; rejects when the key has no value to offer (not found, or failed with no old entry). */
  private async settleOne<T>(key: string, ttlMs: number, batch: Promise<Map<string, T>>, previous: Entry<T> | undefined): Promise<Cached<T>> {
    let values: Map<string, T>;
    try {
      values = await batch;
    } catch (error) {
      if (!previous) throw error;
      return { value: previous.value, state: 'stale', ageMs: this.now() - previous.fetchedAt, error: describeError(error) };
    }
    if (!values.has(key)) throw new Error(`${key} not found`);
    const value = values.get(key) as T;
    await this.write(key, value, ttlMs);
    return { value, state: 'fresh', ageMs: 0 };
  }

  /**
   * Entries outlive their TTL by the stale-retention period, to be served stale when sources fail;
   * an entry that never expires (a past HEX day's data) is kept for good.
   */
  private async write<T>(key: string, value: T, ttlMs: number): Promise<void> {
    const entry: Entry<T> = { value, fetchedAt: this.now() };
    if (ttlMs === Number.POSITIVE_INFINITY) await this.store.set(key, entry);
    else await this.store.set(key, entry, ttlMs + TTL.staleRetention);
  }

  /**
   * Concurrent reads of one key share one store read, so their callers resume together and the
   * first to start a fetch is seen by the rest. Separate reads can finish out of order, a late one
   * after a fast fetch (a failure, say) has already settled and left the in-flight map.
   */
  private read<T>(key: string): Promise<Entry<T> | undefined> {
    let pending = this.reading.get(key);
    if (!pending) {
      pending = this.store.get<Entry<unknown>>(key).then((entry) => entry ?? undefined);
      this.reading.set(key, pending);
      const done = () => void this.reading.delete(key);
      // Registered first, so it runs before any caller resumes.
      pending.then(done, done);
    }
    return pending as Promise<Entry<T> | undefined>;
  }
}

/**
 * Opens the configured store: `sqlite://<file>` (default, under the data directory), or
 * `redis://…` / `rediss://…` when several replicas share one cache (DESIGN.md "Caching").
 * Single-flight stays per process: replicas share entries, not fetches in progress.
 */
export function openCache(cacheUrl: string, options: CacheOptions = {}): Cache {
  return new Cache(openStore(cacheUrl), options);
}

const NAMESPACE = 'kinko';
const REDIS_CONNECT_TIMEOUT_MS = 1_000;
/** A store that stops answering is logged at most this often; meanwhile every read misses. */
const STORE_ERROR_LOG_INTERVAL_MS = 60_000;

function openStore(cacheUrl: string): Keyv {
  let keyv: Keyv;
  if (cacheUrl.startsWith('sqlite://')) {
    mkdirSync(path.dirname(cacheUrl.slice('sqlite://'.length)), { recursive: true });
    keyv = new Keyv({ store: new KeyvSqlite({ uri: cacheUrl, table: 'kinko_cache' }), namespace: NAMESPACE });
  } else if (/^rediss?:\/\//.test(cacheUrl)) {
    // No offline queue and no reconnect loop: while Redis is down a read fails at once instead of
    // waiting for it, and each later call connects afresh, so the cache comes back with Redis.
    const client = createClient({ url: cacheUrl, disableOfflineQueue: true, socket: { reconnectStrategy: false, connectTimeout: REDIS_CONNECT_TIMEOUT_MS } });
    // The adapter prefixes the namespace itself; Keyv must not add it a second time.
    keyv = new Keyv({ store: new KeyvRedis(client, { namespace: NAMESPACE, throwOnConnectError: false }), namespace: NAMESPACE, useKeyPrefix: false });
  } else {
    throw new ConfigError(`Unsupported CACHE_URL "${redactUrl(cacheUrl)}": use sqlite://<file> or redis://host:port`);
  }
  // A cache that is down must not take the gateway with it: reads miss and answers come from the
  // upstreams (keyv reports store failures as events and answers undefined).
  let lastLogged = Number.NEGATIVE_INFINITY;
  keyv.on('error', (error: unknown) => {
    if (Date.now() - lastLogged < STORE_ERROR_LOG_INTERVAL_MS) return;
    lastLogged = Date.now();
    console.warn(`cache store unavailable, answering without it: ${describeError(error)}`);
  });
  return keyv;
}

/** A Redis URL may carry a password. */
function redactUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}
