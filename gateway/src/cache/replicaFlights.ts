import { setTimeout as sleep } from 'node:timers/promises';
import { remainingMs } from '../request/requestScope';
import { LOCK_POLL_MS, LOCK_WAIT_MS, type ReplicaLocks } from './replicaLocks';
import type { Entry } from './storeTier';

/** A key no fresh entry answered, with the entry it had (to tell a replica's new one from it). */
export interface Missing<T> {
  key: string;
  previous: Entry<T> | undefined;
}

/** What the cache lends the protocol: its store, its one upstream call, its flights. */
export interface FlightHost<T> {
  readMany(keys: readonly string[]): Promise<(Entry | undefined)[]>;
  /** Resolves once every write made so far is in the store. */
  flush(): Promise<void>;
  storeFailed(error: unknown, keys: readonly string[]): void;
  /** One upstream call for `items`, settling their flights; true when it answered (values written). */
  fetch(items: Missing<T>[]): Promise<boolean>;
  /** Another replica's fetch of `item` is in the store: the flight settles with it. */
  joined(item: Missing<T>, entry: Entry<T>): void;
}

/**
 * Single-flight across replicas (DESIGN.md "Running in production"): the keys whose lock this
 * process takes are fetched here; the rest are being fetched by another replica and are waited
 * for. Without shared locks (one process), one fetch.
 */
export async function fetchAcrossReplicas<T>(
  locks: ReplicaLocks | undefined,
  missing: Missing<T>[],
  host: FlightHost<T>,
): Promise<void> {
  if (!locks) {
    await host.fetch(missing);
    return;
  }
  const taken = await acquire(locks, missing, host);
  const own = missing.filter((item) => taken.has(item.key));
  const others = missing.filter((item) => !taken.has(item.key));
  await Promise.all([
    fetchLocked(locks, own, host),
    others.length > 0 ? waitForReplicas(locks, others, host) : undefined,
  ]);
}

/**
 * Polls the store for what the lock holders fetch. A key whose lock is released with no new entry
 * (the holder failed) is locked and fetched here if nobody else took it; after LOCK_WAIT_MS, or
 * half of what the request's deadline leaves if less (its own fetch needs the rest), every key
 * still waited for is fetched here, so a dead holder delays no one past that.
 */
async function waitForReplicas<T>(
  locks: ReplicaLocks,
  waiting: Missing<T>[],
  host: FlightHost<T>,
): Promise<void> {
  const deadline = Date.now() + Math.min(LOCK_WAIT_MS, Math.max(0, remainingMs() / 2));
  const fetches: Promise<void>[] = [];
  let left = waiting;
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(LOCK_POLL_MS);
    const keys = left.map((item) => item.key);
    let held: boolean[];
    let entries: (Entry | undefined)[];
    try {
      [entries, held] = await Promise.all([host.readMany(keys), locks.held(keys)]);
    } catch (error) {
      host.storeFailed(error, keys);
      break;
    }
    const released: Missing<T>[] = [];
    const still: Missing<T>[] = [];
    left.forEach((item, index) => {
      const entry = entries[index] as Entry<T> | undefined;
      if (entry && entry.fetchedAt !== item.previous?.fetchedAt) host.joined(item, entry);
      else if (held[index]) still.push(item);
      else released.push(item);
    });
    left = still;
    if (released.length === 0) continue;
    const taken = await acquire(locks, released, host);
    fetches.push(
      fetchLocked(
        locks,
        released.filter((item) => taken.has(item.key)),
        host,
      ),
    );
    left.push(...released.filter((item) => !taken.has(item.key)));
  }
  if (left.length > 0) fetches.push(host.fetch(left).then(() => undefined));
  await Promise.all(fetches);
}

/**
 * Fetches keys this process holds the locks of, and releases them: after the values are in the
 * store, so waiting replicas find them there; at once when the fetch failed.
 */
async function fetchLocked<T>(
  locks: ReplicaLocks,
  items: Missing<T>[],
  host: FlightHost<T>,
): Promise<void> {
  if (items.length === 0) return;
  const keys = items.map((item) => item.key);
  const release = () =>
    locks.release(keys).catch((error: unknown) => host.storeFailed(error, keys));
  if (await host.fetch(items)) void host.flush().then(release);
  else void release();
}

/** The keys whose lock this process took; all of them when the locks cannot be reached (each replica then fetches for itself). */
async function acquire(
  locks: ReplicaLocks,
  items: Missing<unknown>[],
  host: Pick<FlightHost<unknown>, 'storeFailed'>,
): Promise<Set<string>> {
  const keys = items.map((item) => item.key);
  try {
    return await locks.acquire(keys);
  } catch (error) {
    host.storeFailed(error, keys);
    return new Set(keys);
  }
}
