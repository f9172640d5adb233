import { createHash } from 'node:crypto';
import {
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import { GRAPHQL_PARSE_OPTIONS } from '../limits';
import { fragmentsOf } from '../graphql/costRules';
import { normalizedOperation } from './normalizedOperation';

/** Root fields whose answers say how long they stay fresh (AnswerFreshness): the holdings engine's. */
const ENGINE_ROOT_FIELDS = new Set(['portfolio', 'wallet']);
/** Parsed documents kept per process: clients send a handful of distinct documents. */
const MAX_SHAPES = 200;

export interface OperationShape {
  /**
   * Digest of the operation however spelled (normalizedOperation.ts), or of the document and
   * operation name when it cannot be normalized: computed once, so a read hashes only its variables.
   */
  id: string;
  /** Digest of the order this spelling's answer lists its fields in (answerOrder.ts). */
  order: string;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  /** Variables feeding a `fresh` argument: they are left out of the key and decide the bypass. */
  freshVariables: ReadonlyMap<string, boolean>;
  /** A literal `fresh: true` somewhere in the operation. */
  literalFresh: boolean;
}

const shapes = new Map<string, OperationShape | null>();

/**
 * The parts of a GraphQL request the serialized-response cache cares about, or null when the
 * request is not for it: not a query, several operations and no name to pick one, a root field
 * other than the holdings engine's, or a document that does not parse (Apollo reports that).
 */
export function operationShape(
  query: string,
  operationName: string | undefined,
): OperationShape | null {
  const memo = `${operationName ?? ''}\n${query}`;
  if (shapes.has(memo)) return shapes.get(memo) ?? null;
  const analysed = analyse(query, operationName);
  let shape: OperationShape | null = null;
  if (analysed !== null) {
    const normalized = normalizedOperation(analysed.operation, analysed.fragments);
    const spelling = digest(['spelling', query, operationName ?? null]);
    shape = {
      id: normalized === null ? spelling : digest(['operation', normalized.canonical]),
      order: normalized === null ? spelling : digest(['order', normalized.order]),
      ...analysed,
    };
  }
  if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value as string);
  shapes.set(memo, shape);
  return shape;
}

function digest(parts: readonly (string | null)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

function analyse(
  query: string,
  operationName: string | undefined,
): Omit<OperationShape, 'id' | 'order'> | null {
  let document: DocumentNode;
  try {
    // Apollo's own limit: a document it refuses to parse must not find another spelling's answer.
    document = parse(query, GRAPHQL_PARSE_OPTIONS);
  } catch {
    return null;
  }
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation =
    operationName === undefined
      ? operations.length === 1
        ? operations[0]
        : undefined
      : operations.find((candidate) => candidate.name?.value === operationName);
  if (operation === undefined || operation.operation !== 'query') return null;
  // `__typename` may ride along with the engine's fields; alone it costs nothing to execute, and a
  // cache lookup (a store read when the memory tier misses) for it would cost more than the answer.
  const rootFields = operation.selectionSet.selections.map((selection) =>
    selection.kind === Kind.FIELD ? selection.name.value : null,
  );
  const rootFieldsCacheable =
    rootFields.every(
      (name) => name === '__typename' || (name !== null && ENGINE_ROOT_FIELDS.has(name)),
    ) && rootFields.some((name) => name !== null && ENGINE_ROOT_FIELDS.has(name));
  if (!rootFieldsCacheable) return null;

  const freshVariables = new Map<string, boolean>();
  let literalFresh = false;
  const defaults = new Map(
    operation.variableDefinitions?.map((definition) => [
      definition.variable.name.value,
      definition.defaultValue,
    ]) ?? [],
  );
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const fresh = selection.arguments?.find((argument) => argument.name.value === 'fresh')?.value;
    if (fresh === undefined) continue;
    if (fresh.kind === Kind.VARIABLE)
      freshVariables.set(fresh.name.value, isTrue(defaults.get(fresh.name.value)));
    else literalFresh ||= isTrue(fresh);
  }
  return { document, operation, fragments: fragmentsOf(document), freshVariables, literalFresh };
}

function isTrue(value: ValueNode | undefined): boolean {
  return value?.kind === Kind.BOOLEAN && value.value;
}
