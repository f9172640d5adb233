import Keyv, { type KeyvOptions } from 'keyv';
import KeyvRedis from '@keyv/redis';
import { ConfigError } from '../errors/errors';
import { deserialize, serialize } from './keyvJson';
import { createRedisClient } from './redisClient';
import { redisLocks } from './replicaLocks';
import { SqliteStore } from './sqliteStore';
import type { OpenedStore } from './storeTier';

const NAMESPACE = 'kinko';

/**
 * Opens the configured store: `sqlite://<file>` (default, under the data directory), or
 * `redis://…` / `rediss://…` when several replicas share one cache and its in-flight work
 * (DESIGN.md "Caching"). Only an unsupported URL throws, at once; a store that cannot be opened
 * becomes an in-memory one (issue 13: a dead cache must not take the gateway down).
 */
export function openStore(cacheUrl: string, warn: (message: string) => void): Promise<OpenedStore> {
  if (cacheUrl.startsWith('sqlite://')) {
    return SqliteStore.open(cacheUrl.slice('sqlite://'.length), warn).then((store) =>
      store ? { keyv: keyvOver(store), kind: 'sqlite' } : memoryStore(),
    );
  }
  if (/^rediss?:\/\//.test(cacheUrl)) {
    const client = createRedisClient(cacheUrl);
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
    });
  }
  throw new ConfigError(
    `Unsupported CACHE_URL "${redactUrl(cacheUrl)}": use sqlite://<file> or redis://host:port`,
  );
}

function memoryStore(): OpenedStore {
  return { keyv: keyvOver(new Map()), kind: 'memory' };
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
