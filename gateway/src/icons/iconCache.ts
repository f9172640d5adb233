import path from 'node:path';
import { openCache, type CacheOptions, type Cache } from '../cache/cache';
import type { Config } from '../config/env';

/** The icons' share of the process's memory: the icons of a few pages, each a few kilobytes. */
const ICON_MEMORY_BYTES = 8 * 1024 * 1024;

/**
 * Icons' own cache: a SQLite file of their own beside the cache's (whatever CACHE_URL says: one
 * replica's icons are as good as another's, and Redis could not hold them to a cap of their own),
 * with its own byte cap and memory tier, so a client asking for thousands of icons evicts only
 * icons, never portfolio data (docs/DECISIONS.md "Bounded stores").
 */
export function openIconCache(
  config: Pick<Config, 'dataDir' | 'cacheLimits'>,
  options: Pick<CacheOptions, 'warn' | 'onEvent'>,
): Cache {
  return openCache(`sqlite://${path.join(config.dataDir, 'icons.sqlite')}`, {
    ...options,
    maxBytes: config.cacheLimits.iconMaxBytes,
    storeTimeoutMs: config.cacheLimits.timeoutMs,
    memoryBytes: ICON_MEMORY_BYTES,
  });
}
