import { parseWalletList, type SavedWallet } from './walletList';
import { sharedStore, StoredValue } from '../storage/storedValue';

/**
 * Spec §3 and §9: the wallet list lives in localStorage under `wallets`.
 * @internal
 */
export const WALLETS_KEY = 'wallets';

function parseStored(raw: string | null): readonly SavedWallet[] {
  if (raw === null) return [];
  try {
    const { wallets, errors } = parseWalletList(JSON.parse(raw));
    if (errors.length > 0) console.warn('Saved wallets left out:', errors);
    return wallets;
  } catch (error) {
    console.warn('The saved wallet list is not valid JSON', error);
    return [];
  }
}

function sameList(a: readonly SavedWallet[], b: readonly SavedWallet[]): boolean {
  return (
    a.length === b.length &&
    a.every((wallet, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        wallet.address === other.address &&
        wallet.name === other.name &&
        wallet.hidden === other.hidden
      );
    })
  );
}

/**
 * The saved wallet list. Snapshots are immutable arrays, so React compares them by identity; a
 * list identical to the current one is not written (no change, no refresh).
 */
class WalletStore extends StoredValue<readonly SavedWallet[]> {
  constructor(storage: Storage | null) {
    super(storage, {
      key: WALLETS_KEY,
      parse: parseStored,
      serialize: (wallets) => JSON.stringify(wallets),
      same: sameList,
      what: 'wallet list',
    });
  }
}

const shared = sharedStore((storage) => new WalletStore(storage));
export const walletStore = shared.get;
/** @internal */
export const resetWalletStoreForTests = shared.reset;
