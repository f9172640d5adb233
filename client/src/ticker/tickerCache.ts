import type { TickerItemData } from './tickerItem';

/**
 * Spec §9: the last good ticker items live in sessionStorage under a versioned key, so a reload
 * or a new page in this tab shows prices at once and a ticker failure keeps showing them (§8).
 * The version changes whenever the stored shape does.
 * @internal
 */
export const TICKER_CACHE_KEY = 'kinko.ticker.v1';

interface StoredTicker {
  savedAt: number;
  items: TickerItemData[];
}

const isNullable = (value: unknown, type: 'number' | 'string') =>
  value === null || typeof value === type;

function isTickerItem(value: unknown): value is TickerItemData {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item['id'] === 'string' &&
    typeof item['symbol'] === 'string' &&
    typeof item['label'] === 'string' &&
    isNullable(item['price'], 'number') &&
    isNullable(item['change24h'], 'number') &&
    isNullable(item['image'], 'string') &&
    typeof item['source'] === 'string' &&
    typeof item['stale'] === 'boolean'
  );
}

/** The saved items, or [] when there are none or they are unreadable (storage is user-editable). */
export function readTickerCache(storage: Storage | null): TickerItemData[] {
  try {
    const raw = storage?.getItem(TICKER_CACHE_KEY);
    if (!raw) return [];
    const stored = JSON.parse(raw) as Partial<StoredTicker>;
    return Array.isArray(stored.items) && stored.items.every(isTickerItem) ? stored.items : [];
  } catch {
    return [];
  }
}

export function writeTickerCache(
  storage: Storage | null,
  items: readonly TickerItemData[],
  now = Date.now(),
): void {
  try {
    // Only the fields the ticker reads: a cache hit must not depend on Apollo's __typename.
    const plain = items.map(({ id, symbol, label, price, change24h, image, source, stale }) => ({
      id,
      symbol,
      label,
      price,
      change24h,
      image,
      source,
      stale,
    }));
    storage?.setItem(
      TICKER_CACHE_KEY,
      JSON.stringify({ savedAt: now, items: plain } satisfies StoredTicker),
    );
  } catch {
    // Full or blocked storage only costs the next page its instant prices.
  }
}
