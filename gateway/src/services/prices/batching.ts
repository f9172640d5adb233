/** Splits `items` into runs of at most `size` (DEX batches of 25 or 30, spec §7). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * Greedy groups for upstreams whose keys travel in the URL path (DefiLlama): a group grows while
 * `fits(group)` holds. A single item always makes a group, so nothing is ever dropped.
 */
export function groupWhile<T>(items: readonly T[], fits: (group: readonly T[]) => boolean): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  for (const item of items) {
    if (current.length > 0 && !fits([...current, item])) {
      groups.push(current);
      current = [];
    }
    current.push(item);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
