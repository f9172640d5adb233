import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { requestIdOf, requestScopeOf } from '../request/requestScope';
import { routeLabel } from '../request/routeLabel';
import { clip } from './errorSummary';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A GET's URL carries its whole GraphQL document (up to Node's 16 kB of headers): its start names it. */
const MAX_URL_CHARS = 1024;
const MAX_USER_AGENT_CHARS = 256;

declare module 'http' {
  interface IncomingMessage {
    /** The request's id (X-Request-Id), from requestLogging. */
    id: string;
    /** The gateway's logger with the request id bound, from requestLogging. */
    log: Logger;
  }
  interface ServerResponse {
    /** The error behind a 5xx a handler answered itself, for the request's log line. */
    err?: Error | undefined;
  }
}

/**
 * One log line per API request, written when the response ends: request id, method, URL, status,
 * duration, operation (GraphQL operation name or REST route) and upstream calls made — error level
 * for a 5xx (with the handler's error in `err` when it set `response.err`), info otherwise. It
 * names the request (id echoed in X-Request-Id) before the request scope is opened, which takes
 * the same id and this logger (request/requestScope.ts).
 *
 * The same line pino-http wrote, in one child logger and one call: pino-http made three or four
 * child loggers per request (the id, the request, its custom properties twice), each serializing
 * and redacting its bindings, ~0.1 ms per request: a sixth of a cached answer's CPU
 * (docs/BENCHMARKS.md).
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (request, response, next) => {
    const startedAt = Date.now();
    const id = requestIdOf(request);
    response.setHeader(REQUEST_ID_HEADER, id);
    request.id = id;
    request.log = logger.child({ reqId: id });
    const ended = (error?: Error) => {
      response.off('close', ended);
      response.off('finish', ended);
      response.off('error', ended);
      writeLine(request, response, Date.now() - startedAt, error);
    };
    response.on('close', ended);
    response.on('finish', ended);
    response.on('error', ended);
    next();
  };
}

function writeLine(
  request: Request,
  response: Response,
  responseTime: number,
  error: Error | undefined,
): void {
  const level = error !== undefined || response.statusCode >= 500 ? 'error' : 'info';
  const scope = requestScopeOf(request);
  const fields = {
    req: {
      method: request.method,
      url: clip(request.originalUrl || request.url, MAX_URL_CHARS),
      userAgent: clip(request.headers['user-agent'] ?? '', MAX_USER_AGENT_CHARS) || undefined,
    },
    ...(scope
      ? { operation: scope.operation ?? routeLabel(request), upstreamCalls: scope.upstreamCalls }
      : {}),
    res: { statusCode: response.statusCode },
  };
  const failure =
    error ??
    response.err ??
    (response.statusCode >= 500
      ? new Error(`failed with status code ${response.statusCode}`)
      : undefined);
  if (failure === undefined) request.log[level]({ ...fields, responseTime }, 'request completed');
  else request.log[level]({ ...fields, err: failure, responseTime }, 'request errored');
}
