import { MemoryTier } from './memoryTier';

/** How often, and over how many entries at most, expired entries are looked for. */
const SWEEP_INTERVAL_MS = 60_000;
const ENTRIES_PER_SWEEP = 10_000;

interface Held {
  value: string;
  /** Epoch ms; undefined: kept until evicted. */
  expiresAt: number | undefined;
}

/**
 * The store when the data directory cannot be opened: a Keyv store in the process, bounded by the
 * bytes of its keys and values like the memory tier above it, least recently used out first.
 * Expired entries are dropped when read (by Keyv) and by a sweep that visits a bounded number of
 * entries a minute.
 */
export class MemoryStore {
  private readonly held: MemoryTier<Held>;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.held = new MemoryTier<Held>(maxBytes, (held) => held.value.length);
    this.sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS).unref();
  }

  get(key: string): string | undefined {
    return this.held.get(key)?.value;
  }

  set(key: string, value: string, ttl?: number): void {
    const expiresAt = typeof ttl === 'number' && ttl > 0 ? this.now() + ttl : undefined;
    this.held.set(key, { value, expiresAt }, key.length + value.length);
  }

  delete(key: string): boolean {
    const had = this.held.get(key) !== undefined;
    this.held.delete(key);
    return had;
  }

  clear(): void {
    this.held.clear();
  }

  /** The bytes of keys and values held. */
  get size(): number {
    return this.held.size;
  }

  sweep(): void {
    const now = this.now();
    this.held.sweep(
      (held) => held.expiresAt !== undefined && held.expiresAt <= now,
      ENTRIES_PER_SWEEP,
    );
  }

  disconnect(): void {
    clearInterval(this.sweeper);
  }
}
