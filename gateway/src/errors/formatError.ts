import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { redactSecrets } from './errors';

/** Codes whose messages are written for users and safe to pass through (DESIGN.md "GraphQL API principles"). */
const PUBLIC_CODES = new Set(['BAD_USER_INPUT', 'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'UPSTREAM_UNAVAILABLE', 'RATE_LIMITED', 'QUERY_TOO_COSTLY', 'PERSISTED_QUERY_NOT_FOUND', 'BAD_REQUEST', 'OPERATION_RESOLUTION_FAILURE']);

/**
 * The last word on what reaches a client: input errors keep the spec's texts (and are labelled
 * BAD_USER_INPUT even when graphql-js raised them during validation), anything unexpected is
 * reduced to a generic message so internals and upstream URLs never leak.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const cause = original instanceof GraphQLError ? original.originalError : undefined;
  const inputCode = cause instanceof GraphQLError ? cause.extensions['code'] : undefined;
  const code = inputCode === 'BAD_USER_INPUT' ? inputCode : formatted.extensions?.['code'];
  // graphql-js prefixes coercion errors ('Variable "$a" got invalid value …; '); the user gets the spec text alone.
  const message = inputCode === 'BAD_USER_INPUT' && cause instanceof GraphQLError ? cause.message : formatted.message;
  if (typeof code === 'string' && PUBLIC_CODES.has(code)) {
    return { message: redactSecrets(message), ...(formatted.locations ? { locations: formatted.locations } : {}), ...(formatted.path ? { path: formatted.path } : {}), extensions: { code } };
  }
  return { message: 'Internal server error', ...(formatted.path ? { path: formatted.path } : {}), extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
