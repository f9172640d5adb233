import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { describeError } from '../errors/errors';
import { SqliteDb } from './sqliteDb';
import { SqliteEviction, type EvictionOptions } from './sqliteEviction';

const TABLE = 'cache_entries';
/** The table @keyv/sqlite wrote before this store (one key per write, no expiry column): dropped. */
const LEGACY_TABLE = 'kinko_cache';
/** A second connection (a leftover process, an operator's sqlite3 shell) is waited for, not failed on. */
const BUSY_TIMEOUT_MS = 2_000;
/**
 * The file's layout (PRAGMA user_version). A file of an older layout is emptied at open and
 * rewritten with incremental auto-vacuum, which SQLite can only switch on with a VACUUM: it is a
 * cache, and the VACUUM of an empty file costs nothing.
 */
const SCHEMA_VERSION = 2;
/**
 * What the write-ahead log is cut back to after a checkpoint (sqlite.org/pragma.html
 * #pragma_journal_size_limit); without it the log keeps the size of the largest batch ever written.
 */
const WAL_LIMIT_BYTES = 4 * 1024 * 1024;

/**
 * WAL with synchronous=NORMAL: a commit appends to the log with no fsync, only checkpoints sync
 * (sqlite.org/wal.html "Performance Considerations"). A power cut can lose the last commits but
 * never corrupts the file, which is the right trade for a cache. The table is keyed by Keyv's
 * prefixed key; `expires` (epoch ms, NULL = kept for good) lets the sweep drop what Keyv would
 * only drop when it happens to read it, `written` (epoch ms) orders eviction. Both are indexed so
 * that neither scans the table.
 */
const SCHEMA = `
  PRAGMA journal_mode = WAL;
  PRAGMA synchronous = NORMAL;
  PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};
  PRAGMA journal_size_limit = ${WAL_LIMIT_BYTES};
  CREATE TABLE IF NOT EXISTS ${TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires INTEGER, written INTEGER NOT NULL) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS ${TABLE}_expires ON ${TABLE} (expires) WHERE expires IS NOT NULL;
  CREATE INDEX IF NOT EXISTS ${TABLE}_written ON ${TABLE} (written);
`;
const UPGRADE = `
  DROP TABLE IF EXISTS ${LEGACY_TABLE};
  DROP TABLE IF EXISTS ${TABLE};
  PRAGMA auto_vacuum = INCREMENTAL;
  VACUUM;
  PRAGMA user_version = ${SCHEMA_VERSION};
`;

/** Four bound parameters per entry, under SQLite's default limit of 32,766 (sqlite.org/limits.html). */
const ROWS_PER_STATEMENT = 8_000;

/** What an SQLite error says about the file itself rather than about one statement. */
const CORRUPT_CODES = new Set(['SQLITE_NOTADB', 'SQLITE_CORRUPT']);

interface StoreEntry {
  key: string;
  value: string;
  ttl?: number;
}

/**
 * A Keyv storage adapter over one SQLite file, replacing @keyv/sqlite, which writes each key in a
 * transaction of its own in rollback-journal mode and leaves a file it cannot open as an unhandled
 * rejection. Here `setMany` is ONE statement, so one transaction per batch,
 * and `getMany` one query.
 *
 * The store keeps the set of its keys in memory (read at open, then kept by its own writes,
 * deletes and evictions: one file serves one process, docs/DECISIONS.md "Cache store"), so a read
 * of keys the file does not hold is answered at once instead of queueing for SQLite's one
 * connection behind the other reads and the write-behind batches: in a cold portfolio every read
 * is such a miss, and each waited 10–60 ms on the listings' critical path (docs/BENCHMARKS.md).
 * The set is bounded with the file: at most one key per KiB of `maxBytes` (sqliteEviction.ts).
 */
export class SqliteStore extends EventEmitter {
  readonly opts = { dialect: 'kinko-sqlite' };
  namespace?: string;
  private readonly keys = new Set<string>();
  private readonly eviction: SqliteEviction;
  private readonly now: () => number;

  private constructor(
    private readonly db: SqliteDb,
    file: string,
    options: EvictionOptions,
  ) {
    super();
    this.now = options.now ?? Date.now;
    this.eviction = new SqliteEviction(db, file, this.keys, TABLE, options);
  }

  /**
   * Opens (creating it and its directory) the file at `file`. A file that is not an SQLite
   * database is moved aside to `<file>.corrupt-<time>` and a new one created; a file that cannot be
   * opened at all (a read-only or missing data directory) resolves undefined, so the caller can
   * cache in memory. Either case is reported once through `warn`; nothing here throws.
   */
  static async open(
    file: string,
    warn: (message: string) => void,
    options: EvictionOptions = {},
  ): Promise<SqliteStore | undefined> {
    const now = options.now ?? Date.now;
    try {
      return await SqliteStore.connect(file, options);
    } catch (error) {
      if (!isCorrupt(error)) {
        warn(
          `cache file ${file} cannot be opened (${describeError(error)}): caching in memory for this run`,
        );
        return undefined;
      }
      const aside = `${file}.corrupt-${new Date(now()).toISOString().replace(/[:.]/g, '-')}`;
      try {
        renameSync(file, aside);
        // The log and index of the old file would be replayed into the new one.
        for (const suffix of ['-wal', '-shm'])
          if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
        const store = await SqliteStore.connect(file, options);
        warn(
          `cache file ${file} is not a readable SQLite database (${describeError(error)}): moved aside to ${aside}, starting with an empty cache`,
        );
        return store;
      } catch (second) {
        warn(
          `cache file ${file} is corrupt and could not be replaced (${describeError(second)}): caching in memory for this run`,
        );
        return undefined;
      }
    }
  }

  private static async connect(file: string, options: EvictionOptions): Promise<SqliteStore> {
    mkdirSync(path.dirname(file), { recursive: true });
    const db = await SqliteDb.open(file);
    try {
      const [version] = await db.all<{ user_version: number }>('PRAGMA user_version', []);
      if ((version?.user_version ?? 0) < SCHEMA_VERSION) await db.exec(UPGRADE);
      await db.exec(SCHEMA);
      const store = new SqliteStore(db, file, options);
      for (const { key } of await db.all<{ key: string }>(`SELECT key FROM ${TABLE}`, []))
        store.keys.add(key);
      store.eviction.start();
      return store;
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<string | undefined> {
    const [value] = await this.getMany([key]);
    return value;
  }

  async getMany(keys: string[]): Promise<(string | undefined)[]> {
    const held = keys.filter((key) => this.keys.has(key));
    if (held.length === 0) return keys.map(() => undefined);
    const rows = await this.db.all<{ key: string; value: string }>(
      `SELECT key, value FROM ${TABLE} WHERE key IN (SELECT value FROM json_each(?))`,
      [JSON.stringify(held)],
    );
    const byKey = new Map(rows.map((row) => [row.key, row.value]));
    return keys.map((key) => byKey.get(key));
  }

  async set(key: string, value: string, ttl?: number): Promise<void> {
    await this.setMany([ttl === undefined ? { key, value } : { key, value, ttl }]);
  }

  /**
   * One statement, hence one transaction, per ROWS_PER_STATEMENT entries (a batch of the
   * write-behind is far smaller). Values are bound as parameters: sending the rows as one JSON
   * document escaped every value's JSON a second time on the way in and made SQLite parse it all
   * back, ~0.2 s of CPU in a cold 100-wallet read's 7 MB of answers (docs/BENCHMARKS.md).
   */
  async setMany(entries: StoreEntry[]): Promise<void> {
    const now = this.now();
    for (const { key } of entries) this.keys.add(key);
    for (let start = 0; start < entries.length; start += ROWS_PER_STATEMENT) {
      const rows = entries.slice(start, start + ROWS_PER_STATEMENT);
      await this.db.run(
        `INSERT INTO ${TABLE} (key, value, expires, written) VALUES ${rows.map(() => '(?, ?, ?, ?)').join(', ')}
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires = excluded.expires, written = excluded.written`,
        rows.flatMap(({ key, value, ttl }) => [
          key,
          value,
          typeof ttl === 'number' && ttl > 0 ? now + ttl : null,
          now,
        ]),
      );
    }
    // Behind the write, not in it: the batch's caller (the store tier) has a time limit per call.
    this.eviction.afterWrite();
  }

  async delete(key: string): Promise<boolean> {
    return this.deleteMany([key]);
  }

  async deleteMany(keys: string[]): Promise<boolean> {
    for (const key of keys) this.keys.delete(key);
    const changes = await this.db.run(
      `DELETE FROM ${TABLE} WHERE key IN (SELECT value FROM json_each(?))`,
      [JSON.stringify(keys)],
    );
    return changes > 0;
  }

  async clear(): Promise<void> {
    for (const key of this.keys)
      if (this.namespace === undefined || key.startsWith(`${this.namespace}:`))
        this.keys.delete(key);
    await this.db.run(`DELETE FROM ${TABLE} WHERE key LIKE ?`, [
      this.namespace === undefined ? '%' : `${this.namespace}:%`,
    ]);
  }

  /** Stops the sweep, waits for an eviction under way, then closes the file. */
  async disconnect(): Promise<void> {
    await this.eviction.stop();
    await this.db.close();
  }
}

function isCorrupt(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    CORRUPT_CODES.has(error.code)
  );
}
