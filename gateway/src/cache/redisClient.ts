import { createClient } from '@keyv/redis';

const REDIS_CONNECT_TIMEOUT_MS = 1_000;

/**
 * No offline queue and no reconnect loop: while Redis is down a call fails at once instead of
 * waiting for it, and each later call connects afresh, so the cache comes back with Redis.
 */
export function createRedisClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: false, connectTimeout: REDIS_CONNECT_TIMEOUT_MS },
  });
}

export type RedisClient = ReturnType<typeof createRedisClient>;
