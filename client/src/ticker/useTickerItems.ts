import { useEffect, useState } from 'react';
import { sessionStorageOrNull } from '../storage/browserStorage';
import { readTickerCache, writeTickerCache } from './tickerCache';
import type { TickerItemData } from './tickerItem';
import { nextTickerDelay } from './tickerSchedule';

export type FetchTicker = () => Promise<readonly TickerItemData[]>;

/**
 * The ticker's items: the last good ones from sessionStorage at once, then a fetch now and again
 * on the spec §9 schedule. A failure changes nothing on screen (§8: "ticker failure silently
 * keeps cached or last items and backs off"); an empty answer keeps the last items too.
 */
export function useTickerItems(
  fetchTicker: FetchTicker,
  storage: Storage | null = sessionStorageOrNull(),
): readonly TickerItemData[] {
  const [items, setItems] = useState<readonly TickerItemData[]>(() => readTickerCache(storage));

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const run = async () => {
      try {
        const next = await fetchTicker();
        if (stopped) return;
        failures = 0;
        if (next.length > 0) {
          setItems(next);
          writeTickerCache(storage, next);
        }
      } catch {
        failures += 1;
      }
      if (!stopped) timer = setTimeout(() => void run(), nextTickerDelay(failures));
    };
    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [fetchTicker, storage]);

  return items;
}
