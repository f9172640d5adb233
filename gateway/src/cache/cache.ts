import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describeError } from '../errors/errors';
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
  private readonly now: () => number;

  constructor(
    private readonly store: Keyv,
    options: CacheOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  async getOrFetch<T>(key: string, ttlMs: number, fetcher: () => Promise<T>, options: { fresh?: boolean } = {}): Promise<Cached<T>> {
    const entry = await this.read<T>(key);
    if (entry && !options.fresh) {
      const ageMs = this.now() - entry.fetchedAt;
      if (ageMs < ttlMs) return { value: entry.value, state: 'cached', ageMs };
    }
    const running = this.inflight.get(key);
    if (running) return running as Promise<Cached<T>>;
    const flight = this.fetchAndStore(key, fetcher, entry).finally(() => this.inflight.delete(key));
    this.inflight.set(key, flight);
    return flight;
  }

  async clear(): Promise<void> {
    await this.store.clear();
  }

  async close(): Promise<void> {
    await this.store.disconnect();
  }

  private async fetchAndStore<T>(key: string, fetcher: () => Promise<T>, previous: Entry<T> | undefined): Promise<Cached<T>> {
    try {
      const value = await fetcher();
      await this.store.set(key, { value, fetchedAt: this.now() } satisfies Entry<T>, TTL.staleRetention);
      return { value, state: 'fresh', ageMs: 0 };
    } catch (error) {
      if (!previous) throw error;
      return { value: previous.value, state: 'stale', ageMs: this.now() - previous.fetchedAt, error: describeError(error) };
    }
  }

  private async read<T>(key: string): Promise<Entry<T> | undefined> {
    return (await this.store.get<Entry<T>>(key)) ?? undefined;
  }
}

/** Opens the configured store: `sqlite://<file>` (default, under the data directory). */
export function openCache(cacheUrl: string, options: CacheOptions = {}): Cache {
  if (!cacheUrl.startsWith('sqlite://')) {
    throw new Error(`Unsupported CACHE_URL "${cacheUrl}": only sqlite://<file> is supported`);
  }
  mkdirSync(path.dirname(cacheUrl.slice('sqlite://'.length)), { recursive: true });
  const store = new KeyvSqlite({ uri: cacheUrl, table: 'kinko_cache' });
  return new Cache(new Keyv({ store, namespace: 'kinko' }), options);
}
