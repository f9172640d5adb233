import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { withTestGateway } from '../helpers/testGateway';
import { startSandbox, type Sandbox } from '../sandbox/index';

// What clients can make the server write is held by caps: 400 distinct ~100 KB icons (what the
// per-client icon limit allows in under a minute) and thousands of distinct cache entries leave
// the data directory under ICON_CACHE_MAX_MB and CACHE_MAX_MB, oldest entries evicted first.

const MB = 1024 * 1024;
const ICONS = 400;
const ICON_KB = 100;
/** Icons fetched at once: a page's worth of <img> requests. */
const PARALLEL = 8;

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ wallets: 1 });
}, 60_000);
afterAll(() => sandbox.stop());

/** The bytes of a store's files: the SQLite file, its write-ahead log and shared memory. */
function storeBytes(dataDir: string, file: string): number {
  return readdirSync(dataDir)
    .filter((name) => name.startsWith(file))
    .reduce((sum, name) => sum + statSync(path.join(dataDir, name)).size, 0);
}

/** Eviction runs behind the writes: the size it ends at, waiting for it a few seconds at most. */
async function settledBytes(dataDir: string, file: string, cap: number): Promise<number> {
  const until = Date.now() + 10_000;
  while (storeBytes(dataDir, file) > cap && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return storeBytes(dataDir, file);
}

describe('the data directory under hostile traffic', () => {
  it('keeps 400 distinct ~100 KB icons under ICON_CACHE_MAX_MB, newest kept, and leaves the data cache alone', async () => {
    const cap = 8 * MB;
    await withTestGateway(
      { ...sandbox.env, ICON_CACHE_MAX_MB: '8' },
      async ({ gateway, dataDir }) => {
        const src = (index: number) =>
          `${sandbox.url}/images/assets.coingecko.com/coins/images/${index}/large/logo.png?kb=${ICON_KB}`;
        let served = 0;
        for (let start = 0; start < ICONS; start += PARALLEL) {
          const answers = await Promise.all(
            Array.from({ length: PARALLEL }, (_, offset) =>
              request(gateway.app)
                .get('/icons')
                .query({ src: src(start + offset) }),
            ),
          );
          for (const answer of answers) {
            expect(answer.status).toBe(200);
            served += (answer.body as Buffer).length;
          }
        }
        expect(served).toBeGreaterThan(ICONS * ICON_KB * 1000);
        await gateway.iconCache.flush();
        expect(await settledBytes(dataDir, 'icons.sqlite', cap)).toBeLessThanOrEqual(cap);
        expect(storeBytes(dataDir, 'cache.sqlite')).toBeLessThan(MB);

        sandbox.counters.reset();
        const newest = await request(gateway.app)
          .get('/icons')
          .query({ src: src(ICONS - 1) });
        expect(newest.status).toBe(200);
        expect(sandbox.counters.count('images', 'image')).toBe(0);
        const oldest = await request(gateway.app)
          .get('/icons')
          .query({ src: src(0) });
        expect(oldest.status).toBe(200);
        expect(sandbox.counters.count('images', 'image')).toBe(1);
      },
    );
  }, 180_000);

  it('keeps thousands of distinct cache entries under CACHE_MAX_MB', async () => {
    const cap = 4 * MB;
    await withTestGateway({ CACHE_MAX_MB: '4' }, async ({ gateway, dataDir }) => {
      const rounds = 30;
      const perRound = 100;
      for (let round = 0; round < rounds; round += 1) {
        const keys = Array.from({ length: perRound }, (_, index) => `response:${round}:${index}`);
        await gateway.cache.getOrFetchMany(
          keys,
          60_000,
          async (missing) =>
            new Map(missing.map((key) => [key, { key, body: `${key} `.repeat(1_000) }])),
        );
        await gateway.cache.flush();
      }
      // ~3,000 entries of ~16 KB: about 48 MB written through a 4 MB cap.
      expect(await settledBytes(dataDir, 'cache.sqlite', cap)).toBeLessThanOrEqual(cap);
    });
  }, 120_000);
});
