import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { formatError } from '../errors/formatError';
import { currentScope } from '../request/requestScope';

/**
 * formatError, plus what an operator needs to follow the error: the request id in every error's
 * extensions (the id the client can quote), and the unmasked error with its stack logged at
 * error level whenever the client is only told "Internal server error" (STYLE.md habit 14).
 */
export function formatErrorForRequest(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const result = formatError(formatted, error);
  const scope = currentScope();
  if (!scope) return result;
  if (result.extensions?.['code'] === 'INTERNAL_SERVER_ERROR') {
    scope.log?.error(
      { err: unwrapResolverError(error), path: formatted.path?.join('.') },
      'GraphQL resolver failed',
    );
  }
  return { ...result, extensions: { ...result.extensions, requestId: scope.requestId } };
}

/** Names the current request's GraphQL operation for its log line, executed or answered from the response cache. */
export function nameOperation(operationName: string | null | undefined): void {
  const scope = currentScope();
  if (scope) scope.operation = (operationName ?? 'anonymous').slice(0, 100);
}

/** Names the request's GraphQL operation for its log line. */
export function graphqlLoggingPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operationName }) {
          nameOperation(operationName);
        },
      };
    },
  };
}
