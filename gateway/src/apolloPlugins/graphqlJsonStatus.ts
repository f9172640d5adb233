import type { ApolloServerPlugin } from '@apollo/server';

/** Request errors: the document does not parse or validate, or its variables do not coerce. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'QUERY_TOO_COSTLY',
]);

/**
 * GraphQL over HTTP, "application/json" response (graphql-http audit 572B, FDE2, 7B9B): a client
 * that accepts only the legacy application/json gets 200 for a request error, the errors in the
 * body, as pre-spec clients expect; one that accepts application/graphql-response+json, or sends
 * no Accept, keeps Apollo's 400.
 */
export function graphqlJsonStatusPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart({ request }) {
      const accept = request.http?.headers.get('accept') ?? '';
      if (
        !accept.includes('application/json') ||
        accept.includes('application/graphql-response+json')
      )
        return;
      return {
        async willSendResponse({ response, errors }) {
          const requestError =
            errors !== undefined &&
            errors.length > 0 &&
            errors.every((error) => REQUEST_ERROR_CODES.has(String(error.extensions['code'])));
          if (response.http.status === 400 && requestError) response.http.status = 200;
        },
      };
    },
  };
}
