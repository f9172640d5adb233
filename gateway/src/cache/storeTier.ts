import type Keyv from 'keyv';
import { describeError } from '../errors/errors';
import type { ReplicaLocks } from './replicaLocks';
import { StoreTimeoutError, within } from './storeTimeout';

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
  /**
   * The longest the store may keep an entry: Redis evicts only keys that expire under the common
   * `volatile-*` policies, so nothing is written there for good. Undefined: as long as asked.
   */
  maxTtlMs?: number;
  /** Drops what a stalled store still owes (Redis: its connection and the commands queued on it). */
  abandon?: () => void;
}

export interface StoreReport {
  warn(message: string): void;
  storeError(key: string): void;
  /** The longest one store call (a read batch, a write batch, a lock round) may take. */
  timeoutMs: number;
}

/**
 * Write-behind: a written entry is answered from the memory tier at once and reaches the store in
 * one batch this long after the first write of the batch (one SQLite transaction, one Redis MULTI).
 * Nothing on a request's path waits for it; a crash loses at most this window, which a cache can
 * afford (docs/DECISIONS.md "Cache write-behind").
 * @internal
 */
export const WRITE_BEHIND_MS = 200;
/** A batch this large (entries, or bytes of JSON) is written at once rather than at the end of the window. */
const MAX_BATCH = 1_000;
const MAX_BATCH_BYTES = 4 * 1024 * 1024;
/** A store that keeps failing is reported at most this often. */
const STORE_ERROR_LOG_INTERVAL_MS = 60_000;
/**
 * How often a stalled store is asked again whether it answers.
 * @internal
 */
export const STALL_PROBE_MS = 2_000;

const resolved = Promise.resolve();

interface PendingWrite {
  entry: Entry;
  /** The store's own expiry; undefined keeps the entry for good. */
  storeTtlMs: number | undefined;
  bytes: number;
}

/**
 * The cache's way to its store: reads asked for in one tick go out as ONE `getMany`, writes are
 * batched behind the request, and a store that fails is logged once, counted per key and
 * answered around (a failed read is a miss, a failed write is dropped) until it answers again.
 * Every call has `timeoutMs`; a call that outlasts it marks the store stalled, and until a probe
 * in the background finds it answering again nothing waits for it: reads miss at once, writes
 * stay in the memory tier, replicas fetch without locks (DESIGN.md "On a bad day").
 */
export class StoreTier {
  private readonly pending = new Map<string, PendingWrite>();
  private pendingBytes = 0;
  private queuedReads = new Map<string, ((entry: Entry | undefined) => void)[]>();
  private flushing: Promise<void> = resolved;
  private timer: NodeJS.Timeout | undefined;
  private down = false;
  private lastLogged = Number.NEGATIVE_INFINITY;
  /** Why the store is being bypassed; undefined while its calls answer in time. */
  private stalled: StoreTimeoutError | undefined;
  private probe: NodeJS.Timeout | undefined;

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
    const toRead = this.stalled ? [] : keys.filter((key) => !this.pending.has(key));
    const found = new Map<string, Entry>();
    if (toRead.length > 0) {
      try {
        const values = await this.call(({ keyv }) => keyv.getMany<Entry>([...toRead]));
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

  /** `bytes`: the entry's JSON length, what the batch is sized by. */
  write(key: string, entry: Entry, storeTtlMs: number | undefined, bytes: number): void {
    this.pendingBytes += bytes - (this.pending.get(key)?.bytes ?? 0);
    this.pending.set(key, { entry, storeTtlMs, bytes });
    if (this.pending.size >= MAX_BATCH || this.pendingBytes >= MAX_BATCH_BYTES) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), WRITE_BEHIND_MS).unref();
  }

  /** Writes what is pending now, after any batch already being written; never rejects. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  /** The cross-replica locks, each call within the store's time; none while the store is stalled. */
  async sharedLocks(): Promise<ReplicaLocks | undefined> {
    const { locks } = await this.opened;
    if (!locks || this.stalled) return undefined;
    return {
      acquire: (keys) => this.call(() => locks.acquire(keys)),
      held: (keys) => this.call(() => locks.held(keys)),
      release: (keys) => this.call(() => locks.release(keys)),
    };
  }

  /** The store answers a read in time, or the reason it does not (a stall is told without waiting). */
  async ping(): Promise<{ kind: StoreKind; error?: string }> {
    const { kind } = await this.opened;
    if (this.stalled) return { kind, error: `stalled, ${this.stalled.message}` };
    try {
      await this.call(({ keyv }) => keyv.get('readyz'));
      return { kind };
    } catch (error) {
      return { kind, error: describeError(error) };
    }
  }

  async clear(): Promise<void> {
    this.pending.clear();
    this.pendingBytes = 0;
    await this.call(({ keyv }) => keyv.clear());
  }

  /**
   * Writes what is pending and closes the store, each within the store's time: a stop never waits
   * on a stalled store for longer (what it could not take is lost, as a crash would lose it).
   */
  async close(): Promise<void> {
    await this.flush();
    clearTimeout(this.probe);
    const opened = await this.opened;
    if (this.stalled) return opened.abandon?.();
    await this.call(({ keyv }) => keyv.disconnect()).catch(() => opened.abandon?.());
  }

  /**
   * One store call within the allowance; one that outlasts it stalls the store. Opening is not
   * counted: a SQLite file is opened (and upgraded) once, and a Redis connection is made by the
   * call itself, under the client's own connection time.
   */
  private async call<T>(run: (opened: OpenedStore) => Promise<T>): Promise<T> {
    const opened = await this.opened;
    try {
      return await within(run(opened), this.report.timeoutMs);
    } catch (error) {
      if (error instanceof StoreTimeoutError) void this.stall(error);
      throw error;
    }
  }

  private async stall(error: StoreTimeoutError): Promise<void> {
    if (this.stalled) return;
    this.stalled = error;
    this.report.warn(
      `cache store stalled (${error.message}): answering from the process's memory until it answers again`,
    );
    this.lastLogged = Date.now();
    this.down = true;
    (await this.opened).abandon?.();
    this.probe = setTimeout(() => void this.probeStalled(), STALL_PROBE_MS).unref();
  }

  /** Asks the stalled store for one key; it is used again once it answers in time. */
  private async probeStalled(): Promise<void> {
    const opened = await this.opened;
    try {
      await within(opened.keyv.get('readyz'), this.report.timeoutMs);
      this.stalled = undefined;
      this.answered();
    } catch {
      opened.abandon?.();
      this.probe = setTimeout(() => void this.probeStalled(), STALL_PROBE_MS).unref();
    }
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
    this.pendingBytes = 0;
    // A stalled store gets nothing: the entries stay in the memory tier.
    if (this.stalled) return;
    try {
      await this.call(({ keyv, maxTtlMs }) =>
        keyv.setMany(
          batch.map(([key, { entry, storeTtlMs }]) => {
            const ttl = capTtl(storeTtlMs, maxTtlMs);
            return ttl === undefined ? { key, value: entry } : { key, value: entry, ttl };
          }),
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

function capTtl(ttlMs: number | undefined, maxTtlMs: number | undefined): number | undefined {
  if (maxTtlMs === undefined) return ttlMs;
  return ttlMs === undefined ? maxTtlMs : Math.min(ttlMs, maxTtlMs);
}

function isEntry(value: unknown): value is Entry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'fetchedAt' in value &&
    typeof value.fetchedAt === 'number'
  );
}
