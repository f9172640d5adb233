/**
 * The newest entries, kept in the process so a warm read of a recently written or read key costs
 * a Map lookup rather than a store round trip and a JSON parse (issue 12). Least recently used
 * entries leave first; the store below keeps everything.
 */
export class MemoryTier<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size <= this.capacity) return;
    const oldest = this.entries.keys().next();
    if (oldest.done !== true) this.entries.delete(oldest.value);
  }

  clear(): void {
    this.entries.clear();
  }
}
