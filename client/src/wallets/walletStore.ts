import { parseWalletList, type SavedWallet } from './walletList';
import { localStorageOrNull } from '../storage/browserStorage';

/** Spec §3 and §9: the wallet list lives in localStorage under `wallets`. */
export const WALLETS_KEY = 'wallets';

type Listener = () => void;

/**
 * The saved wallet list as an external store (for useSyncExternalStore): one snapshot shared by
 * every component, rewritten in place by this tab and re-read when another tab writes the key
 * (the `storage` event fires only in the other tabs). Snapshots are immutable arrays, so
 * React compares them by identity.
 */
export class WalletStore {
  private snapshot: readonly SavedWallet[];
  private readonly listeners = new Set<Listener>();

  constructor(private readonly storage: Storage | null) {
    this.snapshot = this.read();
  }

  getSnapshot = (): readonly SavedWallet[] => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    if (this.listeners.size === 0) window.addEventListener('storage', this.onStorage);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) window.removeEventListener('storage', this.onStorage);
    };
  };

  /** Stores a new list; a list identical to the current one is not written (no change, no refresh). */
  set(next: readonly SavedWallet[]): void {
    if (next === this.snapshot || sameList(next, this.snapshot)) return;
    this.snapshot = next;
    try {
      this.storage?.setItem(WALLETS_KEY, JSON.stringify(next));
    } catch (error) {
      // Storage full or disabled (private mode): the list still works for this session.
      console.warn('Could not save the wallet list', error);
    }
    this.emit();
  }

  private readonly onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key !== null && event.key !== WALLETS_KEY) return;
    const next = this.read();
    if (sameList(next, this.snapshot)) return;
    this.snapshot = next;
    this.emit();
  };

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private read(): readonly SavedWallet[] {
    let raw: string | null;
    try {
      raw = this.storage?.getItem(WALLETS_KEY) ?? null;
    } catch {
      return [];
    }
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
}

function sameList(a: readonly SavedWallet[], b: readonly SavedWallet[]): boolean {
  return a.length === b.length && a.every((wallet, i) => {
    const other = b[i];
    return other !== undefined && wallet.address === other.address && wallet.name === other.name && wallet.hidden === other.hidden;
  });
}


let shared: WalletStore | null = null;

/** The one store of this tab, created on first use so tests can set up storage first. */
export function walletStore(): WalletStore {
  shared ??= new WalletStore(localStorageOrNull());
  return shared;
}

/** Tests only: forget the shared store so the next use re-reads storage. */
export function resetWalletStoreForTests(): void {
  shared = null;
}
