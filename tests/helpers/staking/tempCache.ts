import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FRESH_REUSE_MS, openCache, type Cache } from '../../../gateway/src/cache/cache';

/**
 * A real SQLite cache in a fresh temp directory; close them all in afterEach. `later()` moves the
 * caches' clock past the window in which a `fresh` read reuses what was just fetched.
 */
export function tempCaches(): { open(): Cache; later(): void; closeAll(): Promise<void> } {
  let clock = Date.now();
  const open: Cache[] = [];
  return {
    open() {
      const cache = openCache(
        `sqlite://${path.join(mkdtempSync(path.join(tmpdir(), 'kinko-staking-')), 'cache.sqlite')}`,
        { now: () => clock },
      );
      open.push(cache);
      return cache;
    },
    later() {
      clock += FRESH_REUSE_MS;
    },
    async closeAll() {
      await Promise.all(open.splice(0).map((cache) => cache.close()));
    },
  };
}
