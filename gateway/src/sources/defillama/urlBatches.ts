/**
 * DefiLlama takes its coins (and stamps) in the URL, so a batch is as many as keep the URL under
 * a length: groups grow greedily, in the order given, while `baseLength` plus what each item adds
 * stays within `maxLength`. A single item always makes a group, so nothing is ever dropped.
 * `added(item, group)` is what the item adds to the group so far (its separator included).
 */
export function urlBatches<T>(
  items: readonly T[],
  { baseLength, maxLength }: { baseLength: number; maxLength: number },
  added: (item: T, group: readonly T[]) => number,
): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  let length = baseLength;
  for (const item of items) {
    let adds = added(item, current);
    if (current.length > 0 && length + adds > maxLength) {
      groups.push(current);
      current = [];
      length = baseLength;
      adds = added(item, current);
    }
    current.push(item);
    length += adds;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
