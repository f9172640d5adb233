import Keyv from 'keyv';
import { describeError } from '../errors/errors';
import { reasonOf, type SourceReason } from '../errors/sourceReason';
import { MemoryTier } from './memoryTier';
import { openStore } from './openStore';
import { serialize, serializeForWrite } from './keyvJson';
import { fetchAcrossReplicas, type Missing } from './replicaFlights';
import { StoreTier, type Entry, type OpenedStore, type StoreKind } from './storeTier';
import { TTL } from './ttl';

/** How a value was obtained, for the per-source status every response carries (DESIGN.md "Layers"). */
export type CacheState = 'fresh' | 'cached' | 'stale';

export interface Cached<T> {
  value: T;
  state: CacheState;
  /** Age of the value in ms: 0 when fetched now. */
  ageMs: number;
  /** Why a stale value was served: the error of the fetch that failed. */
  error?: string;
  /** The same, for programs (errors/sourceReason.ts). */
  reason?: SourceReason;
}

/** What the cache did for one key, for metrics ('join': a single-flight join, local or across replicas). */
export type CacheEvent = { kind: 'hit' | 'miss' | 'stale' | 'join' | 'store-error'; key: string };

export interface CacheOptions {
  now?: () => number;
  onEvent?: (event: CacheEvent) => void;
  /** Where store trouble is reported (once per outage); console.warn by default. */
  warn?: (message: string) => void;
  /** The longest one store call may take before the store counts as stalled (CACHE_TIMEOUT_MS). */
  storeTimeoutMs?: number;
  /** What the in-process tier holds, by the JSON length of its values. */
  memoryBytes?: number;
}

export interface ReadOptions {
  /** The caller's refresh: an entry younger than FRESH_REUSE_MS still answers, older ones are refetched. */
  fresh?: boolean;
  /** Refetch whatever the entry's age: the caller knows it is incomplete. */
  force?: boolean;
}

export interface Readiness {
  ready: boolean;
  store: StoreKind;
  reason?: string;
}

/**
 * A `fresh` read of an entry fetched less than this long ago is answered from it: the refresh
 * button and `fresh: true` mean "not older than what I saw", and five refreshes in a row must not
 * cost the upstreams five full fetches (docs/DECISIONS.md "Cache store", `FRESH_REUSE_MS`).
 */
export const FRESH_REUSE_MS = 5_000;
/**
 * What the process keeps above the store, by the JSON length of the values: the listings, prices
 * and answers of a hundred-odd wallets, well inside the heap limit (docs/DECISIONS.md "Gateway
 * memory").
 */
const MEMORY_TIER_BYTES = 32 * 1024 * 1024;
/** A store call's default allowance: a healthy SQLite file or Redis answers in milliseconds. */
const STORE_TIMEOUT_MS = 1_000;
/** What a store may hold when the caller sets no cap (CACHE_MAX_BYTES's default). */
const DEFAULT_STORE_BYTES = 256 * 1024 * 1024;

interface Settler<T> {
  resolve(value: Cached<T>): void;
  reject(error: unknown): void;
}

type FetchMissing<T> = (missing: string[]) => Promise<Map<string, T>>;

/** A key the fetch answered without: "not found", not a failure of the fetch. */
class KeyNotFound extends Error {
  constructor(key: string) {
    super(`${key} not found`);
  }
}

/**
 * The gateway's cache: an in-process tier over a keyv store (SQLite file by default, Redis for
 * replicas). Freshness is judged here rather than by keyv's TTL, so an expired entry can still be
 * served, labelled stale, when every source fails (DESIGN.md "Caching"); single-flight shares one
 * fetch per key among concurrent requests, and across replicas through the shared store's locks.
 * Nothing on a request's path waits for a store write (StoreTier).
 */
export class Cache {
  private readonly inflight = new Map<string, Promise<Cached<unknown>>>();
  private readonly memory: MemoryTier<Entry>;
  private readonly store: StoreTier;
  private readonly now: () => number;
  private readonly onEvent: ((event: CacheEvent) => void) | undefined;

  constructor(store: Keyv | Promise<OpenedStore>, options: CacheOptions = {}) {
    this.now = options.now ?? Date.now;
    this.onEvent = options.onEvent;
    this.memory = new MemoryTier<Entry>(options.memoryBytes ?? MEMORY_TIER_BYTES, entryBytes);
    const opened =
      store instanceof Keyv ? Promise.resolve<OpenedStore>({ keyv: store, kind: 'memory' }) : store;
    this.store = new StoreTier(opened, {
      warn: options.warn ?? console.warn,
      storeError: (key) => this.emit('store-error', key),
      timeoutMs: options.storeTimeoutMs ?? STORE_TIMEOUT_MS,
    });
  }

  async getOrFetch<T>(
    key: string,
    ttlMs: number,
    fetcher: () => Promise<T>,
    options: ReadOptions = {},
  ): Promise<Cached<T>> {
    const answers = await this.lookup<T>(
      [key],
      ttlMs,
      async () => new Map([[key, await fetcher()]]),
      options,
    );
    return answers.get(key) ?? Promise.reject(new Error(`${key}: no answer`));
  }

  /**
   * The batched form, for sources that price or describe many keys in one call (DEX batches of
   * 25–30 tokens). Fresh hits are answered from the cache; the misses go to ONE `fetchMissing`
   * call, except keys another request (or replica) is already fetching, which join that flight. A
   * key the fetcher leaves out of its map is "not found" and is neither cached nor returned; when
   * the fetch fails, keys with an old entry are served stale and the rest are left out too.
   */
  async getOrFetchMany<T>(
    keys: readonly string[],
    ttlMs: number,
    fetchMissing: FetchMissing<T>,
    options: ReadOptions = {},
  ): Promise<Map<string, Cached<T>>> {
    return (await this.getOrFetchManySettled(keys, ttlMs, fetchMissing, options)).values;
  }

  /**
   * getOrFetchMany, with why each left-out key failed (a key the fetch left out is not a failure):
   * a key that joined another request's flight fails with that flight's error, which the caller's
   * own fetch never saw.
   */
  async getOrFetchManySettled<T>(
    keys: readonly string[],
    ttlMs: number,
    fetchMissing: FetchMissing<T>,
    options: ReadOptions = {},
  ): Promise<{ values: Map<string, Cached<T>>; failures: Map<string, unknown> }> {
    const answers = await this.lookup(keys, ttlMs, fetchMissing, options);
    const settled = await Promise.allSettled(answers.values());
    const values = new Map<string, Cached<T>>();
    const failures = new Map<string, unknown>();
    [...answers.keys()].forEach((key, index) => {
      const outcome = settled[index];
      if (outcome?.status === 'fulfilled') values.set(key, outcome.value);
      else if (outcome?.status === 'rejected' && !(outcome.reason instanceof KeyNotFound))
        failures.set(key, outcome.reason);
    });
    return { values, failures };
  }

  /**
   * Stores values the caller worked out from what it read (a recorded series that grows by a
   * point): no fetch, so no flight to share, and no store read for a stale fallback. Each value is
   * answered at once from the memory tier; the store gets them in one write-behind batch.
   */
  setMany<T>(entries: ReadonlyMap<string, T>, ttlMs: number): void {
    for (const [key, value] of entries) this.remember(key, value, ttlMs);
  }

  /**
   * Whether the store answers a read in time (/readyz). The cache itself never stops answering:
   * without its store it answers from the memory tier and the upstreams.
   */
  async readiness(): Promise<Readiness> {
    const { kind, error } = await this.store.ping();
    return error === undefined
      ? { ready: true, store: kind }
      : {
          ready: false,
          store: kind,
          reason: `cache store (${kind}) does not answer: ${error}; answering from the process's memory`,
        };
  }

  async clear(): Promise<void> {
    this.memory.clear();
    await this.store.clear();
  }

  /** Writes what is pending now rather than at the end of the write-behind window. */
  async flush(): Promise<void> {
    await this.store.flush();
  }

  /** Writes what is still pending, then closes the store. */
  async close(): Promise<void> {
    await this.store.close();
  }

  /** Per key: a flight to join, a usable entry, or a new flight; concurrent calls share store reads. */
  private async lookup<T>(
    keys: readonly string[],
    ttlMs: number,
    fetchMissing: FetchMissing<T>,
    options: ReadOptions,
  ): Promise<Map<string, Promise<Cached<T>>>> {
    const answers = new Map<string, Promise<Cached<T>>>();
    const unknown: string[] = [];
    for (const key of new Set(keys)) {
      const local = this.answerLocally<T>(key, ttlMs, options, this.memory.get(key));
      if (local) answers.set(key, local);
      else unknown.push(key);
    }
    if (unknown.length === 0) return answers;
    const stored = await Promise.all(unknown.map((key) => this.store.read(key)));
    const missing: Missing<T>[] = [];
    unknown.forEach((key, index) => {
      const entry = this.newest(key, stored[index]) as Entry<T> | undefined;
      // Joined now if a call that read alongside this one has started the fetch meanwhile.
      const local = this.answerLocally<T>(key, ttlMs, options, entry);
      if (local) answers.set(key, local);
      else missing.push({ key, previous: entry });
    });
    for (const [key, flight] of this.startFlights(missing, ttlMs, fetchMissing))
      answers.set(key, flight);
    return answers;
  }

  /** A fetch already running is as fresh as any, so it is joined before any entry is looked at. */
  private answerLocally<T>(
    key: string,
    ttlMs: number,
    options: ReadOptions,
    entry: Entry | undefined,
  ): Promise<Cached<T>> | undefined {
    const flight = this.inflight.get(key);
    if (flight) {
      this.emit('join', key);
      return flight as Promise<Cached<T>>;
    }
    if (!entry || options.force) return undefined;
    const ageMs = this.now() - entry.fetchedAt;
    if (ageMs >= (options.fresh ? Math.min(ttlMs, FRESH_REUSE_MS) : ttlMs)) return undefined;
    this.emit('hit', key);
    return Promise.resolve({ value: entry.value as T, state: 'cached', ageMs });
  }

  /** The newer of the memory tier's and the store's entry (another replica may have refreshed it). */
  private newest(key: string, stored: Entry | undefined): Entry | undefined {
    const held = this.memory.get(key);
    if (!stored || (held && held.fetchedAt >= stored.fetchedAt)) return held;
    this.memory.set(key, stored);
    return stored;
  }

  /** Registers a flight per key at once (so later calls join), then fetches in the background. */
  private startFlights<T>(
    missing: Missing<T>[],
    ttlMs: number,
    fetchMissing: FetchMissing<T>,
  ): Map<string, Promise<Cached<T>>> {
    const flights = new Map<string, Promise<Cached<T>>>();
    const settlers = new Map<string, Settler<T>>();
    for (const { key } of missing) {
      const flight = new Promise<Cached<T>>((resolve, reject) =>
        settlers.set(key, { resolve, reject }),
      ).finally(() => this.inflight.delete(key));
      this.inflight.set(key, flight);
      flights.set(key, flight);
      this.emit('miss', key);
    }
    if (missing.length > 0) void this.fetchShared(missing, ttlMs, fetchMissing, settlers);
    return flights;
  }

  /** The misses' one fetch, shared with the other replicas when the store has shared locks. */
  private async fetchShared<T>(
    missing: Missing<T>[],
    ttlMs: number,
    fetchMissing: FetchMissing<T>,
    settlers: Map<string, Settler<T>>,
  ): Promise<void> {
    await fetchAcrossReplicas(await this.store.sharedLocks(), missing, {
      readMany: (keys) => this.store.readMany(keys),
      flush: () => this.store.flush(),
      storeFailed: (error, keys) => this.storeFailed(error, keys),
      fetch: (items) => this.fetchBatch(items, ttlMs, fetchMissing, settlers),
      joined: (item, entry) => {
        this.memory.set(item.key, entry);
        this.emit('join', item.key);
        settlers.get(item.key)?.resolve({
          value: entry.value,
          state: 'cached',
          ageMs: Math.max(0, this.now() - entry.fetchedAt),
        });
      },
    });
  }

  /**
   * One upstream call for `items`; each key's flight settles with its value, its stale entry, or
   * the error. Answers whether the call answered (its values are then on their way to the store).
   */
  private async fetchBatch<T>(
    items: Missing<T>[],
    ttlMs: number,
    fetchMissing: FetchMissing<T>,
    settlers: Map<string, Settler<T>>,
  ): Promise<boolean> {
    if (items.length === 0) return true;
    const keys = items.map((item) => item.key);
    let values: Map<string, T>;
    try {
      values = await fetchMissing(keys);
    } catch (error) {
      for (const { key, previous } of items) {
        if (!previous) settlers.get(key)?.reject(error);
        else {
          this.emit('stale', key);
          settlers.get(key)?.resolve({
            value: previous.value,
            state: 'stale',
            ageMs: this.now() - previous.fetchedAt,
            error: describeError(error),
            reason: reasonOf(error),
          });
        }
      }
      return false;
    }
    for (const { key } of items) {
      if (!values.has(key)) {
        settlers.get(key)?.reject(new KeyNotFound(key));
        continue;
      }
      const value = values.get(key) as T;
      this.remember(key, value, ttlMs);
      settlers.get(key)?.resolve({ value, state: 'fresh', ageMs: 0 });
    }
    return true;
  }

  /**
   * Entries outlive their TTL by the stale-retention period, to be served stale when sources fail;
   * an entry that never expires (a past HEX day's data) is kept for good.
   */
  private remember<T>(key: string, value: T, ttlMs: number): void {
    const entry: Entry<T> = { value, fetchedAt: this.now() };
    const bytes = serializeForWrite(entry).length;
    this.memory.set(key, entry, bytes);
    this.store.write(
      key,
      entry,
      ttlMs === Number.POSITIVE_INFINITY ? undefined : ttlMs + TTL.staleRetention,
      bytes,
    );
  }

  private storeFailed(error: unknown, keys: readonly string[]): void {
    this.store.failed(error, keys[0] ?? '');
  }

  private emit(kind: CacheEvent['kind'], key: string): void {
    this.onEvent?.({ kind, key });
  }
}

/** What an entry read from the store costs the memory tier: its JSON, what the store keeps of it. */
function entryBytes(entry: Entry): number {
  return serialize(entry).length;
}

/** A cache over the store CACHE_URL names (openStore); an unsupported URL throws at once. */
export function openCache(
  cacheUrl: string,
  options: CacheOptions & { maxBytes?: number } = {},
): Cache {
  const store = openStore(cacheUrl, {
    warn: options.warn ?? console.warn,
    maxBytes: options.maxBytes ?? DEFAULT_STORE_BYTES,
    timeoutMs: options.storeTimeoutMs ?? STORE_TIMEOUT_MS,
  });
  return new Cache(store, options);
}
