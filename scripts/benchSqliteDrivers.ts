/**
 * The cache store's workload on the two SQLite drivers Node 24 can use: `sqlite3` (native addon,
 * statements on libuv's thread pool, what gateway/src/cache/sqliteDb.ts wraps) and the built-in
 * `node:sqlite` (DatabaseSync, statements on the calling thread). Same file settings and the same
 * statements as gateway/src/cache/sqliteStore.ts: write-behind batches as one multi-row upsert,
 * reads as one `json_each` query per tick's keys. Reports per-call time and how much of it the
 * event loop was blocked (eventLoopUtilization), which is what a request waiting on the loop pays.
 *
 *   node_modules/.bin/node --import tsx scripts/benchSqliteDrivers.ts [dir]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import { SqliteDb } from '../gateway/src/cache/sqliteDb';

const ENTRIES = 20_000;
/** The write-behind's batches: a cold portfolio writes a few hundred entries per 200 ms window. */
const BATCH = 250;
const VALUE_BYTES = 2_048;
/** Keys read in one tick (one getMany) and how many such reads. */
const READ_KEYS = 20;
const READS = 2_000;

const SCHEMA = `
  PRAGMA journal_mode = WAL;
  PRAGMA synchronous = NORMAL;
  CREATE TABLE cache_entries (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires INTEGER, written INTEGER NOT NULL) WITHOUT ROWID;
  CREATE INDEX cache_entries_written ON cache_entries (written);
`;
const upsert = (rows: number) =>
  `INSERT INTO cache_entries (key, value, expires, written) VALUES ${Array.from({ length: rows }, () => '(?, ?, ?, ?)').join(', ')}
   ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires = excluded.expires, written = excluded.written`;
const SELECT = `SELECT key, value FROM cache_entries WHERE key IN (SELECT value FROM json_each(?))`;

interface Driver {
  name: string;
  exec(sql: string): Promise<void>;
  run(sql: string, params: (string | number | null)[]): Promise<void>;
  all(sql: string, params: string[]): Promise<unknown[]>;
  close(): Promise<void>;
}

async function sqlite3Driver(file: string): Promise<Driver> {
  const db = await SqliteDb.open(file);
  return {
    name: 'sqlite3',
    exec: (sql) => db.exec(sql),
    run: async (sql, params) => void (await db.run(sql, params)),
    all: (sql, params) => db.all(sql, params),
    close: () => db.close(),
  };
}

function nodeSqliteDriver(file: string): Driver {
  const db = new DatabaseSync(file);
  // Prepared once per shape, as a store on this driver would keep them.
  const statements = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (statement === undefined) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  return {
    name: 'node:sqlite',
    exec: async (sql) => db.exec(sql),
    run: async (sql, params) => void prepared(sql).run(...params),
    all: async (sql, params) => prepared(sql).all(...params),
    close: async () => db.close(),
  };
}

const value = 'x'.repeat(VALUE_BYTES);
const key = (index: number) => `kinko:entry-${index}`;

async function measure(label: string, count: number, step: (index: number) => Promise<unknown>) {
  const loop = performance.eventLoopUtilization();
  const start = performance.now();
  for (let index = 0; index < count; index += 1) await step(index);
  const elapsed = performance.now() - start;
  const busy = performance.eventLoopUtilization(loop);
  return `${label}: ${((elapsed * 1000) / count).toFixed(0)} µs a call, event loop busy ${(busy.utilization * 100).toFixed(0)} %`;
}

async function bench(open: (file: string) => Promise<Driver> | Driver, dir: string) {
  const driver = await open(path.join(dir, `${Math.random().toString(36).slice(2)}.sqlite`));
  await driver.exec(SCHEMA);
  const sql = upsert(BATCH);
  const lines = [driver.name];
  lines.push(
    await measure(`write ${BATCH} × ${VALUE_BYTES} B`, ENTRIES / BATCH, (batch) =>
      driver.run(
        sql,
        Array.from({ length: BATCH }, (_, row) => [
          key(batch * BATCH + row),
          value,
          null,
          Date.now(),
        ]).flat(),
      ),
    ),
  );
  const keysFor = (read: number) =>
    JSON.stringify(
      Array.from({ length: READ_KEYS }, (_, k) => key((read * 7919 + k * 104_729) % ENTRIES)),
    );
  lines.push(
    await measure(`read ${READ_KEYS} keys`, READS, (read) => driver.all(SELECT, [keysFor(read)])),
  );
  // A tick's reads issued together, as the store tier's callers do while a batch is written.
  lines.push(
    await measure(`read ${READ_KEYS} keys ×10 concurrent + a write`, READS / 10, (round) =>
      Promise.all([
        ...Array.from({ length: 10 }, (_, k) => driver.all(SELECT, [keysFor(round * 10 + k)])),
        driver.run(
          sql,
          Array.from({ length: BATCH }, (_, row) => [
            key((round * BATCH + row) % ENTRIES),
            value,
            null,
            Date.now(),
          ]).flat(),
        ),
      ]),
    ),
  );
  await driver.close();
  return lines.join('\n  ');
}

const dir = mkdtempSync(path.join(process.argv[2] ?? tmpdir(), 'kinko-sqlite-'));
try {
  console.log(`node ${process.version}, ${ENTRIES} entries`);
  for (let round = 0; round < 2; round += 1) {
    console.log(await bench(sqlite3Driver, dir));
    console.log(await bench(nodeSqliteDriver, dir));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
