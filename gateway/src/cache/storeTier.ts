import type Keyv from 'keyv';
import { describeError } from '../errors/errors';
import type { ReplicaLocks } from './replicaLocks';

/** What the cache keeps per key: the value and when it was fetched, so freshness is judged per call. */
export interface Entry<T = unknown> {
  value: T;
  fetchedAt: number;
}

export type StoreKind = 'sqlite' | 'redis' | 'memory';

/** A Keyv over the configured store, what it is, and the cross-replica locks when the store is shared. */
export interface OpenedStore {
  keyv: Keyv;
  kind: StoreKind;
  locks?: ReplicaLocks;
}

export interface StoreReport {
  warn(message: string): void;
  storeError(key: string): void;
}

/**
 * Write-behind: a written entry is answered from the memory tier at once and reaches the store in
 * one batch this long after the first write of the batch (one SQLite transaction, one Redis MULTI).
 * Nothing on a request's path waits for it; a crash loses at most this window, which a cache can
 * afford (docs/DECISIONS.md "Cache write-behind").
 */
export const WRITE_BEHIND_MS = 200;
/** A batch this large is written at once rather than at the end of the window. */
const MAX_BATCH = 1_000;
/** A store that keeps failing is reported at most this often. */
const STORE_ERROR_LOG_INTERVAL_MS = 60_000;

const resolved = Promise.resolve();

interface PendingWrite {
  entry: Entry;
  /** The store's own expiry; undefined keeps the entry for good. */
  storeTtlMs: number | undefined;
}

/**
 * The cache's way to its store: reads asked for in one tick go out as ONE `getMany`, writes are
 * batched behind the request, and a store that fails is logged once, counted per key and
 * answered around (a failed read is a miss, a failed write is dropped) until it answers again.
 */
export class StoreTier {
  private readonly pending = new Map<string, PendingWrite>();
  private queuedReads = new Map<string, ((entry: Entry | undefined) => void)[]>();
  private flushing: Promise<void> = resolved;
  private timer: NodeJS.Timeout | undefined;
  private down = false;
  private lastLogged = Number.NEGATIVE_INFINITY;

  constructor(
    readonly opened: Promise<OpenedStore>,
    private readonly report: StoreReport,
  ) {}

  /** One key, batched with every other key read in the same tick (DataLoader's scheduling). */
  read(key: string): Promise<Entry | undefined> {
    return new Promise((resolve) => {
      const waiting = this.queuedReads.get(key);
      if (waiting) return void waiting.push(resolve);
      this.queuedReads.set(key, [resolve]);
      if (this.queuedReads.size === 1)
        void resolved.then(() => process.nextTick(() => void this.dispatchReads()));
    });
  }

  /** Many keys in one store read; a write still waiting for its batch is answered from the batch. */
  async readMany(keys: readonly string[]): Promise<(Entry | undefined)[]> {
    const toRead = keys.filter((key) => !this.pending.has(key));
    const found = new Map<string, Entry>();
    if (toRead.length > 0) {
      const { keyv } = await this.opened;
      try {
        const values = await keyv.getMany<Entry>([...toRead]);
        toRead.forEach((key, index) => {
          const value = values[index];
          if (isEntry(value)) found.set(key, value);
        });
        this.answered();
      } catch (error) {
        this.failed(error, toRead[0] ?? '');
      }
    }
    return keys.map((key) => this.pending.get(key)?.entry ?? found.get(key));
  }

  write(key: string, entry: Entry, storeTtlMs: number | undefined): void {
    this.pending.set(key, { entry, storeTtlMs });
    if (this.pending.size >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), WRITE_BEHIND_MS).unref();
  }

  /** Writes what is pending now, after any batch already being written; never rejects. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  /** The store answers a read within `timeoutMs`, or the reason it did not. */
  async ping(timeoutMs: number): Promise<{ kind: StoreKind; error?: string }> {
    const { keyv, kind } = await this.opened;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>(
      (_, reject) =>
        (timer = setTimeout(
          () => reject(new Error(`no answer within ${timeoutMs} ms`)),
          timeoutMs,
        )),
    );
    try {
      await Promise.race([keyv.get('readyz'), timeout]);
      return { kind };
    } catch (error) {
      return { kind, error: describeError(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  async clear(): Promise<void> {
    this.pending.clear();
    const { keyv } = await this.opened;
    await keyv.clear();
  }

  async close(): Promise<void> {
    await this.flush();
    const { keyv } = await this.opened;
    await keyv.disconnect();
  }

  private async dispatchReads(): Promise<void> {
    const batch = this.queuedReads;
    this.queuedReads = new Map();
    const keys = [...batch.keys()];
    const entries = await this.readMany(keys);
    keys.forEach((key, index) => {
      for (const resolve of batch.get(key) ?? []) resolve(entries[index]);
    });
  }

  private async writePending(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending.clear();
    const { keyv } = await this.opened;
    try {
      await keyv.setMany(
        batch.map(([key, { entry, storeTtlMs }]) =>
          storeTtlMs === undefined ? { key, value: entry } : { key, value: entry, ttl: storeTtlMs },
        ),
      );
      this.answered();
    } catch (error) {
      this.failed(error, batch[0]?.[0] ?? '');
    }
  }

  /** Counted per failure, logged once per outage (at most every STORE_ERROR_LOG_INTERVAL_MS). */
  failed(error: unknown, key: string): void {
    this.report.storeError(key);
    this.down = true;
    if (Date.now() - this.lastLogged < STORE_ERROR_LOG_INTERVAL_MS) return;
    this.lastLogged = Date.now();
    this.report.warn(`cache store unavailable, answering without it: ${describeError(error)}`);
  }

  private answered(): void {
    if (!this.down) return;
    this.down = false;
    this.lastLogged = Number.NEGATIVE_INFINITY;
    this.report.warn('cache store answering again');
  }
}

function isEntry(value: unknown): value is Entry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'fetchedAt' in value &&
    typeof value.fetchedAt === 'number'
  );
}
