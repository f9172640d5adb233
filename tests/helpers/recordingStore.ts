import { EventEmitter } from 'node:events';

export interface StoreCall {
  op: 'get' | 'getMany' | 'set' | 'setMany' | 'delete' | 'clear';
  keys: string[];
}

/**
 * A Keyv storage adapter over a Map that records every call, so a test can count the cache's
 * store round trips and write batches, and that can be made to fail like a store that went away.
 */
export class RecordingStore extends EventEmitter {
  readonly opts = {};
  readonly calls: StoreCall[] = [];
  readonly data = new Map<string, string>();
  failing = false;
  stalled = false;

  count(op: StoreCall['op']): number {
    return this.calls.filter((call) => call.op === op).length;
  }

  async get(key: string): Promise<string | undefined> {
    this.record('get', [key]);
    await this.settles();
    return this.data.get(key);
  }

  async getMany(keys: string[]): Promise<(string | undefined)[]> {
    this.record('getMany', keys);
    await this.settles();
    return keys.map((key) => this.data.get(key));
  }

  async set(key: string, value: string): Promise<void> {
    this.record('set', [key]);
    await this.settles();
    this.data.set(key, value);
  }

  async setMany(entries: { key: string; value: string }[]): Promise<void> {
    this.record(
      'setMany',
      entries.map((entry) => entry.key),
    );
    await this.settles();
    for (const { key, value } of entries) this.data.set(key, value);
  }

  async delete(key: string): Promise<boolean> {
    this.record('delete', [key]);
    await this.settles();
    return this.data.delete(key);
  }

  async clear(): Promise<void> {
    this.record('clear', []);
    await this.settles();
    this.data.clear();
  }

  private settles(): Promise<void> {
    return this.stalled ? new Promise(() => undefined) : Promise.resolve();
  }

  private record(op: StoreCall['op'], keys: string[]): void {
    this.calls.push({ op, keys });
    if (this.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
  }
}
