import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  addWallet,
  parseWalletList,
  removeWallet,
  renameWallet,
  setWalletHidden,
  visibleWallets,
  type AddResult,
  type SavedWallet,
} from './walletList';
import { walletStore } from './walletStore';

export type { SavedWallet } from './walletList';

export interface UseWallets {
  wallets: SavedWallet[];
  /** Spec §3: hidden wallets are left out of the menu, the portfolio and refreshes. */
  visibleWallets: SavedWallet[];
  add(address: string, name: string): AddResult;
  rename(address: string, name: string): void;
  setHidden(address: string, hidden: boolean): void;
  remove(address: string): void;
  replace(list: readonly SavedWallet[]): void;
}

/**
 * The saved wallet list (spec §3, §4 "Wallet actions", §5), shared by every component of this tab
 * and kept in step with other tabs through the `storage` event.
 */
export function useWallets(): UseWallets {
  const store = walletStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  const add = useCallback(
    (address: string, name: string): AddResult => {
      const { list, result } = addWallet(store.getSnapshot(), address, name);
      store.set(list);
      return result;
    },
    [store],
  );
  const rename = useCallback(
    (address: string, name: string) => store.set(renameWallet(store.getSnapshot(), address, name)),
    [store],
  );
  const setHidden = useCallback(
    (address: string, hidden: boolean) =>
      store.set(setWalletHidden(store.getSnapshot(), address, hidden)),
    [store],
  );
  const remove = useCallback(
    (address: string) => store.set(removeWallet(store.getSnapshot(), address)),
    [store],
  );
  // Through the same rules as one-by-one adds: no duplicates, no invalid addresses, lowercase.
  const replace = useCallback(
    (list: readonly SavedWallet[]) => store.set(parseWalletList(list).wallets),
    [store],
  );

  return useMemo(
    () => ({
      wallets: [...snapshot],
      visibleWallets: visibleWallets(snapshot),
      add,
      rename,
      setHidden,
      remove,
      replace,
    }),
    [snapshot, add, rename, setHidden, remove, replace],
  );
}
