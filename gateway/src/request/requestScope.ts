import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Logger } from 'pino';

/**
 * Whose upstream calls a call is: a request a person or program waits for, or work that goes on
 * after its request answered (a long history's pages). Upstream budgets keep a share of each
 * upstream for each (http/upstreamBudget.ts).
 */
type Priority = 'interactive' | 'background';

/**
 * What every upstream call made on behalf of one incoming request can see without a parameter
 * threaded through each service (DESIGN.md "Deadlines", "Logs and metrics"): the request's id, its
 * deadline and the signal that fires at it, how many upstream calls it has made so far, and its
 * logger and operation for its log line.
 */
export interface RequestScope {
  requestId: string;
  /** Aborted when the deadline passes; HTTP client and viem calls take it as their AbortSignal. */
  signal: AbortSignal;
  /** Epoch milliseconds. */
  deadlineAt: number;
  /** Upstream HTTP attempts and JSON-RPC requests made for this request. */
  upstreamCalls: number;
  /** The request's logger (the child carrying the request id); none outside the server. */
  log?: Logger;
  /** The GraphQL operation name, once known, for the request's log line. */
  operation?: string;
  /** Who asked, as the per-client limits tell clients apart (clientKeyOf); none outside the server. */
  client?: string;
  /** Interactive unless set (background work: inBackground). */
  priority?: Priority;
}

const storage = new AsyncLocalStorage<RequestScope>();
const scopes = new WeakMap<IncomingMessage, RequestScope>();

/** The scope of the request being served, or undefined outside one (start-up, tests of a source alone). */
export function currentScope(): RequestScope | undefined {
  return storage.getStore();
}

/** Milliseconds left before the current request's deadline; Infinity outside a request. */
export function remainingMs(now = Date.now()): number {
  const scope = storage.getStore();
  return scope === undefined ? Number.POSITIVE_INFINITY : scope.deadlineAt - now;
}

/** Counts one upstream call against the current request, if any. */
export function countUpstreamCall(): void {
  const scope = storage.getStore();
  if (scope) scope.upstreamCalls++;
}

/** The reason a scope's signal aborts with when its deadline passes. */
class DeadlineReached extends Error {
  constructor(deadlineMs: number) {
    super(`request deadline of ${deadlineMs} ms reached`);
    this.name = 'DeadlineReached';
  }
}

/**
 * True when `signal` was aborted by its request's deadline: an upstream still unanswered then did
 * not answer in time, which its circuit learns; an abort for any other reason says nothing of it.
 */
export function deadlinePassed(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true && signal.reason instanceof DeadlineReached;
}

/** A scope whose signal aborts `deadlineMs` from now; `close` stops its timer. */
function openScope(
  deadlineMs: number,
  requestId: string,
): { scope: RequestScope; close: () => void } {
  const controller = new AbortController();
  const scope: RequestScope = {
    requestId,
    signal: controller.signal,
    deadlineAt: Date.now() + deadlineMs,
    upstreamCalls: 0,
  };
  const timer = setTimeout(() => controller.abort(new DeadlineReached(deadlineMs)), deadlineMs);
  timer.unref();
  return { scope, close: () => clearTimeout(timer) };
}

/**
 * Runs `work` as one request with a deadline `deadlineMs` from now (scripts, tests).
 * @internal
 */
export async function withDeadline<T>(
  deadlineMs: number,
  work: (scope: RequestScope) => Promise<T>,
  requestId: string = randomUUID(),
): Promise<T> {
  const { scope, close } = openScope(deadlineMs, requestId);
  try {
    return await storage.run(scope, () => work(scope));
  } finally {
    close();
  }
}

/**
 * Runs `work` as background work of the current request: a deadline of its own `budgetMs` from now
 * (it may outlive the request), the request's id, logger and client, at background priority.
 */
export async function inBackground<T>(budgetMs: number, work: () => Promise<T>): Promise<T> {
  const parent = storage.getStore();
  const { scope, close } = openScope(budgetMs, parent?.requestId ?? randomUUID());
  scope.priority = 'background';
  if (parent?.log) scope.log = parent.log;
  if (parent?.client !== undefined) scope.client = parent.client;
  try {
    return await storage.run(scope, work);
  } finally {
    close();
  }
}

/**
 * Makes the rest of the current request background work (a value history): its reads leave each
 * upstream's interactive share to the reads a person waits for first, a portfolio's.
 */
export function lowerPriority(): void {
  const scope = storage.getStore();
  if (scope) scope.priority = 'background';
}

/**
 * A client's key: its IP (IPv6 by /56, as one subscriber's prefix), the key the per-client rate
 * limits use (middleware/rateLimits.ts), so both tell clients apart alike.
 */
function clientKeyOf(request: Request): string {
  return ipKeyGenerator(request.ip ?? '', 56);
}

/** The scope created for this request, for code that runs outside it (the request's log line). */
export function requestScopeOf(request: IncomingMessage): RequestScope | undefined {
  return scopes.get(request);
}

/**
 * A request id the client (or its proxy) sent is kept when it is a plain token of at most 128
 * characters (UUIDs, ULIDs, W3C trace ids), so logs can be joined across hops; anything else is
 * replaced, so the header can neither forge nor bloat a log line (docs/DECISIONS.md "Request ids").
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : randomUUID();
}

/**
 * Express middleware: the rest of the request (GraphQL, REST, CSV) runs in a scope with a deadline
 * `deadlineMs` from now. Mounted after body parsing: a body parser resumes in the socket's async
 * context, not this one. A cache fetch shared by several requests (single-flight) runs in the
 * scope of the request that started it (docs/DECISIONS.md "Request deadline").
 */
export function requestScope(deadlineMs: number) {
  return (request: Request, response: Response, next: NextFunction): void => {
    // The id and logger requestLogging gave the request (logging/requestLogging.ts), when it ran first.
    const { scope, close } = openScope(
      deadlineMs,
      typeof request.id === 'string' ? request.id : requestIdOf(request),
    );
    if ((request as { log?: Logger }).log) scope.log = request.log;
    scope.client = clientKeyOf(request);
    scopes.set(request, scope);
    response.on('close', close);
    storage.run(scope, next);
  };
}
