import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { clipInput } from '../../../shared/src/texts';
import { httpFailure, publicFailureOf, type PublicFailure } from '../errors/publicErrors';
import type { Logger } from 'pino';

/**
 * Every HTTP-level error — body-parser's 413 and malformed JSON, an unknown /api path, a wrong
 * method, anything thrown past a route — answered the same way whatever NODE_ENV is: GraphQL-shaped JSON on /graphql, `{ error: { code, message } }` JSON on the JSON routes (the
 * codes GraphQL's extensions carry),
 * plain text elsewhere; never a stack, a path or an echo of the body. Express's own final handler
 * would send an HTML page with the stack unless NODE_ENV=production.
 */

/** body-parser's error types (its README "Errors"), each with a text that says what to fix. */
const BODY_ERRORS: Readonly<Record<string, (error: { limit?: unknown }) => string>> = {
  'entity.too.large': (error) =>
    `Request body too large: at most ${typeof error.limit === 'number' ? `${Math.floor(error.limit / 1024)} KB` : 'the limit'}.`,
  'entity.parse.failed': () => 'Malformed JSON in the request body.',
  'entity.verify.failed': () => 'Request body rejected.',
  'encoding.unsupported': () => 'Unsupported Content-Encoding.',
  'charset.unsupported': () => 'Unsupported charset: send UTF-8.',
  'request.aborted': () => 'Request aborted before its body was read.',
  'request.size.invalid': () => 'Request body size does not match Content-Length.',
};

function failureOf(error: unknown): PublicFailure {
  const known = publicFailureOf(error);
  if (known !== undefined) return known;
  const fields =
    typeof error === 'object' && error !== null
      ? (error as { status?: unknown; statusCode?: unknown; type?: unknown; limit?: unknown })
      : {};
  const status =
    typeof fields.status === 'number'
      ? fields.status
      : typeof fields.statusCode === 'number'
        ? fields.statusCode
        : 500;
  if (status < 400 || status >= 500) return httpFailure(500, 'Internal server error.');
  const bodyMessage = typeof fields.type === 'string' ? BODY_ERRORS[fields.type] : undefined;
  // Other 4xx errors (http-errors from express.static, a bad %-escape in the path) carry messages
  // that may quote the path or a file name: the status text says enough.
  return httpFailure(status, bodyMessage?.(fields));
}

/** Answers a failure in the shape the path's clients read. */
export function sendFailure(request: Request, response: Response, failure: PublicFailure): void {
  response.status(failure.status);
  const path = request.originalUrl.split('?')[0] ?? '';
  if (path === '/graphql' || path.startsWith('/graphql/')) {
    // The request id (logging/requestLogging.ts) as in every other GraphQL error, for bug reports.
    const requestId = response.getHeader('X-Request-Id');
    response.json({
      errors: [
        {
          message: failure.message,
          extensions: {
            code: failure.code,
            ...(typeof requestId === 'string' ? { requestId } : {}),
          },
        },
      ],
    });
  } else if (path.startsWith('/api/') && !path.endsWith('.csv')) {
    response.json({ error: { code: failure.code, message: failure.message } });
  } else {
    response.type('text/plain; charset=utf-8').send(`${failure.message}\n`);
  }
}

/**
 * One line per failed request: the client's mistakes are not worth a stack; a 5xx gets
 * the error with its stack. API requests log through their own logger (request id attached, see
 * logging/requestLogging.ts); other paths through the gateway's.
 */
function logFailure(
  request: Request,
  failure: PublicFailure,
  fallback: Logger | undefined,
  error?: unknown,
): void {
  const log = (request as { log?: Logger }).log ?? fallback;
  const line = `${failure.status} ${request.method} ${clipInput(request.originalUrl)}: ${failure.message}`;
  if (failure.status < 500) log?.warn(line);
  else log?.error({ err: error }, line);
}

/** The last handler: whatever no route answered. */
export function notFound(logger?: Logger): RequestHandler {
  return (request, response) => {
    const failure = httpFailure(404, 'Not found.');
    logFailure(request, failure, logger);
    sendFailure(request, response, failure);
  };
}

/** A route that exists, asked with a method it does not answer. */
export function methodNotAllowed(allowed: readonly string[]): RequestHandler {
  return (request, response) => {
    const failure = httpFailure(405, `Use ${allowed.join(' or ')}.`);
    logFailure(request, failure, undefined);
    response.set('Allow', allowed.join(', '));
    sendFailure(request, response, failure);
  };
}

export function errorHandler(logger?: Logger): ErrorRequestHandler {
  return (error: unknown, request, response, _next) => {
    const failure = failureOf(error);
    logFailure(request, failure, logger, error);
    if (response.headersSent) {
      // Too late for a status: end the answer so the client sees it truncated, not complete.
      response.destroy();
      return;
    }
    sendFailure(request, response, failure);
  };
}
