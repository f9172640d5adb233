import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { openCache } from './cache';
import { SqliteStore } from './sqliteStore';

// The SQLite store on real files (issue 12: WAL, one transaction per batch; issue 13: a store
// that cannot take the server down).

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
