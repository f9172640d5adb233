import type { Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { requestIdOf, requestScopeOf } from '../http/requestScope';
import { routeLabel } from '../http/routeLabel';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * One log line per API request, written when the response ends: request id, method, URL, status,
 * duration, operation (GraphQL operation name or REST route) and upstream calls made — error level
 * for a 5xx (with the handler's error in `err` when it set `response.err`), info otherwise. It
 * names the request (id echoed in X-Request-Id) before the request scope is opened, which takes
 * the same id and this logger (http/requestScope.ts).
 */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp<Request, Response>({
    logger,
    quietReqLogger: true,
    genReqId: (request, response) => {
      const id = requestIdOf(request);
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_request, response, error) =>
      error !== undefined || response.statusCode >= 500 ? 'error' : 'info',
    customProps: (request) => {
      const scope = requestScopeOf(request);
      return scope
        ? { operation: scope.operation ?? routeLabel(request), upstreamCalls: scope.upstreamCalls }
        : {};
    },
    serializers: {
      req: (request: {
        method: string;
        url: string;
        headers: Record<string, string | undefined>;
      }) => ({
        method: request.method,
        url: request.url,
        userAgent: request.headers['user-agent'],
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
  });
}
