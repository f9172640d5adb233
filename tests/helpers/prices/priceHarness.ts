import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Address } from '../../../shared/src/addresses';
import { openCache, type Cache } from '../../../gateway/src/cache/cache';
import { loadConfig } from '../../../gateway/src/config/env';
import { createHttpClient } from '../../../gateway/src/http/httpClient';
import type { PriceDeps } from '../../../gateway/src/services/prices/priceDeps';

/** A test clock, the instant the fake 24h-ago lookups are measured from. */
export const NOW = Date.UTC(2026, 7, 20, 12, 0, 0);

export interface PriceHarness {
  deps: PriceDeps;
  cache: Cache;
  /** Moves the cache's and the engine's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/**
 * Real dependencies pointed at a loopback server: config from env variables (`env` overrides the
 * defaults, e.g. with the sandbox's), the HTTP client with the spec's retry policy (sleeps
 * skipped), a fresh SQLite cache in a temp dir, and a clock starting at `now` (ms).
 */
export function priceHarness(
  serverUrl: string,
  options: { env?: Record<string, string>; now?: number } = {},
): PriceHarness {
  const dir = mkdtempSync(path.join(tmpdir(), 'kinko-prices-'));
  let clock = options.now ?? NOW;
  const now = () => clock;
  const cache = openCache(`sqlite://${path.join(dir, 'cache.sqlite')}`, { now });
  const config = loadConfig(
    {
      DEXSCREENER_URL: `${serverUrl}/dexscreener`,
      DEFILLAMA_URL: `${serverUrl}/defillama`,
      PULSE_BLOCKSCOUT_URL: `${serverUrl}/blockscout/pulse`,
      ETH_BLOCKSCOUT_URL: `${serverUrl}/blockscout/eth`,
      ...options.env,
    },
    dir,
  );
  const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
  return {
    deps: { config, http, cache, now },
    cache,
    advance: (ms) => void (clock += ms),
    close: () => cache.close(),
  };
}

/** `count` distinct lowercase addresses starting at `from`, e.g. tokenAddresses(40). */
export function tokenAddresses(count: number, from = 1): Address[] {
  return Array.from(
    { length: count },
    (_, index) => `0x${(0x1000 + from + index).toString(16).padStart(40, '0')}` as Address,
  );
}
