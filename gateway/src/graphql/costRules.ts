import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * DESIGN.md "GraphQL API principles": query cost is bounded so one client cannot make the gateway
 * hammer the upstreams or build a huge answer — measured on the selection after fragments are
 * expanded, so an alias inside a fragment counts like one at the root. The numbers and
 * how they were chosen: docs/DECISIONS.md "Query limits".
 */
const MAX_QUERY_DEPTH = 10;
/** Aliased fields anywhere in the expanded operation: the dashboard's documents use none. */
const MAX_ALIASES = 10;
/**
 * Fields in the expanded operation: the dashboard's largest document has under 100.
 * @internal
 */
export const MAX_FIELDS = 500;

const MAX_WALK_STEPS = MAX_FIELDS * 4;

function tooCostly(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COSTLY' } });
}

export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** What the expanded operation asks for; `capped` when the walk stopped at MAX_FIELDS. */
interface SelectionShape {
  depth: number;
  aliases: number;
  fields: number;
  capped: boolean;
}

/**
 * Walks the operation as it executes: every fragment spread expanded where it is spread (so one
 * spread twice counts twice), inline fragments included. Introspection counts like any other
 * field: answered from memory, but each aliased `__schema` is the whole schema again (180 of them
 * made a 3.5 MB answer from a 14 kB query). Two exceptions keep the standard introspection query
 * GraphiQL (/playground) and codegen send within the limits (226 fields): `__typename` is no field
 * (the parent's type name; Apollo Client adds one to every selection set) unless aliased, and an
 * `ofType` inside introspection is no level (one wrapped type, not a list: that query nests 8).
 * The walk stops as soon as it has seen more than MAX_FIELDS fields, so a fragment spread
 * exponentially often costs no more than a query just over the limit.
 * @internal
 */
export function selectionShape(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): SelectionShape {
  const shape: SelectionShape = { depth: 0, aliases: 0, fields: 0, capped: false };
  // Spreads and `__typename`s count as steps too: fragments made only of them could otherwise
  // multiply without adding a field.
  let steps = 0;
  const walk = (
    selectionSet: SelectionSetNode | undefined,
    depth: number,
    inside: ReadonlySet<string>,
    introspection: boolean,
  ): void => {
    if (selectionSet === undefined) return;
    for (const selection of selectionSet.selections) {
      steps += 1;
      if (shape.fields > MAX_FIELDS || steps > MAX_WALK_STEPS) {
        shape.capped = true;
        return;
      }
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (selection.alias !== undefined) shape.aliases += 1;
        if (name === '__typename') continue;
        shape.fields += 1;
        const level = introspection && name === 'ofType' ? depth : depth + 1;
        shape.depth = Math.max(shape.depth, level);
        walk(
          selection.selectionSet,
          level,
          inside,
          introspection || name === '__schema' || name === '__type',
        );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, depth, inside, introspection);
      } else if (!inside.has(selection.name.value)) {
        // A fragment cycle is graphql-js's own NoFragmentCycles error; here it just stops.
        walk(
          fragments.get(selection.name.value)?.selectionSet,
          depth,
          new Set([...inside, selection.name.value]),
          introspection,
        );
      }
    }
  };
  walk(operation.selectionSet, 0, new Set(), false);
  return shape;
}

/** The root fields the operation executes, fragments and inline fragments on Query expanded. */
export function rootFields(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): FieldNode[] {
  const fields: FieldNode[] = [];
  // Bounded like selectionShape: this also runs on documents not yet validated (rate limits).
  let steps = 0;
  const collect = (
    selectionSet: SelectionSetNode | undefined,
    inside: ReadonlySet<string>,
  ): void => {
    for (const selection of selectionSet?.selections ?? []) {
      if (++steps > MAX_WALK_STEPS) return;
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet, inside);
      else if (!inside.has(selection.name.value))
        collect(
          fragments.get(selection.name.value)?.selectionSet,
          new Set([...inside, selection.name.value]),
        );
    }
  };
  collect(operation.selectionSet, new Set());
  return fields;
}

/** Depth, aliases and total fields of every operation, on the expanded selection. */
export function queryShapeRule(context: ValidationContext): ASTVisitor {
  const fragments = fragmentsOf(context.getDocument());
  return {
    OperationDefinition(operation) {
      const shape = selectionShape(operation, fragments);
      if (shape.capped || shape.fields > MAX_FIELDS) {
        context.reportError(
          tooCostly(
            `Query selects more than ${MAX_FIELDS} fields once its fragments are expanded; at most ${MAX_FIELDS} are allowed.`,
          ),
        );
      } else if (shape.aliases > MAX_ALIASES) {
        context.reportError(
          tooCostly(
            `Query uses ${shape.aliases} aliased fields once its fragments are expanded; at most ${MAX_ALIASES} are allowed.`,
          ),
        );
      } else if (shape.depth > MAX_QUERY_DEPTH) {
        context.reportError(
          tooCostly(`Query is ${shape.depth} levels deep; at most ${MAX_QUERY_DEPTH} are allowed.`),
        );
      }
    },
  };
}
