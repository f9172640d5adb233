import type { RequestHandler } from 'express';

/**
 * The answer-size ceiling of /graphql: an answer over `maxBytes` is replaced by a
 * GraphQL error before it is sent. The query limits (graphql/costRules.ts) keep answers far below
 * it; this is the backstop for whatever they let through. It wraps `res.send`, which Apollo's
 * Express integration and any serialized-response cache in front of it both answer with, so no
 * path to the client skips it.
 */
export function answerCeiling(maxBytes: number): RequestHandler {
  return (_request, response, next) => {
    const send = response.send.bind(response);
    response.send = (body?: unknown) => {
      // A string's UTF-8 size is at least its length and at most three times it. The response
      // cache sends its stored answers as bytes.
      if (
        (Buffer.isBuffer(body) && body.length > maxBytes) ||
        (typeof body === 'string' &&
          body.length * 3 > maxBytes &&
          Buffer.byteLength(body) > maxBytes)
      ) {
        const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
        const error = {
          message: `Answer larger than ${megabytes} MB: ask for fewer fields, wallets or chains at a time.`,
          extensions: { code: 'ANSWER_TOO_LARGE' },
        };
        return send(JSON.stringify({ errors: [error] }));
      }
      return send(body);
    };
    next();
  };
}
