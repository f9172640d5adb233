import Keyv, { type KeyvOptions } from 'keyv';
import KeyvRedis from '@keyv/redis';
import { ConfigError } from '../errors/errors';
import { deserialize, serialize } from './keyvJson';
import { MemoryStore } from './memoryStore';
import { createRedisClient } from './redisClient';
import { redisLocks } from './replicaLocks';
import { SqliteStore } from './sqliteStore';
import type { OpenedStore } from './storeTier';

const NAMESPACE = 'kinko';
/**
 * The longest an entry lives in Redis: a month. What the cache would keep for good (a closed day's
 * price, past blocks' transfers) is fetched again after that, rather than left where Redis's
 * `volatile-*` eviction policies never look (docs/DECISIONS.md "Bounded stores").
 */
const REDIS_MAX_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The memory-only store holds no more than this, whatever CACHE_MAX_BYTES says: it is heap. */
const MEMORY_STORE_MAX_BYTES = 64 * 1024 * 1024;

export interface StoreOptions {
  warn: (message: string) => void;
  /** What a SQLite file or the memory-only store may hold (CACHE_MAX_BYTES). */
  maxBytes: number;
  /**
   * The longest one store call may take (CACHE_TIMEOUT_MS); also Redis's TCP connection time. A
   * server that accepts and never answers is left to the store tier's timeout, which bypasses it.
   */
  timeoutMs: number;
}

/**
 * Opens the configured store: `sqlite://<file>` (default, under the data directory), or
 * `redis://…` / `rediss://…` when several replicas share one cache and its in-flight work
 * (DESIGN.md "Caching"). Only an unsupported URL throws, at once; a store that cannot be opened
 * becomes an in-memory one (a dead cache must not take the gateway down).
 */
export function openStore(cacheUrl: string, options: StoreOptions): Promise<OpenedStore> {
  const { warn, maxBytes, timeoutMs } = options;
  if (cacheUrl.startsWith('sqlite://')) {
    return SqliteStore.open(cacheUrl.slice('sqlite://'.length), warn, { maxBytes }).then((store) =>
      store ? { keyv: keyvOver(store), kind: 'sqlite' } : memoryStore(maxBytes),
    );
  }
  if (/^rediss?:\/\//.test(cacheUrl)) {
    const client = createRedisClient(cacheUrl, timeoutMs);
    const adapter = new KeyvRedis(client, {
      namespace: NAMESPACE,
      throwOnConnectError: true,
      throwOnErrors: true,
    });
    // The adapter prefixes the namespace itself; Keyv must not add it a second time.
    const keyv = keyvOver(adapter, { useKeyPrefix: false });
    return Promise.resolve({
      keyv,
      kind: 'redis',
      locks: redisLocks(() => adapter.getClient().then(() => client), NAMESPACE),
      maxTtlMs: REDIS_MAX_TTL_MS,
      // The commands a stalled Redis owes are rejected with the connection; the next call connects afresh.
      abandon: () => {
        if (client.isOpen) client.destroy();
      },
    });
  }
  throw new ConfigError(
    `Unsupported CACHE_URL "${redactUrl(cacheUrl)}": use sqlite://<file> or redis://host:port`,
  );
}

function memoryStore(maxBytes: number): OpenedStore {
  return {
    keyv: keyvOver(new MemoryStore(Math.min(maxBytes, MEMORY_STORE_MAX_BYTES))),
    kind: 'memory',
  };
}

/** Store failures are thrown to the store tier, which logs them once and answers around them. */
function keyvOver(store: KeyvOptions['store'], options: { useKeyPrefix?: boolean } = {}): Keyv {
  return new Keyv({
    store,
    namespace: NAMESPACE,
    throwOnErrors: true,
    emitErrors: false,
    serialize,
    deserialize,
    ...options,
  });
}

/** A Redis URL may carry a password. */
function redactUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}
