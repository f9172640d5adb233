import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import {
  Kind,
  parse,
  type DocumentNode,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import { GRAPHQL_PARSE_OPTIONS } from '../limits';
import { fragmentsOf, rootFields } from '../graphql/costRules';
import { httpFailure } from '../errors/publicErrors';
import { sendFailure } from './httpErrors';

/**
 * Per-client request limits: a `fresh` read skips every cache, so a few of
 * them from one client could get this instance rate-limited by the public upstreams for every
 * user. Clients are told apart by IP (behind a proxy: TRUST_PROXY, see README); each limit is a
 * fixed window in this process's memory. Numbers and why: docs/DECISIONS.md "Query limits and per-client limits".
 */
export interface RateLimitSettings {
  windowMs: number;
  /** `fresh` reads (GraphQL `fresh: true`, REST/CSV `fresh=1`) per client per window; 0: no limit. */
  fresh: number;
  /** REST and CSV requests per client per window; 0: no limit. */
  api: number;
}

function limiter(
  windowMs: number,
  limit: number,
  what: string,
  skip: (request: Request) => boolean,
): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skip,
    // Anyone can send these headers; TRUST_PROXY decides whether they are believed, and a warning
    // per stray header would only let a client fill the log.
    validate: { xForwardedForHeader: false, forwardedHeader: false },
    handler: (request, response) => {
      const retryAfter = response.getHeader('Retry-After');
      sendFailure(
        request,
        response,
        httpFailure(
          429,
          `Too many ${what} from this client: at most ${limit} a ${Math.round(windowMs / 1000)} s window. Try again in ${String(retryAfter ?? windowMs / 1000)} s.`,
        ),
      );
    },
  });
}

/** One budget of fresh reads per client, shared by /graphql and /api: mount the same handler on both. */
export function freshLimit(settings: RateLimitSettings): RequestHandler {
  const skipAll: RequestHandler = (_request, _response, next) => next();
  if (settings.fresh <= 0) return skipAll;
  return limiter(
    settings.windowMs,
    settings.fresh,
    'fresh reads',
    (request) => !asksFresh(request),
  );
}

/** REST and CSV requests per client, fresh or not: each can fan out to every chain's upstreams. */
export function apiLimit(settings: RateLimitSettings): RequestHandler {
  const skipAll: RequestHandler = (_request, _response, next) => next();
  if (settings.api <= 0) return skipAll;
  return limiter(settings.windowMs, settings.api, 'API requests', () => false);
}

/** Does this request skip the caches? GraphQL by its arguments, REST/CSV by `fresh=1|true`. */
function asksFresh(request: Request): boolean {
  if (request.baseUrl !== '/graphql') return truthy(request.query['fresh']);
  const params = (request.method === 'POST' ? request.body : request.query) as
    Record<string, unknown> | undefined;
  const query = params?.['query'];
  if (typeof query !== 'string' || !query.includes('fresh')) return false;
  const variables = parseVariables(params?.['variables']);
  const operationName =
    typeof params?.['operationName'] === 'string' ? params['operationName'] : undefined;
  try {
    return graphqlAsksFresh(query, variables, operationName);
  } catch {
    // Not a document GraphQL can run: Apollo answers it with a parse error, at no upstream cost.
    return false;
  }
}

/** True when a root field of the operation that runs has `fresh: true`, literally or through a variable. */
export function graphqlAsksFresh(
  query: string,
  variables: Readonly<Record<string, unknown>>,
  operationName?: string,
): boolean {
  const document = parsedDocument(query);
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation =
    operationName === undefined
      ? operations[0]
      : operations.find((candidate) => candidate.name?.value === operationName);
  if (operation === undefined) return false;
  const defaults = new Map(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      definition.defaultValue,
    ]),
  );
  const isTrue = (value: ValueNode | undefined): boolean => {
    if (value === undefined) return false;
    if (value.kind === Kind.BOOLEAN) return value.value;
    if (value.kind !== Kind.VARIABLE) return false;
    const given = variables[value.name.value];
    return given === undefined ? isTrue(defaults.get(value.name.value)) : given === true;
  };
  return rootFields(operation, fragmentsOf(document)).some((field) =>
    isTrue(field.arguments?.find((argument) => argument.name.value === 'fresh')?.value),
  );
}

/** Parsed documents kept per process, so a repeated read is not parsed on every request: clients send a handful of distinct documents. */
const documents = new Map<string, DocumentNode>();
const MAX_DOCUMENTS = 200;

function parsedDocument(query: string): DocumentNode {
  const known = documents.get(query);
  if (known !== undefined) return known;
  const document = parse(query, GRAPHQL_PARSE_OPTIONS);
  if (documents.size >= MAX_DOCUMENTS) documents.delete(documents.keys().next().value as string);
  documents.set(query, document);
  return document;
}

function parseVariables(value: unknown): Record<string, unknown> {
  if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  if (typeof value !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function truthy(value: unknown): boolean {
  return typeof value === 'string' && ['1', 'true'].includes(value.trim().toLowerCase());
}

/**
 * Icon requests per client: a page shows up to a few hundred icons, mostly answered from the
 * cache, so ten times the API budget; still a ceiling on what one client can make this server fetch.
 */
export function iconLimit(settings: RateLimitSettings): RequestHandler {
  const skipAll: RequestHandler = (_request, _response, next) => next();
  if (settings.api <= 0) return skipAll;
  return limiter(settings.windowMs, settings.api * 10, 'icon requests', () => false);
}
