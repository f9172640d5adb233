import { GraphQLError, Kind, type ASTVisitor, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

/** DESIGN.md "GraphQL API principles": query cost is bounded so one client cannot make the gateway hammer the upstreams. */
export const MAX_QUERY_DEPTH = 10;
export const MAX_ALIASES = 10;

function tooCostly(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COSTLY' } });
}

/**
 * Rejects operations nested deeper than MAX_QUERY_DEPTH fields (fragments followed). Introspection
 * (`__schema`, `__type`) does not count: it is answered from the schema in memory, never from an
 * upstream, and the standard introspection query that GraphiQL (/playground) and codegen tools
 * send is 15 levels deep.
 */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const depthOf = (selectionSet: SelectionSetNode | undefined, seen: Set<string>): number => {
    if (!selectionSet) return 0;
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.name.value.startsWith('__')) deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, seen));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(selection.selectionSet, seen));
      else if (!seen.has(selection.name.value)) {
        deepest = Math.max(deepest, depthOf(fragments.get(selection.name.value)?.selectionSet, new Set([...seen, selection.name.value])));
      }
    }
    return deepest;
  };
  return {
    OperationDefinition(operation) {
      const depth = depthOf(operation.selectionSet, new Set());
      if (depth > MAX_QUERY_DEPTH) context.reportError(tooCostly(`Query is ${depth} levels deep; at most ${MAX_QUERY_DEPTH} are allowed.`));
    },
  };
}

/**
 * Rejects operations that ask the same expensive root field many times under aliases
 * (e.g. 500 × `wallet(address:)`), each of which would fan out to every chain's upstreams.
 */
export function aliasLimitRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const aliased = operation.selectionSet.selections.filter((selection): selection is FieldNode => selection.kind === Kind.FIELD && selection.alias !== undefined);
      if (aliased.length > MAX_ALIASES) context.reportError(tooCostly(`Query uses ${aliased.length} aliased root fields; at most ${MAX_ALIASES} are allowed.`));
    },
  };
}
