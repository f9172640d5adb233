import { useCallback, useSyncExternalStore } from 'react';
import type { Settings } from './settings';
import { settingsStore } from './settingsStore';

export interface UseSettings {
  settings: Settings;
  update(patch: Partial<Settings>): void;
}

/** The shell settings (spec §2), persisted in localStorage and shared across tabs. */
export function useSettings(): UseSettings {
  const store = settingsStore();
  const settings = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const update = useCallback((patch: Partial<Settings>) => store.update(patch), [store]);
  return { settings, update };
}
