import { statSync } from 'node:fs';
import type { SqliteDb } from './sqliteDb';

/** How often expired rows are looked for while the server runs. */
const SWEEP_INTERVAL_MS = 60_000;
/** Rows one DELETE removes: a read queued behind it waits milliseconds, not seconds. */
const ROWS_PER_DELETE = 500;
/** DELETEs of expired rows one sweep runs at most; what is left waits for the next sweep. */
const DELETES_PER_SWEEP = 20;
/** Eviction brings the file down to this share of its caps, so it does not run after every batch. */
const LOW_WATER = 0.9;
/**
 * The key index (SqliteStore) costs ~100 bytes of heap a key; one key per KiB of the byte cap
 * keeps it near a tenth of the cap, however small the entries a client makes the server write.
 */
const BYTES_PER_KEY = 1024;
const MIN_KEYS = 10_000;

export interface EvictionOptions {
  /** What the file and its write-ahead log may hold; unbounded when undefined. */
  maxBytes?: number;
  now?: () => number;
}

/**
 * Keeps one SQLite cache file within its caps while the server runs: a sweep every minute deletes
 * expired rows (at most DELETES_PER_SWEEP × ROWS_PER_DELETE), and after each write batch that left
 * the file over its byte cap, or the table over its key cap, the least recently written rows go,
 * a few hundred per statement, until both are under LOW_WATER of their cap. The freed pages are
 * given back to the file system (incremental vacuum) and the log emptied into the file (a TRUNCATE
 * checkpoint), so the data directory shrinks with it. All of it runs behind the requests, one
 * statement at a time on the store's one connection, so reads interleave with it.
 */
export class SqliteEviction {
  private readonly maxKeys: number;
  private readonly now: () => number;
  private running: Promise<void> = Promise.resolve();
  private trimQueued = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: SqliteDb,
    private readonly file: string,
    private readonly keys: Set<string>,
    private readonly table: string,
    private readonly options: EvictionOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.maxKeys =
      options.maxBytes === undefined
        ? Number.POSITIVE_INFINITY
        : Math.max(MIN_KEYS, Math.floor(options.maxBytes / BYTES_PER_KEY));
  }

  /** A first sweep now (what expired while the server was down), then one every SWEEP_INTERVAL_MS. */
  start(): void {
    this.queue(() => this.sweep());
    this.timer = setInterval(() => this.queue(() => this.sweep()), SWEEP_INTERVAL_MS).unref();
  }

  /** After a write batch: trims if the batch took the file over a cap (one trim queued at a time). */
  afterWrite(): void {
    if (this.trimQueued || this.options.maxBytes === undefined) return;
    this.trimQueued = true;
    this.queue(async () => {
      this.trimQueued = false;
      await this.trim();
    });
  }

  /** Stops the sweep once the work already asked for is done. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    this.stopped = true;
  }

  /** Deletes expired rows, a bounded number, then trims if the file is still over a cap. */
  async sweep(): Promise<void> {
    for (let round = 0; round < DELETES_PER_SWEEP; round += 1) {
      const deleted = await this.deleteWhere(
        `expires IS NOT NULL AND expires < ? ORDER BY expires LIMIT ${ROWS_PER_DELETE}`,
        [this.now()],
      );
      if (deleted < ROWS_PER_DELETE) break;
    }
    await this.trim();
  }

  /** Least recently written rows out until the file and the key count are under LOW_WATER of their caps. */
  private async trim(): Promise<void> {
    const { maxBytes = Number.POSITIVE_INFINITY } = this.options;
    let pages = await this.pagesInUse();
    if (pages + logBytes(this.file) <= maxBytes && this.keys.size <= this.maxKeys) return;
    const byteTarget = maxBytes * LOW_WATER;
    const keyTarget = Math.floor(this.maxKeys * LOW_WATER);
    while (this.keys.size > 0 && (pages > byteTarget || this.keys.size > keyTarget)) {
      // The share of the rows that holds the excess bytes, at the average row's size, or the excess keys.
      const forBytes = Math.ceil(((pages - byteTarget) / pages) * this.keys.size);
      const rows = Math.min(ROWS_PER_DELETE, Math.max(1, forBytes, this.keys.size - keyTarget));
      if ((await this.deleteWhere(`1 ORDER BY written LIMIT ${rows}`, [])) === 0) break;
      pages = await this.pagesInUse();
    }
    // Free pages back to the file system, then the log into the file and emptied: the log is
    // counted against the cap, but not while deleting (the deletes themselves go through it).
    await this.db.exec('PRAGMA incremental_vacuum; PRAGMA wal_checkpoint(TRUNCATE);');
  }

  /** The bytes of the file's pages in use: free pages are not the cache's. */
  private async pagesInUse(): Promise<number> {
    const [pages] = await this.db.all<{
      page_count: number;
      freelist_count: number;
      page_size: number;
    }>(
      'SELECT page_count, freelist_count, page_size FROM pragma_page_count(), pragma_freelist_count(), pragma_page_size()',
      [],
    );
    return pages === undefined ? 0 : (pages.page_count - pages.freelist_count) * pages.page_size;
  }

  /** Deletes the rows `where` selects (it may order and limit them), keeping the key index exact. */
  private async deleteWhere(where: string, params: unknown[]): Promise<number> {
    const deleted = await this.db.all<{ key: string }>(
      `DELETE FROM ${this.table} WHERE key IN (SELECT key FROM ${this.table} WHERE ${where}) RETURNING key`,
      params,
    );
    for (const { key } of deleted) this.keys.delete(key);
    return deleted.length;
  }

  private queue(work: () => Promise<void>): void {
    if (this.stopped) return;
    // A failed sweep or trim (disk full, file gone) is retried by the next one; reads and writes
    // report the store's trouble themselves.
    this.running = this.running.then(work).catch(() => undefined);
  }
}

function logBytes(file: string): number {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
}
