import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/**
 * The gateway's user-facing texts (spec §8), one per GraphQL error; null when no GraphQL answer
 * came back (the caller says so in its own words, never the browser's "Failed to fetch", and never
 * spec §8's RPC text: the chains are not what failed).
 */
export function errorMessages(error: Error): string[] | null {
  if (CombinedGraphQLErrors.is(error))
    return [...new Set(error.errors.map((graphQLError) => graphQLError.message))];
  if (isNetworkError(error)) return null;
  return [error.message];
}

/**
 * The request never got a GraphQL answer (fetch's TypeError when the server is unreachable, an
 * HTTP error or a body that is not GraphQL): what the page last had is still the best it can show.
 */
export function isNetworkError(error: Error | null | undefined): boolean {
  if (error === null || error === undefined) return false;
  return ServerError.is(error) || ServerParseError.is(error) || error instanceof TypeError;
}

/** Bad input (an invalid address) fails the same way however often it is retried. */
export function isBadInput(error: Error): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.every((graphQLError) => graphQLError.extensions?.['code'] === 'BAD_USER_INPUT')
  );
}
