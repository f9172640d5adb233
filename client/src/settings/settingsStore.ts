import { mergeSettings, parseSettings, SETTINGS_KEY, type Settings } from './settings';
import { localStorageOrNull } from '../storage/browserStorage';

type Listener = () => void;

/**
 * The settings as an external store (for useSyncExternalStore), like the wallet list: one
 * snapshot for every component, saved on each change and re-read when another tab writes it.
 */
export class SettingsStore {
  private snapshot: Settings;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly storage: Storage | null) {
    this.snapshot = this.read();
  }

  getSnapshot = (): Settings => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    if (this.listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', this.onStorage);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', this.onStorage);
    };
  };

  update(patch: Partial<Settings>): void {
    const next = mergeSettings(this.snapshot, patch);
    if (sameSettings(next, this.snapshot)) return;
    this.snapshot = next;
    try {
      this.storage?.setItem(SETTINGS_KEY, JSON.stringify(next));
    } catch (error) {
      // Storage full or blocked: the settings still apply for this session.
      console.warn('Could not save the settings', error);
    }
    this.emit();
  }

  private readonly onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== SETTINGS_KEY) return;
    const next = this.read();
    if (sameSettings(next, this.snapshot)) return;
    this.snapshot = next;
    this.emit();
  };

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private read(): Settings {
    try {
      const raw = this.storage?.getItem(SETTINGS_KEY) ?? null;
      return parseSettings(raw === null ? {} : JSON.parse(raw));
    } catch {
      // Unreadable storage or invalid JSON: defaults, as on a first visit.
      return parseSettings({});
    }
  }
}

function sameSettings(a: Settings, b: Settings): boolean {
  return (Object.keys(a) as (keyof Settings)[]).every((key) => a[key] === b[key]);
}


let shared: SettingsStore | null = null;

/** The one store of this tab, created on first use so tests can set up storage first. */
export function settingsStore(): SettingsStore {
  shared ??= new SettingsStore(localStorageOrNull());
  return shared;
}

/** Tests only: forget the shared store so the next use re-reads storage. */
export function resetSettingsStoreForTests(): void {
  shared = null;
}
