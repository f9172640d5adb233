import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/**
 * What every upstream call made on behalf of one incoming request can see without a parameter
 * threaded through each service (DESIGN.md "Deadlines"): the request's id, its deadline and the
 * signal that fires at it, and how many upstream calls it has made so far.
 */
export interface RequestScope {
  requestId: string;
  /** Aborted when the deadline passes; got and viem calls take it as their AbortSignal. */
  signal: AbortSignal;
  /** Epoch milliseconds. */
  deadlineAt: number;
  /** Upstream HTTP attempts and JSON-RPC requests made for this request. */
  upstreamCalls: number;
}

const storage = new AsyncLocalStorage<RequestScope>();

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

/** A scope whose signal aborts `deadlineMs` from now; `close` stops its timer. */
function openScope(deadlineMs: number, requestId: string): { scope: RequestScope; close: () => void } {
  const controller = new AbortController();
  const scope: RequestScope = {
    requestId,
    signal: controller.signal,
    deadlineAt: Date.now() + deadlineMs,
    upstreamCalls: 0,
  };
  const timer = setTimeout(() => controller.abort(new Error(`request deadline of ${deadlineMs} ms reached`)), deadlineMs);
  timer.unref();
  return { scope, close: () => clearTimeout(timer) };
}

/** Runs `work` as one request with a deadline `deadlineMs` from now (scripts, tests). */
export async function withDeadline<T>(deadlineMs: number, work: (scope: RequestScope) => Promise<T>, requestId: string = randomUUID()): Promise<T> {
  const { scope, close } = openScope(deadlineMs, requestId);
  try {
    return await storage.run(scope, () => work(scope));
  } finally {
    close();
  }
}

/** A request id the client sent is kept when it is short and plain, so logs can be joined across hops. */
function requestIdOf(request: Request): string {
  const given = request.get('x-request-id');
  return given !== undefined && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
}

/**
 * Express middleware: the rest of the request (GraphQL, REST, CSV) runs in a scope with a deadline
 * `deadlineMs` from now. Mounted after body parsing: a body parser resumes in the socket's async
 * context, not this one. A cache fetch shared by several requests (single-flight) runs in the
 * scope of the request that started it (docs/DECISIONS.md "Request deadline").
 */
export function requestScope(deadlineMs: number) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const { scope, close } = openScope(deadlineMs, requestIdOf(request));
    response.on('close', close);
    storage.run(scope, next);
  };
}
