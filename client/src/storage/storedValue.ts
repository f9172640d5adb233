import { localStorageOrNull } from './browserStorage';

type Listener = () => void;

/** How one value is kept under one localStorage key. */
export interface StoredValueFormat<T> {
  key: string;
  /** What the key holds (null: nothing, or storage unreadable) as a value; never throws, defaults instead. */
  parse(raw: string | null): T;
  serialize(value: T): string;
  same(a: T, b: T): boolean;
  /** Names the value in the warning when it cannot be saved. */
  what: string;
}

/**
 * One localStorage value as an external store (for useSyncExternalStore): one snapshot shared by
 * every component, saved on each change and re-read when another tab writes the key (the
 * `storage` event fires only in the other tabs). A value equal to the current one is not written
 * and wakes no one.
 */
export class StoredValue<T> {
  private snapshot: T;
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly storage: Storage | null,
    private readonly format: StoredValueFormat<T>,
  ) {
    this.snapshot = this.read();
  }

  getSnapshot = (): T => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    if (this.listeners.size === 0 && typeof window !== 'undefined')
      window.addEventListener('storage', this.onStorage);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && typeof window !== 'undefined')
        window.removeEventListener('storage', this.onStorage);
    };
  };

  set(next: T): void {
    if (next === this.snapshot || this.format.same(next, this.snapshot)) return;
    this.snapshot = next;
    try {
      this.storage?.setItem(this.format.key, this.format.serialize(next));
    } catch (error) {
      // Storage full or blocked (private mode): the value still applies for this session.
      console.warn(`Could not save the ${this.format.what}`, error);
    }
    this.emit();
  }

  private readonly onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key !== null && event.key !== this.format.key) return;
    const next = this.read();
    if (this.format.same(next, this.snapshot)) return;
    this.snapshot = next;
    this.emit();
  };

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private read(): T {
    let raw: string | null;
    try {
      raw = this.storage?.getItem(this.format.key) ?? null;
    } catch {
      raw = null;
    }
    return this.format.parse(raw);
  }
}

/** The one store of a kind in this tab, created on first use so tests can set up storage first. */
export function sharedStore<S>(create: (storage: Storage | null) => S): {
  get: () => S;
  reset: () => void;
} {
  let shared: S | null = null;
  return {
    get: () => (shared ??= create(localStorageOrNull())),
    // Tests only: forget the store so the next use re-reads storage.
    reset: () => {
      shared = null;
    },
  };
}
