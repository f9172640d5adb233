import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { openCache } from './cache';
import { SqliteStore } from './sqliteStore';

// The SQLite store on real files (WAL, one transaction per batch): a store
// that cannot take the server down.

const MINUTE = 60_000;
let dir: string;
let runs = 0;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kinko-sqlite-store-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runDir(): string {
  runs += 1;
  const run = path.join(dir, `run-${runs}`);
  mkdirSync(run);
  return run;
}

function query<Row>(file: string, sql: string): Promise<Row[]> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (error) => {
      if (error) return reject(error);
      db.all(sql, (queryError: Error | null, rows: Row[]) =>
        db.close(() => (queryError ? reject(queryError) : resolve(rows))),
      );
    });
  });
}

describe('the SQLite store', () => {
  it('runs in WAL mode and keeps a batch of 500 keys written behind the request', async () => {
    const file = path.join(runDir(), 'cache.sqlite');
    const cache = openCache(`sqlite://${file}`, { warn: () => undefined });
    const keys = Array.from({ length: 500 }, (_, index) => `tokens:eth:0x${index}`);
    await cache.getOrFetchMany(
      keys,
      MINUTE,
      async (missing) => new Map(missing.map((key) => [key, { key }])),
    );
    await cache.close();
    await expect(query(file, 'PRAGMA journal_mode')).resolves.toEqual([{ journal_mode: 'wal' }]);
    await expect(query(file, 'SELECT count(*) AS rows FROM cache_entries')).resolves.toEqual([
      { rows: 500 },
    ]);
  });

  it('keeps every entry of a batch larger than one statement binds, and the last value of a key', async () => {
    const file = path.join(runDir(), 'cache.sqlite');
    const store = await SqliteStore.open(file, () => undefined);
    if (store === undefined) throw new Error('store not opened');
    const entries = Array.from({ length: 10_050 }, (_, index) => {
      const value = JSON.stringify({ index, text: 'a "quoted", \\escaped\n value' });
      return index % 2 === 0
        ? { key: `k${index}`, value, ttl: MINUTE }
        : { key: `k${index}`, value };
    });
    await store.setMany(entries);
    await store.setMany([{ key: 'k3', value: '"again"' }]);
    await expect(store.getMany(['k0', 'k10049', 'k3', 'missing'])).resolves.toEqual([
      entries[0]?.value,
      entries[10_049]?.value,
      '"again"',
      undefined,
    ]);
    await store.disconnect();
    await expect(
      query(file, 'SELECT count(*) AS rows, count(expires) AS expiring FROM cache_entries'),
    ).resolves.toEqual([{ rows: 10_050, expiring: 5_025 }]);
  });

  it('moves a file of garbage aside, starts empty, warns once, and caches again', async () => {
    const run = runDir();
    const file = path.join(run, 'cache.sqlite');
    writeFileSync(file, 'this is not an SQLite database, just garbage '.repeat(200));
    const warn = jest.fn<(message: string) => void>();
    const cache = openCache(`sqlite://${file}`, { warn });
    const fetcher = jest.fn(async () => 'from upstream');
    await expect(cache.getOrFetch('k', MINUTE, fetcher)).resolves.toMatchObject({
      value: 'from upstream',
      state: 'fresh',
    });
    await cache.close();

    const aside = readdirSync(run).filter((name) => name.startsWith('cache.sqlite.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(run, aside[0] ?? ''), 'utf8')).toContain('just garbage');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /is not a readable SQLite database \(.*SQLITE_NOTADB.*\): moved aside to .*cache\.sqlite\.corrupt-/,
    );

    const reopened = openCache(`sqlite://${file}`, { warn });
    await expect(reopened.getOrFetch('k', MINUTE, fetcher)).resolves.toMatchObject({
      value: 'from upstream',
      state: 'cached',
    });
    await reopened.close();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  // Tests run as root, for whom chmod does not make a directory read-only; a data directory under
  // a regular file cannot be created by anyone (ENOTDIR), which is the unopenable case.
  it('caches in memory, with one warning, when the data directory cannot be created', async () => {
    const blocker = path.join(runDir(), 'not-a-directory');
    writeFileSync(blocker, '');
    const warn = jest.fn<(message: string) => void>();
    const cache = openCache(`sqlite://${path.join(blocker, 'data', 'cache.sqlite')}`, { warn });
    const fetcher = jest.fn(async () => 'from upstream');
    await expect(cache.getOrFetch('k', MINUTE, fetcher)).resolves.toMatchObject({ state: 'fresh' });
    await expect(cache.getOrFetch('k', MINUTE, fetcher)).resolves.toMatchObject({
      state: 'cached',
    });
    await expect(cache.readiness()).resolves.toEqual({ ready: true, store: 'memory' });
    await cache.close();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /cannot be opened \(.*ENOTDIR.*\): caching in memory for this run/,
    );
  });

  it('caches in memory when the file is a directory SQLite cannot open (SQLITE_CANTOPEN)', async () => {
    const file = path.join(runDir(), 'cache.sqlite');
    mkdirSync(file);
    const warn = jest.fn<(message: string) => void>();
    const cache = openCache(`sqlite://${file}`, { warn });
    await expect(cache.getOrFetch('k', MINUTE, async () => 1)).resolves.toMatchObject({
      state: 'fresh',
    });
    await cache.close();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/SQLITE_CANTOPEN.*caching in memory/);
  });

  it('is ready when the file answers', async () => {
    const cache = openCache(`sqlite://${path.join(runDir(), 'cache.sqlite')}`);
    await expect(cache.readiness()).resolves.toEqual({ ready: true, store: 'sqlite' });
    await cache.close();
  });
});

/** The file and its write-ahead log and shared memory, as the data directory holds them. */
function fileBytes(file: string): number {
  const dir = path.dirname(file);
  return readdirSync(dir)
    .filter((name) => name.startsWith(path.basename(file)))
    .reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
}

async function openStore(file: string, maxBytes: number, now: () => number = Date.now) {
  const store = await SqliteStore.open(file, () => undefined, { maxBytes, now });
  if (store === undefined) throw new Error('store not opened');
  return store;
}

const KB = 1024;
const MB = 1024 * KB;

describe('the SQLite store within its caps (CACHE_MAX_MB)', () => {
  it('evicts the least recently written entries once the file passes its byte cap, down under it', async () => {
    const file = path.join(runDir(), 'cache.sqlite');
    const store = await openStore(file, MB);
    const value = JSON.stringify('v'.repeat(4 * KB));
    // 40 batches of 25 entries of 4 KB: 4 MB through a 1 MB cap.
    for (let batch = 0; batch < 40; batch += 1)
      await store.setMany(
        Array.from({ length: 25 }, (_, index) => ({ key: `k${batch}:${index}`, value })),
      );
    const [first, last] = await store.getMany(['k0:0', 'k39:24']);
    await store.disconnect();
    expect(fileBytes(file)).toBeLessThanOrEqual(MB);
    expect(first).toBeUndefined();
    expect(last).toBe(value);
    const [{ rows } = { rows: 0 }] = await query<{ rows: number }>(
      file,
      'SELECT count(*) AS rows FROM cache_entries',
    );
    // Under the cap at 4 KB a row, and not emptied: down to about 90 % of it.
    expect(rows).toBeGreaterThan(150);
    expect(rows).toBeLessThan(256);
  });

  it('holds at most one key per KiB of its cap (the key index is kept in memory), whatever their size', async () => {
    const file = path.join(runDir(), 'cache.sqlite');
    const store = await openStore(file, 12 * MB);
    await store.setMany(
      Array.from({ length: 15_000 }, (_, index) => ({ key: `p${index}`, value: '1' })),
    );
    const [oldest, newest] = await store.getMany(['p0', 'p14999']);
    await store.disconnect();
    const [{ rows } = { rows: 0 }] = await query<{ rows: number }>(
      file,
      'SELECT count(*) AS rows FROM cache_entries',
    );
    expect(rows).toBeLessThanOrEqual(12 * 1024);
    expect([oldest, newest]).toEqual([undefined, '1']);
  });

  it('sweeps expired entries while running, a bounded number a minute, and at open', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'Date'] });
    try {
      let clock = Date.UTC(2026, 0, 1);
      const file = path.join(runDir(), 'cache.sqlite');
      const store = await openStore(file, 256 * MB, () => clock);
      await store.setMany([
        ...Array.from({ length: 12_000 }, (_, index) => ({
          key: `old${index}`,
          value: '1',
          ttl: MINUTE,
        })),
        { key: 'kept', value: '2' },
        { key: 'later', value: '3', ttl: 60 * MINUTE },
      ]);
      clock += 2 * MINUTE;
      jest.advanceTimersByTime(MINUTE);
      // Closing waits for the sweep under way.
      await store.disconnect();
      // One sweep deletes at most 10,000 rows; the rest go with the next one, here at open.
      await expect(
        query(file, "SELECT count(*) AS rows FROM cache_entries WHERE key LIKE 'old%'"),
      ).resolves.toEqual([{ rows: 2_000 }]);
      const reopened = await openStore(file, 256 * MB, () => clock);
      await reopened.disconnect();
      await expect(query(file, 'SELECT key FROM cache_entries ORDER BY key')).resolves.toEqual([
        { key: 'kept' },
        { key: 'later' },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('empties a file of the older layout at open and vacuums incrementally', async () => {
    const file = path.join(runDir(), 'cache.sqlite');
    await new Promise<void>((resolve, reject) => {
      const db = new sqlite3.Database(file, (error) => {
        if (error) return reject(error);
        db.exec(
          "CREATE TABLE cache_entries (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires INTEGER) WITHOUT ROWID; INSERT INTO cache_entries VALUES ('a', '1', NULL);",
          (execError) => db.close(() => (execError ? reject(execError) : resolve())),
        );
      });
    });
    const store = await openStore(file, MB);
    await expect(store.getMany(['a'])).resolves.toEqual([undefined]);
    await store.disconnect();
    await expect(query(file, 'PRAGMA auto_vacuum')).resolves.toEqual([{ auto_vacuum: 2 }]);
  });
});
