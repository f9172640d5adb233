import { useState } from 'react';

/**
 * The list kept from an earlier render while it holds the same items (by identity), so a memo or
 * effect can depend on the list itself. The per-chain answers are rebuilt as a new array on every
 * render, but each item is the cache's object and changes only when that chain's answer does.
 * Kept in state, not a ref: React's pattern for information from previous renders.
 */
export function useSameItems<T>(items: readonly T[]): readonly T[] {
  const [kept, setKept] = useState(items);
  const same = kept.length === items.length && kept.every((item, index) => item === items[index]);
  if (same) return kept;
  setKept(items);
  return items;
}
