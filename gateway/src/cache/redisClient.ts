import { createClient } from '@keyv/redis';

/**
 * No offline queue and no reconnect loop: while Redis is down a call fails at once instead of
 * waiting for it, and each later call connects afresh, so the cache comes back with Redis.
 */
export function createRedisClient(url: string, connectTimeoutMs: number) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: false, connectTimeout: connectTimeoutMs },
  });
}

export type RedisClient = ReturnType<typeof createRedisClient>;
