/**
 * The newest entries, kept in the process so a warm read of a recently written or read key costs
 * a Map lookup rather than a store round trip and a JSON parse. Bounded by bytes, not
 * by entries: one entry is a single price, another a 50-wallet answer or an icon, and the process
 * runs under a heap limit (docs/DECISIONS.md "Gateway memory"). Least recently used entries leave
 * first; the store below keeps everything. The memory-only store (memoryStore.ts) is one too.
 */
export class MemoryTier<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private bytes = 0;
  /** Where the last sweep stopped: a Map iterator stays valid while the map changes. */
  private cursor: MapIterator<string> | undefined;

  constructor(
    private readonly capacityBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const held = this.entries.get(key);
    if (held === undefined) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, held);
    return held.value;
  }

  /** An entry larger than the tier is left to the store; `bytes` when the caller measured it. */
  set(key: string, value: V, bytes = this.sizeOf(value)): void {
    this.delete(key);
    if (bytes > this.capacityBytes) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.capacityBytes) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.cursor = undefined;
  }

  delete(key: string): void {
    const held = this.entries.get(key);
    if (held === undefined) return;
    this.entries.delete(key);
    this.bytes -= held.bytes;
  }

  /** The values' weight now. */
  get size(): number {
    return this.bytes;
  }

  /**
   * Drops the values `isExpired` picks, looking at `limit` entries at most; the next sweep goes on
   * where this one stopped, so a few sweeps cover a tier of any size at a bounded cost each.
   */
  sweep(isExpired: (value: V) => boolean, limit: number): void {
    for (let visited = 0; visited < limit; visited += 1) {
      this.cursor ??= this.entries.keys();
      const next = this.cursor.next();
      if (next.done === true) {
        this.cursor = undefined;
        return;
      }
      const held = this.entries.get(next.value);
      if (held !== undefined && isExpired(held.value)) this.delete(next.value);
    }
  }
}
