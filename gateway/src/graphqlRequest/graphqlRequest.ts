import type { Request } from 'express';
import {
  getOperationAST,
  Kind,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import { fragmentsOf, rootFields } from '../graphql/costRules';
import { parsedDocument, type ParsedDocument } from './parsedDocuments';

/** The `fresh` arguments of the operation's root fields (spec: the refresh button skips every cache). */
interface FreshArguments {
  /** A literal `fresh: true`. */
  literal: boolean;
  /** Variables feeding a `fresh` argument, with whether their default is true. */
  variables: ReadonlyMap<string, boolean>;
}

/**
 * A GraphQL request as read once, for everything before Apollo (rate limits, the response cache)
 * and Apollo itself (its document store, parsedDocuments.ts).
 */
export interface GraphqlRequest {
  query: string;
  operationName: string | undefined;
  variables: Readonly<Record<string, unknown>>;
  parsed: ParsedDocument;
  /** The operation that runs: the named one, or the only one; null when there is none (Apollo reports it). */
  operation: OperationDefinitionNode | null;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  fresh: FreshArguments;
  /** Whether the operation that runs skips the caches, with this request's variables applied. */
  asksFresh: boolean;
}

const read = new WeakMap<Request, GraphqlRequest | null>();

/**
 * The request's GraphQL parameters (GET query string or POST JSON body), parsed and analysed once
 * per request however many layers ask; null for anything Apollo would refuse before parsing
 * (batches, no query, variables that are not an object).
 */
export function graphqlRequest(request: Request): GraphqlRequest | null {
  if (read.has(request)) return read.get(request) ?? null;
  const source: unknown =
    request.method === 'GET' ? request.query : request.method === 'POST' ? request.body : undefined;
  const params = graphqlParams(source);
  const analysed = params === null ? null : readGraphqlRequest(params);
  read.set(request, analysed);
  return analysed;
}

interface GraphqlParams {
  query: string;
  operationName?: string | undefined;
  variables?: Readonly<Record<string, unknown>>;
}

function graphqlParams(source: unknown): GraphqlParams | null {
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return null;
  const { query, operationName, variables } = source as Record<string, unknown>;
  if (
    typeof query !== 'string' ||
    (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
  )
    return null;
  let parsed: unknown = variables ?? {};
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return null;
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  return {
    query,
    operationName: operationName ?? undefined,
    variables: parsed as Record<string, unknown>,
  };
}

/**
 * The analysis of one request's parameters; the parse and the operation's analysis are shared by every request sending the same document.
 * @internal
 */
export function readGraphqlRequest({
  query,
  operationName,
  variables = {},
}: GraphqlParams): GraphqlRequest {
  const parsed = parsedDocument(query);
  const operation =
    parsed.document === null ? null : (getOperationAST(parsed.document, operationName) ?? null);
  const fragments = parsed.document === null ? new Map() : fragmentsOf(parsed.document);
  const fresh =
    operation === null
      ? { literal: false, variables: new Map() }
      : freshArguments(operation, fragments);
  const asksFresh =
    fresh.literal ||
    [...fresh.variables].some(([name, byDefault]) => (variables[name] ?? byDefault) === true);
  return { query, operationName, variables, parsed, operation, fragments, fresh, asksFresh };
}

const freshOf = new WeakMap<OperationDefinitionNode, FreshArguments>();

function freshArguments(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): FreshArguments {
  const known = freshOf.get(operation);
  if (known !== undefined) return known;
  const defaults = new Map(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      isTrue(definition.defaultValue),
    ]),
  );
  const found = { literal: false, variables: new Map<string, boolean>() };
  for (const field of rootFields(operation, fragments)) {
    const value = field.arguments?.find((argument) => argument.name.value === 'fresh')?.value;
    if (value?.kind === Kind.VARIABLE)
      found.variables.set(value.name.value, defaults.get(value.name.value) ?? false);
    else found.literal ||= isTrue(value);
  }
  freshOf.set(operation, found);
  return found;
}

function isTrue(value: ValueNode | undefined): boolean {
  return value?.kind === Kind.BOOLEAN && value.value;
}
