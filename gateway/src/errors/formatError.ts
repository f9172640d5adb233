import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { BadInputError, redactSecrets } from './errors';

/** Codes whose messages are written for users and safe to pass through (DESIGN.md "GraphQL API principles"). */
const PUBLIC_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'UPSTREAM_UNAVAILABLE',
  'RATE_LIMITED',
  'QUERY_TOO_COSTLY',
  'PERSISTED_QUERY_NOT_FOUND',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * The last word on what reaches a client: input errors keep the spec's texts (and are labelled
 * BAD_USER_INPUT even when graphql-js raised them during validation), anything unexpected is
 * reduced to a generic message so internals and upstream URLs never leak.
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
  if (original instanceof BadInputError)
    return { message: original.message, ...where, extensions: { code: 'BAD_USER_INPUT' } };
  // Errors we raise inside graphql-js (scalar parsing, validation rules) arrive wrapped: graphql-js
  // prefixes the message ('Variable "$a" got invalid value …; ') and Apollo relabels the code
  // GRAPHQL_VALIDATION_FAILED. Our own error underneath says what the user needs to read.
  const cause =
    original instanceof GraphQLError && original.originalError instanceof GraphQLError
      ? original.originalError
      : undefined;
  const causeCode = cause?.extensions['code'];
  const ours = typeof causeCode === 'string' && PUBLIC_CODES.has(causeCode);
  const code = ours ? causeCode : formatted.extensions?.['code'];
  const message = ours && cause ? cause.message : formatted.message;
  if (typeof code === 'string' && PUBLIC_CODES.has(code))
    return { message: redactSecrets(message), ...where, extensions: { code } };
  return {
    message: 'Internal server error',
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
