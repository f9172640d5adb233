import type { TypedDocumentNode } from '@apollo/client';
import { useFragment } from '@apollo/client/react';

const NONE: readonly never[] = [];

/**
 * A component's fragment read for each masked reference its parent passed (Apollo data masking:
 * the parent's data holds only what the parent selected itself). The references come from an
 * answer the cache holds whole, so a partial read is a moment between two writes: nothing is
 * shown from it rather than rows with holes.
 */
export function useFragmentList<TData>(
  fragment: TypedDocumentNode<TData>,
  from: ReadonlyArray<useFragment.FromOptionValue<TData>>,
  fragmentName?: string,
): readonly TData[] {
  const result = useFragment({
    fragment,
    from: [...from],
    ...(fragmentName === undefined ? {} : { fragmentName }),
  });
  return result.complete ? result.data : NONE;
}
