import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the query asks for a field named `name` anywhere under the field being resolved
 * (fragments included): work only that field needs, such as upstream reads, is then done once for
 * the whole answer, and not at all when it is not asked.
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const search = (set: SelectionSetNode | undefined): boolean =>
    set?.selections.some((selection) => {
      if (selection.kind === Kind.FIELD)
        return selection.name.value === name || search(selection.selectionSet);
      if (selection.kind === Kind.INLINE_FRAGMENT) return search(selection.selectionSet);
      if (seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      return search(info.fragments[selection.name.value]?.selectionSet);
    }) ?? false;
  return info.fieldNodes.some((node) => search(node.selectionSet));
}
