import { localStorageOrNull } from '../storage/browserStorage';

type Listener = () => void;

/** Spec §9 "Local storage keys: … privacy flag". */
export const PRIVACY_KEY = 'kinko.privacy';

/**
 * The privacy flag as an external store: one value for every component, saved on change and
 * re-read when another tab flips it (so a screen shared from another tab is masked too).
 */
export class PrivacyStore {
  private enabled: boolean;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly storage: Storage | null) {
    this.enabled = this.read();
  }

  getSnapshot = (): boolean => this.enabled;

  subscribe = (listener: Listener): (() => void) => {
    if (this.listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', this.onStorage);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', this.onStorage);
    };
  };

  set(enabled: boolean): void {
    if (enabled === this.enabled) return;
    this.enabled = enabled;
    try {
      this.storage?.setItem(PRIVACY_KEY, enabled ? 'true' : 'false');
    } catch (error) {
      console.warn('Could not save the privacy setting', error);
    }
    this.emit();
  }

  private readonly onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== PRIVACY_KEY) return;
    const next = this.read();
    if (next === this.enabled) return;
    this.enabled = next;
    this.emit();
  };

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private read(): boolean {
    try {
      return this.storage?.getItem(PRIVACY_KEY) === 'true';
    } catch {
      return false;
    }
  }
}


let shared: PrivacyStore | null = null;

export function privacyStore(): PrivacyStore {
  shared ??= new PrivacyStore(localStorageOrNull());
  return shared;
}

/** Tests only: forget the shared store so the next use re-reads storage. */
export function resetPrivacyStoreForTests(): void {
  shared = null;
}
