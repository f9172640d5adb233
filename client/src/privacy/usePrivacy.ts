import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { privacyStore } from './privacyStore';

/**
 * What a private value shows while privacy mode is on: always the same six characters, whatever
 * the value. A blur or a per-digit mask would still tell how many digits a balance has.
 */
export const PRIVACY_MASK = '••••••';

export interface UsePrivacy {
  /** Privacy mode on: amounts, balances and token icons marked private are masked. */
  enabled: boolean;
  setEnabled(enabled: boolean): void;
  toggle(): void;
  /** For text that cannot be wrapped in <Private> (a chart tooltip, a title): the mask while on. */
  mask(text: string): string;
}

export function usePrivacy(): UsePrivacy {
  const store = privacyStore();
  const enabled = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const setEnabled = useCallback((next: boolean) => store.set(next), [store]);
  const toggle = useCallback(() => store.set(!store.getSnapshot()), [store]);
  const mask = useCallback((text: string) => (enabled ? PRIVACY_MASK : text), [enabled]);
  return useMemo(
    () => ({ enabled, setEnabled, toggle, mask }),
    [enabled, setEnabled, toggle, mask],
  );
}
