import {
  Kind,
  print,
  type ArgumentNode,
  type DirectiveNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type ValueNode,
} from 'graphql';

/**
 * One operation however it is spelled, for the serialized-response cache's key: without its name,
 * comments and layout (print), fragment spreads and inline fragments written out in place,
 * arguments, input object fields, variable definitions and the selections of each selection set
 * in one order. What changes the answer stays: field names, aliases (the answer's keys),
 * arguments' values, variable names (the request's variables are keyed by them).
 *
 * `canonical` is the same for every spelling; `order` is the same for spellings whose answers
 * list their fields in the same order (graphql-js answers in the order fields are first selected),
 * so a stored answer is re-ordered for a request only when its `order` differs.
 *
 * Null for an operation that does not expand (a missing fragment or a cycle: graphql-js refuses
 * it) or that uses @skip/@include, whose effect on the answer's order depends on the variables.
 */
export function normalizedOperation(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): { canonical: string; order: string } | null {
  let conditional = false;
  const expand = (
    selections: readonly SelectionNode[],
    inside: ReadonlySet<string>,
  ): SelectionNode[] | null => {
    const expanded: SelectionNode[] = [];
    for (const selection of selections) {
      if (selection.directives?.some(isConditional)) conditional = true;
      if (selection.kind === Kind.FIELD) {
        const field = normalizedField(selection, inside, expand);
        if (field === null) return null;
        expanded.push(field);
        continue;
      }
      // Every type here is an object type (no interface, no union), so in a valid document a
      // fragment's type condition is the type it is in: its fields are the selection's own.
      let inner: SelectionNode[] | null;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = expand(selection.selectionSet.selections, inside);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment === undefined || inside.has(name)) return null;
        inner = expand(fragment.selectionSet.selections, new Set([...inside, name]));
      }
      if (inner === null) return null;
      expanded.push(...inner);
    }
    return expanded;
  };

  const expanded = expand(operation.selectionSet.selections, new Set());
  if (expanded === null || conditional || operation.directives?.some(isConditional)) return null;
  const spelled = (selections: readonly SelectionNode[]): OperationDefinitionNode => ({
    kind: Kind.OPERATION_DEFINITION,
    operation: operation.operation,
    variableDefinitions: [...(operation.variableDefinitions ?? [])].sort((a, b) =>
      compare(a.variable.name.value, b.variable.name.value),
    ),
    directives: operation.directives ?? [],
    selectionSet: { kind: Kind.SELECTION_SET, selections },
  });
  return { canonical: print(spelled(sortedSelections(expanded))), order: print(spelled(expanded)) };
}

function normalizedField(
  field: FieldNode,
  inside: ReadonlySet<string>,
  expand: (
    selections: readonly SelectionNode[],
    inside: ReadonlySet<string>,
  ) => SelectionNode[] | null,
): FieldNode | null {
  const selections =
    field.selectionSet === undefined ? undefined : expand(field.selectionSet.selections, inside);
  if (selections === null) return null;
  return {
    kind: Kind.FIELD,
    ...(field.alias === undefined ? {} : { alias: field.alias }),
    name: field.name,
    arguments: sortedArguments(field.arguments ?? []),
    directives: (field.directives ?? []).map(normalizedDirective),
    ...(selections === undefined ? {} : { selectionSet: { kind: Kind.SELECTION_SET, selections } }),
  };
}

function isConditional(directive: DirectiveNode): boolean {
  return directive.name.value === 'skip' || directive.name.value === 'include';
}

function normalizedDirective(directive: DirectiveNode): DirectiveNode {
  return { ...directive, arguments: sortedArguments(directive.arguments ?? []) };
}

function sortedArguments(args: readonly ArgumentNode[]): ArgumentNode[] {
  return [...args]
    .map((argument) => ({ ...argument, value: normalizedValue(argument.value) }))
    .sort((a, b) => compare(a.name.value, b.name.value));
}

/** Input objects in one field order; lists keep theirs (a list's order is its meaning). */
function normalizedValue(value: ValueNode): ValueNode {
  if (value.kind === Kind.LIST) return { ...value, values: value.values.map(normalizedValue) };
  if (value.kind !== Kind.OBJECT) return value;
  return {
    ...value,
    fields: value.fields
      .map((field) => ({ ...field, value: normalizedValue(field.value) }))
      .sort((a, b) => compare(a.name.value, b.name.value)),
  };
}

/** Each selection set's fields by answer key, then by how they are written (same key twice). */
function sortedSelections(selections: readonly SelectionNode[]): SelectionNode[] {
  return selections
    .map((selection) =>
      selection.kind === Kind.FIELD && selection.selectionSet !== undefined
        ? {
            ...selection,
            selectionSet: {
              ...selection.selectionSet,
              selections: sortedSelections(selection.selectionSet.selections),
            },
          }
        : selection,
    )
    .map((selection) => ({
      selection,
      sortKey: `${responseKey(selection)}\u0000${print(selection)}`,
    }))
    .sort((a, b) => compare(a.sortKey, b.sortKey))
    .map(({ selection }) => selection);
}

function responseKey(selection: SelectionNode): string {
  return selection.kind === Kind.FIELD ? (selection.alias ?? selection.name).value : '';
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
