import { describe, expect, it } from '@jest/globals';
import { MemoryTier } from './memoryTier';

// The in-process tier is bounded by what its values weigh, not by how many there are.

const tier = (capacity: number) => new MemoryTier<string>(capacity, (value) => value.length);

describe('MemoryTier', () => {
  it('lets the least recently used entries go once the values weigh more than its capacity', () => {
    const memory = tier(10);
    memory.set('a', 'aaaa');
    memory.set('b', 'bbbb');
    expect(memory.get('a')).toBe('aaaa');
    memory.set('c', 'cccc');
    expect([memory.get('a'), memory.get('b'), memory.get('c')]).toEqual([
      'aaaa',
      undefined,
      'cccc',
    ]);
  });

  it('counts a replaced value once, at its new weight', () => {
    const memory = tier(10);
    memory.set('a', 'aaaaaaaa');
    memory.set('a', 'aa');
    memory.set('b', 'bbbbbbbb');
    expect([memory.get('a'), memory.get('b')]).toEqual(['aa', 'bbbbbbbb']);
  });

  it('leaves a value heavier than the whole tier to the store, evicting nothing for it', () => {
    const memory = tier(10);
    memory.set('a', 'aaaa');
    memory.set('huge', 'x'.repeat(11));
    expect([memory.get('a'), memory.get('huge')]).toEqual(['aaaa', undefined]);
  });
});

describe('MemoryTier.sweep', () => {
  it('drops what is expired, looking at a bounded number of entries, and goes on where it stopped', () => {
    const memory = tier(100);
    for (const key of ['a', 'b', 'c', 'd'])
      memory.set(key, key === 'b' || key === 'd' ? 'old' : 'new');
    const expired = (value: string) => value === 'old';
    memory.sweep(expired, 2);
    expect([memory.get('b'), memory.get('d')]).toEqual([undefined, 'old']);
    memory.sweep(expired, 2);
    expect(memory.get('d')).toBeUndefined();
    expect([memory.get('a'), memory.get('c')]).toEqual(['new', 'new']);
    expect(memory.size).toBe(6);
  });
});
