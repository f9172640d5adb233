import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { describeError } from '../errors/errors';

const TABLE = 'cache_entries';
/** The table @keyv/sqlite wrote before this store (one key per write, no expiry column): dropped. */
const LEGACY_TABLE = 'kinko_cache';
/** A second connection (a leftover process, an operator's sqlite3 shell) is waited for, not failed on. */
const BUSY_TIMEOUT_MS = 2_000;

/**
 * WAL with synchronous=NORMAL: a commit appends to the log with no fsync, only checkpoints sync
 * (sqlite.org/wal.html "Performance Considerations"). A power cut can lose the last commits but
 * never corrupts the file, which is the right trade for a cache. The table is keyed by Keyv's
 * prefixed key; `expires` (epoch ms, NULL = kept for good) lets a start drop what Keyv would
 * only drop when it happens to read it.
 */
const SCHEMA = `
  PRAGMA journal_mode = WAL;
  PRAGMA synchronous = NORMAL;
  PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};
  DROP TABLE IF EXISTS ${LEGACY_TABLE};
  CREATE TABLE IF NOT EXISTS ${TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires INTEGER) WITHOUT ROWID;
`;

/** Three bound parameters per entry, under SQLite's default limit of 32,766 (sqlite.org/limits.html). */
const ROWS_PER_STATEMENT = 10_000;

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
 * rejection (issue 12, issue 13). Here `setMany` is ONE statement, so one transaction per batch,
 * and `getMany` one query.
 *
 * The store keeps the set of its keys in memory (read at open, then kept by its own writes: one
 * file serves one process, docs/DECISIONS.md "Cache store"), so a read of keys the file does not
 * hold is answered at once instead of queueing for SQLite's one connection behind the other reads
 * and the write-behind batches: in a cold portfolio every read is such a miss, and each waited
 * 10–60 ms on the listings' critical path (docs/BENCHMARKS.md).
 */
export class SqliteStore extends EventEmitter {
  readonly opts = { dialect: 'kinko-sqlite' };
  namespace?: string;
  private readonly keys = new Set<string>();

  private constructor(private readonly db: sqlite3.Database) {
    super();
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
    now: () => number = Date.now,
  ): Promise<SqliteStore | undefined> {
    try {
      return await SqliteStore.connect(file, now);
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
        const store = await SqliteStore.connect(file, now);
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

  private static async connect(file: string, now: () => number): Promise<SqliteStore> {
    mkdirSync(path.dirname(file), { recursive: true });
    const db = await new Promise<sqlite3.Database>((resolve, reject) => {
      const opened: sqlite3.Database = new sqlite3.Database(file, (error) =>
        error ? reject(error) : resolve(opened),
      );
    });
    const store = new SqliteStore(db);
    try {
      await store.exec(SCHEMA);
      await store.run(`DELETE FROM ${TABLE} WHERE expires IS NOT NULL AND expires < ?`, [now()]);
      for (const { key } of await store.all<{ key: string }>(`SELECT key FROM ${TABLE}`, []))
        store.keys.add(key);
    } catch (error) {
      await store.disconnect().catch(() => undefined);
      throw error;
    }
    return store;
  }

  async get(key: string): Promise<string | undefined> {
    const [value] = await this.getMany([key]);
    return value;
  }

  async getMany(keys: string[]): Promise<(string | undefined)[]> {
    const held = keys.filter((key) => this.keys.has(key));
    if (held.length === 0) return keys.map(() => undefined);
    const rows = await this.all<{ key: string; value: string }>(
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
    const now = Date.now();
    for (const { key } of entries) this.keys.add(key);
    for (let start = 0; start < entries.length; start += ROWS_PER_STATEMENT) {
      const rows = entries.slice(start, start + ROWS_PER_STATEMENT);
      await this.run(
        `INSERT INTO ${TABLE} (key, value, expires) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires = excluded.expires`,
        rows.flatMap(({ key, value, ttl }) => [
          key,
          value,
          typeof ttl === 'number' && ttl > 0 ? now + ttl : null,
        ]),
      );
    }
  }

  async delete(key: string): Promise<boolean> {
    return this.deleteMany([key]);
  }

  async deleteMany(keys: string[]): Promise<boolean> {
    for (const key of keys) this.keys.delete(key);
    const changes = await this.run(
      `DELETE FROM ${TABLE} WHERE key IN (SELECT value FROM json_each(?))`,
      [JSON.stringify(keys)],
    );
    return changes > 0;
  }

  async clear(): Promise<void> {
    for (const key of this.keys)
      if (this.namespace === undefined || key.startsWith(`${this.namespace}:`))
        this.keys.delete(key);
    await this.run(`DELETE FROM ${TABLE} WHERE key LIKE ?`, [
      this.namespace === undefined ? '%' : `${this.namespace}:%`,
    ]);
  }

  async disconnect(): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.db.close((error) => (error ? reject(error) : resolve())),
    );
  }

  private exec(sql: string): Promise<void> {
    return new Promise((resolve, reject) =>
      this.db.exec(sql, (error) => (error ? reject(error) : resolve())),
    );
  }

  private run(sql: string, params: unknown[]): Promise<number> {
    return new Promise((resolve, reject) =>
      this.db.run(sql, params, function (this: sqlite3.RunResult, error: Error | null) {
        if (error) reject(error);
        else resolve(this.changes);
      }),
    );
  }

  private all<Row>(sql: string, params: unknown[]): Promise<Row[]> {
    return new Promise((resolve, reject) =>
      this.db.all(sql, params, (error: Error | null, rows: Row[]) =>
        error ? reject(error) : resolve(rows),
      ),
    );
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
