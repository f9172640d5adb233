import { randomUUID } from 'node:crypto';
import type { RedisClient } from './redisClient';

/**
 * How long a lock outlives a holder that died without releasing it. Longer than an upstream call
 * with its retries usually takes, so a live holder keeps it; waiters stop waiting much earlier
 * anyway (LOCK_WAIT_MS), so a dead holder costs them at most that.
 */
const LOCK_TTL_MS = 15_000;
/**
 * The longest a replica waits for another's fetch before fetching itself: a few upstream round
 * trips, well inside the request deadline (docs/DECISIONS.md "Replicas share in-flight work").
 */
export const LOCK_WAIT_MS = 3_000;
/** How often a waiter looks for the holder's result (one MGET of the entries, one of the locks). */
export const LOCK_POLL_MS = 25;

/** Deletes a key's lock only if this process still holds it (a lock that expired may be someone else's). */
const RELEASE_SCRIPT = `
  local released = 0
  for index, key in ipairs(KEYS) do
    if redis.call('GET', key) == ARGV[1] then released = released + redis.call('DEL', key) end
  end
  return released`;

/** Single-flight across replicas: a short lock per key in the shared store (DESIGN.md "Running in production"). */
export interface ReplicaLocks {
  /** Takes the lock of each key nobody holds; answers the keys taken. */
  acquire(keys: readonly string[]): Promise<Set<string>>;
  /** Whether each key's lock is still held, by anyone. */
  held(keys: readonly string[]): Promise<boolean[]>;
  release(keys: readonly string[]): Promise<void>;
}

/** Locks as Redis keys set with NX and PX, tagged with this process's id (redis.io/docs/latest/commands/set). */
export function redisLocks(client: () => Promise<RedisClient>, namespace: string): ReplicaLocks {
  const owner = randomUUID();
  const lockKey = (key: string) => `${namespace}:lock:${key}`;
  return {
    async acquire(keys) {
      if (keys.length === 0) return new Set();
      const multi = (await client()).multi();
      for (const key of keys)
        multi.set(lockKey(key), owner, {
          condition: 'NX',
          expiration: { type: 'PX', value: LOCK_TTL_MS },
        });
      const replies = await multi.exec();
      return new Set(keys.filter((_, index) => String(replies[index]) === 'OK'));
    },
    async held(keys) {
      if (keys.length === 0) return [];
      const values = await (await client()).mGet(keys.map(lockKey));
      return values.map((value) => value !== null);
    },
    async release(keys) {
      if (keys.length === 0) return;
      await (await client()).eval(RELEASE_SCRIPT, { keys: keys.map(lockKey), arguments: [owner] });
    },
  };
}
