import { describe, expect, it } from '@jest/globals';
import Keyv from 'keyv';
import { MemoryStore } from './memoryStore';

// The store when the data directory cannot be opened: bounded like the tier above it.

describe('MemoryStore', () => {
  it('keeps what Keyv writes within its bytes, least recently used out first', async () => {
    const store = new MemoryStore(4_000);
    const keyv = new Keyv({ store });
    for (let index = 0; index < 10; index += 1) await keyv.set(`k${index}`, 'v'.repeat(500));
    expect(store.size).toBeLessThanOrEqual(4_000);
    await expect(keyv.get('k0')).resolves.toBeUndefined();
    await expect(keyv.get('k9')).resolves.toBe('v'.repeat(500));
    store.disconnect();
  });

  it('sweeps expired entries away without their being read', () => {
    let clock = 0;
    const store = new MemoryStore(10_000, () => clock);
    store.set('short', 'a', 1_000);
    store.set('forever', 'b');
    clock = 2_000;
    store.sweep();
    expect([store.get('short'), store.get('forever')]).toEqual([undefined, 'b']);
    expect(store.size).toBe('forever'.length + 1);
    store.disconnect();
  });
});
