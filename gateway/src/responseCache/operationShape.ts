import { createHash } from 'node:crypto';
import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import type { GraphqlRequest } from '../graphqlRequest/graphqlRequest';
import { normalizedOperation } from './normalizedOperation';

/** Root fields whose answers say how long they stay fresh (AnswerFreshness): the holdings engine's. */
const ENGINE_ROOT_FIELDS = new Set(['portfolio', 'wallet']);

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
}

// Per operation node: a parsed document is shared by every request sending its text.
const shapes = new WeakMap<OperationDefinitionNode, OperationShape | null>();

/**
 * The parts of a GraphQL request the serialized-response cache cares about, or null when the
 * request is not for it: not a query, no operation to run, a root field other than the holdings
 * engine's, or a document that does not parse (Apollo reports that).
 */
export function operationShape(request: GraphqlRequest): OperationShape | null {
  const { operation, fragments, parsed } = request;
  if (operation === null || parsed.document === null) return null;
  if (shapes.has(operation)) return shapes.get(operation) ?? null;
  let shape: OperationShape | null = null;
  if (operation.operation === 'query' && cacheableRootFields(operation)) {
    const normalized = normalizedOperation(operation, fragments);
    const spelling = digest(['spelling', request.query, request.operationName ?? null]);
    shape = {
      id: normalized === null ? spelling : digest(['operation', normalized.canonical]),
      order: normalized === null ? spelling : digest(['order', normalized.order]),
      document: parsed.document,
      operation,
      fragments,
    };
  }
  shapes.set(operation, shape);
  return shape;
}

function digest(parts: readonly (string | null)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

// `__typename` may ride along with the engine's fields; alone it costs nothing to execute, and a
// cache lookup (a store read when the memory tier misses) for it would cost more than the answer.
function cacheableRootFields(operation: OperationDefinitionNode): boolean {
  const rootFields = operation.selectionSet.selections.map((selection) =>
    selection.kind === Kind.FIELD ? selection.name.value : null,
  );
  return (
    rootFields.every(
      (name) => name === '__typename' || (name !== null && ENGINE_ROOT_FIELDS.has(name)),
    ) && rootFields.some((name) => name !== null && ENGINE_ROOT_FIELDS.has(name))
  );
}
