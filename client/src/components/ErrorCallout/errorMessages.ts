import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The gateway's user-facing texts (spec §8), one per GraphQL error; only the transport's own
 * message when the request failed before GraphQL answered.
 */
export function errorMessages(error: Error): string[] {
  if (CombinedGraphQLErrors.is(error)) return [...new Set(error.errors.map((graphQLError) => graphQLError.message))];
  return [error.message];
}

/** Bad input (an invalid address) fails the same way however often it is retried. */
export function isBadInput(error: Error): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.every((graphQLError) => graphQLError.extensions?.['code'] === 'BAD_USER_INPUT');
}
