import type { PagingMode } from '../upstream';

/**
 * Blockscout v2 keyset paging (UPSTREAMS.md §1.3, §1.7): items are sorted, a page holds 50, and
 * `next_page_params` carries the last item's sort key plus a running `items_count`. The client
 * sends every key back as query parameters; a page starts strictly after that key.
 */
export interface Keyset<T, K> {
  key(item: T): K;
  /** Sort order: negative when `a` comes first. */
  compare(a: K, b: K): number;
  /** The key a client sent back, or undefined on a first page. */
  fromQuery(query: URLSearchParams): K | undefined;
  toParams(key: K): Record<string, string | number | null>;
}

export interface KeysetPage<T> {
  items: T[];
  next_page_params: Record<string, string | number | null> | null;
}

export function keysetPage<T, K>(
  all: readonly T[],
  query: URLSearchParams,
  keyset: Keyset<T, K>,
  pageSize: number,
  paging: PagingMode,
): KeysetPage<T> {
  const sorted = [...all].sort((a, b) => keyset.compare(keyset.key(a), keyset.key(b)));
  const after = keyset.fromQuery(query);
  const rest =
    after === undefined
      ? sorted
      : sorted.filter((item) => keyset.compare(keyset.key(item), after) > 0);
  const items = rest.slice(0, pageSize);
  const itemsCount = (Number(query.get('items_count')) || 0) + items.length;
  const last = items.at(-1);
  const withCount = (key: K) => ({ ...keyset.toParams(key), items_count: itemsCount });

  let next = rest.length > pageSize && last !== undefined ? withCount(keyset.key(last)) : null;
  // Faults: "repeat" hands back the key it was given, so the client gets this page forever;
  // "endless" never says null, so a client without a page cap never stops.
  if (paging === 'repeat' && after !== undefined) next = withCount(after);
  if (paging === 'endless' && next === null) {
    const key = last === undefined ? after : keyset.key(last);
    next = key === undefined ? { items_count: itemsCount } : withCount(key);
  }
  return { items, next_page_params: next };
}
