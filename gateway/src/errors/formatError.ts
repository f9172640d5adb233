import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { redactSecrets } from './errors';
import { publicFailureOf } from './publicErrors';

/**
 * Codes graphql-js and Apollo give their own request errors, and our cost rules theirs: their
 * messages are written for users and safe to pass through (DESIGN.md "GraphQL API principles").
 */
const REQUEST_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'QUERY_TOO_COSTLY',
  'PERSISTED_QUERY_NOT_FOUND',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * The last word on what reaches a client: our public errors keep their texts and codes
 * (errors/publicErrors.ts), also when graphql-js raised them during validation or variable
 * coercion; request errors keep theirs; anything unexpected is reduced to a generic message so
 * internals and upstream URLs never leak.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const where = {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  const ours = ownError(original);
  if (ours !== undefined)
    return { message: ours.message, ...where, extensions: { code: ours.code } };
  const code = formatted.extensions?.['code'];
  if (typeof code === 'string' && REQUEST_CODES.has(code))
    return { message: redactSecrets(formatted.message), ...where, extensions: { code } };
  return {
    message: 'Internal server error',
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/**
 * Errors we raise inside graphql-js (scalar parsing, validation rules) arrive wrapped, once or
 * twice: graphql-js prefixes the message ('Variable "$a" got invalid value …; ') and Apollo
 * relabels the code GRAPHQL_VALIDATION_FAILED. Our own error underneath says what the user needs
 * to read: a public class, or a GraphQLError our validation rules raised with a request code.
 */
function ownError(error: unknown): { message: string; code: string } | undefined {
  let wrapped = false;
  for (let current: unknown = error; current !== undefined && current !== null; wrapped = true) {
    const failure = publicFailureOf(current);
    if (failure !== undefined) return failure;
    if (!(current instanceof GraphQLError)) return undefined;
    const code = current.extensions['code'];
    if (wrapped && typeof code === 'string' && REQUEST_CODES.has(code))
      return { message: redactSecrets(current.message), code };
    current = current.originalError;
  }
  return undefined;
}
