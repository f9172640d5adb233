import type { InMemoryCache, NormalizedCacheObject } from '@apollo/client';

/**
 * The Apollo cache saved to localStorage, so a reload paints the last answers at once while the
 * background orchestrator fetches new ones. Written here rather than with a package:
 * it is one JSON snapshot, a version and a size cap.
 * @internal
 */
export const CACHE_STORAGE_KEY = 'kinko.apollo-cache';

/**
 * Bump when a change to the operations or type policies makes old snapshots unreadable (a new key
 * function, a renamed field): a snapshot of another version is dropped, never restored.
 * @internal
 */
export const CACHE_VERSION = 2;

/** localStorage holds about 5 M characters per origin, shared with the wallet list and settings. */
const DEFAULT_MAX_CHARS = 1_500_000;

interface Snapshot {
  version: number;
  savedAt: number;
  data: NormalizedCacheObject;
}

export interface PersistOptions {
  storage: Storage | null;
  key?: string;
  version?: number;
  maxChars?: number;
  /** Milliseconds between the last write and the save; several answers in a burst make one save. */
  debounceMs?: number;
}

/**
 * Restores a saved snapshot of this version; returns when it was saved (the age of the figures it
 * paints), or null when none was restored.
 */
export function restoreCache(cache: InMemoryCache, options: PersistOptions): number | null {
  const { storage, key = CACHE_STORAGE_KEY, version = CACHE_VERSION } = options;
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const snapshot = JSON.parse(raw) as Partial<Snapshot>;
    if (
      snapshot.version !== version ||
      typeof snapshot.savedAt !== 'number' ||
      typeof snapshot.data !== 'object' ||
      snapshot.data === null
    ) {
      storage.removeItem(key);
      return null;
    }
    cache.restore(snapshot.data);
    return snapshot.savedAt;
  } catch (error) {
    console.warn('Dropped an unreadable saved cache', error);
    safely(() => storage.removeItem(key));
    return null;
  }
}

export interface CachePersistor {
  /** Saves after `debounceMs` of quiet. */
  schedule(): void;
  /** Saves now (page hidden or closing). */
  flush(): void;
  dispose(): void;
}

export function createCachePersistor(
  cache: InMemoryCache,
  options: PersistOptions,
): CachePersistor {
  const {
    storage,
    key = CACHE_STORAGE_KEY,
    version = CACHE_VERSION,
    maxChars = DEFAULT_MAX_CHARS,
    debounceMs = 1000,
  } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = () => {
    timer = undefined;
    if (!storage) return;
    const text = serialise(cache.extract(), version, maxChars);
    if (text === null) {
      // Too big even pruned: better no snapshot than an old one that no longer matches the list.
      safely(() => storage.removeItem(key));
      return;
    }
    try {
      storage.setItem(key, text);
    } catch (error) {
      // Quota exceeded: the app works without a snapshot, it only paints later on reload.
      console.warn('Could not save the cache', error);
      safely(() => storage.removeItem(key));
    }
  };

  return {
    schedule() {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(save, debounceMs);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      save();
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * The snapshot's JSON, or null when it cannot fit. Over the cap, the answers that are only asked
 * for on request (filtered and hidden tokens, transaction pages) are dropped first, keeping what
 * the first paint of each page needs.
 * @internal
 */
export function serialise(
  data: NormalizedCacheObject,
  version: number,
  maxChars: number,
): string | null {
  const whole = JSON.stringify({ version, savedAt: Date.now(), data } satisfies Snapshot);
  if (whole.length <= maxChars) return whole;
  const pruned = JSON.stringify({
    version,
    savedAt: Date.now(),
    data: pruneToEssentials(data),
  } satisfies Snapshot);
  return pruned.length <= maxChars ? pruned : null;
}

const OPTIONAL_ROOT_FIELD = /"includeFiltered":true|^transactions\b/;

/**
 * Keeps the root fields a first paint needs and only the objects they reach.
 * @internal
 */
export function pruneToEssentials(data: NormalizedCacheObject): NormalizedCacheObject {
  const root = data['ROOT_QUERY'];
  if (!root) return {};
  const keptRoot = Object.fromEntries(
    Object.entries(root).filter(([field]) => !OPTIONAL_ROOT_FIELD.test(field)),
  );
  const kept: NormalizedCacheObject = { ROOT_QUERY: keptRoot };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const ref = (value as { __ref?: unknown }).__ref;
    if (typeof ref === 'string') {
      const target = data[ref];
      if (target && !(ref in kept)) {
        kept[ref] = target;
        visit(target);
      }
      return;
    }
    Object.values(value).forEach(visit);
  };
  visit(keptRoot);
  return kept;
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Storage unavailable: nothing to clean up.
  }
}
