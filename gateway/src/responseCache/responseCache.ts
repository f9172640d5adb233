import { createHash, hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { printSchema, type GraphQLSchema } from 'graphql';
import type { Cache, Cached } from '../cache/cache';
import { TTL } from '../cache/ttl';
import { nameOperation } from '../logging/graphqlLogging';
import type { Metrics } from '../metrics/metrics';
import { AnswerFreshness } from './answerFreshness';
import { reorderedTemplate } from './answerOrder';
import { graphqlRequest, type GraphqlRequest } from '../graphqlRequest/graphqlRequest';
import type { ParsedDocumentStore } from '../graphqlRequest/parsedDocuments';
import { operationShape, type OperationShape } from './operationShape';
import {
  prepare,
  render,
  renderedAge,
  toTemplate,
  type RenderableTemplate,
  type StatusTemplate,
} from './statusTemplate';

/** What the shared cache store keeps per answer. */
interface StoredAnswer {
  template: StatusTemplate;
  /** How long after assembly the answer stays as fresh as its data (AnswerFreshness). */
  maxAgeMs: number;
  /** The field order of the spelling that assembled it (OperationShape.order). */
  order: string;
}

/** No answer of the holdings engine outlives its longest data TTL (spec §9: PulseChain tokens, 10 min). */
const CEILING_MS = Math.max(...Object.values(TTL.tokens));

interface Prepared {
  renderable: RenderableTemplate;
  rendered: { age: number; bytes: Buffer; encoded: Map<'br' | 'gzip', Buffer> } | null;
}

/**
 * Field orders kept rendered per stored answer: the dashboard sends one spelling of each query;
 * a client sending many spellings of one costs a re-ordering each time it comes back past these.
 */
const MAX_ORDERS = 4;

/** server.ts compresses API answers from 1 kB on (compression's threshold); stored answers too. */
const COMPRESS_FROM_BYTES = 1024;

function compress(bytes: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(bytes);
}

class NotStored extends Error {
  override readonly name = 'NotStored';
}

/** The request's freshness tracker, for the GraphQL context (server.ts). */
export function answerFreshness(response: Response): AnswerFreshness {
  const existing: unknown = response.locals.freshness;
  if (existing instanceof AnswerFreshness) return existing;
  const created = new AnswerFreshness();
  response.locals.freshness = created;
  return created;
}

export interface ResponseCacheOptions {
  /** Apollo's documents: a spelling gets a stored answer only when Apollo would run it. */
  documents: ParsedDocumentStore;
  metrics: Metrics;
}

/**
 * The serialized-response cache (a warm path that serves bytes; docs/DECISIONS.md):
 * an identical read of the holdings engine's fields is answered with the stored JSON, without
 * parsing, executing or re-running the pipeline. Keyed by schema + the operation however spelled
 * (normalizedOperation.ts) + variables (less those feeding `fresh`), and served in the field order
 * of the request's own spelling; kept while the shortest remaining TTL of the data inside lasts;
 * `fresh: true` re-assembles and stores the new answer. Shared across replicas through the
 * gateway's cache store, with its single-flight: concurrent identical reads share one execution.
 * Answers with errors, or with a failed or stale source, are never stored. An answer served here
 * is counted and logged like one Apollo executed.
 */
export function responseCache(
  cache: Cache,
  schema: GraphQLSchema,
  { documents, metrics }: ResponseCacheOptions,
): RequestHandler {
  const schemaHash = createHash('sha256').update(printSchema(schema)).digest('hex').slice(0, 16);
  // Per stored answer and field order: its split template and its last rendering. A rendering
  // depends only on the whole seconds of age (statusTemplate.ts), so the reads of one second share
  // one buffer rather than each rendering and encoding the answer again.
  const prepared = new WeakMap<StatusTemplate, Map<string, Prepared>>();
  const preparedFor = ({ template, order }: StoredAnswer, shape: OperationShape): Prepared => {
    let orders = prepared.get(template);
    if (orders === undefined) {
      orders = new Map();
      prepared.set(template, orders);
    }
    let entry = orders.get(shape.order);
    if (entry === undefined) {
      const ordered =
        order === shape.order
          ? template
          : reorderedTemplate(template, shape.operation, shape.fragments);
      entry = { renderable: prepare(ordered), rendered: null };
      if (orders.size >= MAX_ORDERS) orders.delete(orders.keys().next().value as string);
      orders.set(shape.order, entry);
    }
    return entry;
  };

  const serve = (
    request: Request,
    response: Response,
    cached: Cached<StoredAnswer>,
    shape: OperationShape,
  ) => {
    const { template } = cached.value;
    const age = renderedAge(cached.ageMs);
    const entry = preparedFor(cached.value, shape);
    if (entry.rendered?.age !== age)
      entry.rendered = {
        age,
        bytes: Buffer.from(render(entry.renderable, cached.ageMs)),
        encoded: new Map(),
      };
    // Compressed once per rendering, as server.ts's compression would per read (brotli quality 4,
    // over 1 kB). A stored answer is under the answer ceiling: one over it went out as an error,
    // which is never stored.
    const encoding =
      entry.rendered.bytes.length >= COMPRESS_FROM_BYTES
        ? request.acceptsEncodings('br', 'gzip')
        : false;
    let body = entry.rendered.bytes;
    if (encoding === 'br' || encoding === 'gzip') {
      body = entry.rendered.encoded.get(encoding) ?? compress(entry.rendered.bytes, encoding);
      entry.rendered.encoded.set(encoding, body);
      response.set('Content-Encoding', encoding);
    }
    // The nonce and that age name the bytes: Express would otherwise hash the whole body per read.
    response
      .status(200)
      .vary('Accept-Encoding')
      .type('application/json; charset=utf-8')
      .set('ETag', `W/"${template.nonce}-${age}"`)
      .send(body);
  };

  return async (request: Request, response: Response, next: NextFunction) => {
    const startedAt = performance.now();
    const params = graphqlRequest(request);
    const shape = params === null ? null : operationShape(params);
    // Spellings of one operation share a key, valid or not: each is validated once, as Apollo would.
    if (params === null || shape === null || !documents.isValid(shape.document)) return next();
    const key = `response:${schemaHash}:${answerKey(params, shape)}`;

    let executedHere = false;
    const assemble = () =>
      new Promise<StoredAnswer>((resolve, reject) => {
        executedHere = true;
        captureJson(response, (body) => {
          const stored = storable(body, answerFreshness(response).maxAgeMs, schema, shape);
          if (stored === null) reject(new NotStored('not stored'));
          else resolve(stored);
        });
        next();
      });

    try {
      let cached = await cache.getOrFetch(key, CEILING_MS, assemble, { fresh: params.asksFresh });
      if (!executedHere && cached.state !== 'stale' && cached.ageMs >= cached.value.maxAgeMs) {
        cached = await cache.getOrFetch(key, CEILING_MS, assemble, { force: true });
      }
      if (executedHere) return;
      if (cached.state === 'stale' || cached.ageMs >= cached.value.maxAgeMs) return next();
      serve(request, response, cached, shape);
      const operationName = shape.operation.name?.value;
      nameOperation(operationName);
      metrics.recordGraphqlOperation(operationName, 'ok', (performance.now() - startedAt) / 1000);
    } catch {
      // Not storable (this request's own answer already went out), or another request's flight
      // that was not: this one is executed as usual.
      if (!executedHere) next();
    }
  };
}

/** Variables feeding `fresh` are left out of the key: they decide the bypass, not the answer. */
function answerKey(params: GraphqlRequest, shape: OperationShape): string {
  const variables = Object.fromEntries(
    Object.entries(params.variables)
      .filter(([name]) => !params.fresh.variables.has(name))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  // One-shot: a third of what a Hash object per read cost (7 against 22 µs for ten wallets).
  return `${shape.id}:${hash('sha256', JSON.stringify(variables), 'hex')}`;
}

function storable(
  body: string | null,
  maxAgeMs: number,
  schema: GraphQLSchema,
  shape: OperationShape,
): StoredAnswer | null {
  if (body === null || maxAgeMs <= 0) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || 'errors' in parsed || !('data' in parsed))
    return null;
  const template = toTemplate(
    parsed as Parameters<typeof toTemplate>[0],
    schema,
    shape.document,
    shape.operation,
  );
  return template === null
    ? null
    : { template, maxAgeMs: Math.min(maxAgeMs, CEILING_MS), order: shape.order };
}

/** Calls `done` with the JSON body Apollo sends (a 200), or null for anything else. */
function captureJson(response: Response, done: (body: string | null) => void): void {
  const end = response.end.bind(response) as (...args: unknown[]) => Response;
  let settled = false;
  const settle = (body: string | null) => {
    if (settled) return;
    settled = true;
    done(body);
  };
  response.end = ((...args: unknown[]) => {
    const [chunk] = args;
    const json =
      String(response.getHeader('content-type') ?? '').includes('json') &&
      response.statusCode === 200;
    const text =
      typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : null;
    // The answer goes out first: storing it (parsed back, walked into a template) is not the
    // client's wait.
    const ended = end(...args);
    settle(json ? text : null);
    return ended;
  }) as Response['end'];
  response.once('close', () => settle(null));
}
