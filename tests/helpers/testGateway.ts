import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openCache, type Cache } from '../../gateway/src/cache/cache';
import { CHAIN_KEYS, CHAINS } from '../../shared/src/chains';
import { chainEnvName, loadConfig } from '../../gateway/src/config/env';
import { createHttpClient } from '../../gateway/src/http/httpClient';
import { createLogger } from '../../gateway/src/logging/logger';
import { createGateway, type Gateway, type GatewayOverrides } from '../../gateway/src/server';
import type { DestinationStream } from 'pino';

export interface TestGatewayOptions {
  /** The cache's clock, so a test can age cached data past its TTL without waiting. */
  now?: () => number;
  /** The gateway's clock for dated data (history's days): the sandbox world's present, WORLD_NOW. */
  clock?: () => number;
  /** The HTTP client's wait between retries, so a test about retries need not sit through spec §7's backoff. */
  sleep?: (ms: number) => Promise<void>;
  /** Where the gateway's log lines go (JSON, level debug), for tests that read them back; silent otherwise. */
  logs?: DestinationStream;
  /** A cache of the test's own (e.g. one that fails), instead of a SQLite file in the data directory. */
  cache?: Cache;
}

export interface TestGateway {
  gateway: Gateway;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A gateway on a throw-away data directory, configured only through environment variables —
 * the same path a user's configuration takes. Upstream URLs default to unroutable loopback
 * ports so a test can never reach the internet by forgetting one; a chain with no Blockscout by
 * default (BSC) keeps none, as for a user.
 */
export async function startTestGateway(
  env: Record<string, string> = {},
  options: TestGatewayOptions = {},
): Promise<TestGateway> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinko-test-'));
  const offline: Record<string, string> = {};
  for (const chain of CHAIN_KEYS) {
    if (CHAINS[chain].blockscoutUrl !== null)
      offline[chainEnvName(chain, 'BLOCKSCOUT_URL')] = 'http://127.0.0.1:9';
    offline[chainEnvName(chain, 'RPC_URLS')] = 'http://127.0.0.1:9';
  }
  for (const name of [
    'DEXSCREENER_URL',
    'DEFILLAMA_URL',
    'GECKOTERMINAL_URL',
    'COINGECKO_URL',
    'ETHERSCAN_URL',
    'FRANKFURTER_URL',
  ])
    offline[name] = 'http://127.0.0.1:9';
  // Per-client limits are off unless a test sets them: every request of a test comes from one
  // client, and tests of fresh reads and CSV exports send more than a person would
  // (tests/integration/queryLimits.test.ts sets and tests them).
  const unlimited = { RATE_LIMIT_FRESH: '0', RATE_LIMIT_API: '0' };
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ...offline,
    ...unlimited,
    ...env,
    DATA_DIR: dataDir,
    PORT: '0',
  });
  const overrides: GatewayOverrides = {};
  if (options.now !== undefined)
    overrides.cache = openCache(config.cacheUrl, {
      now: options.now,
      maxBytes: config.cacheLimits.maxBytes,
      storeTimeoutMs: config.cacheLimits.timeoutMs,
    });
  if (options.cache !== undefined) overrides.cache = options.cache;
  if (options.clock !== undefined) overrides.now = options.clock;
  if (options.logs !== undefined) overrides.logger = createLogger('debug', options.logs);
  if (options.sleep !== undefined)
    overrides.http = createHttpClient({ timeoutMs: config.httpTimeoutMs, sleep: options.sleep });
  const gateway = await createGateway(config, overrides);
  return {
    gateway,
    dataDir,
    close: async () => {
      await gateway.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `run` against a fresh test gateway on `env`, closing it whatever happens. */
export async function withTestGateway<T>(
  env: Record<string, string>,
  run: (gateway: TestGateway) => Promise<T>,
  options: TestGatewayOptions = {},
): Promise<T> {
  const gateway = await startTestGateway(env, options);
  try {
    return await run(gateway);
  } finally {
    await gateway.close();
  }
}
