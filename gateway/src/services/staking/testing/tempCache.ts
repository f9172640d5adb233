import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openCache, type Cache } from '../../../cache/cache';

/** A real SQLite cache in a fresh temp directory; close them all in afterEach. */
export function tempCaches(): { open(): Cache; closeAll(): Promise<void> } {
  const open: Cache[] = [];
  return {
    open() {
      const cache = openCache(`sqlite://${path.join(mkdtempSync(path.join(tmpdir(), 'kinko-staking-')), 'cache.sqlite')}`);
      open.push(cache);
      return cache;
    },
    async closeAll() {
      await Promise.all(open.splice(0).map((cache) => cache.close()));
    },
  };
}
