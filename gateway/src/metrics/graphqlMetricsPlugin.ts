import type { ApolloServerPlugin } from '@apollo/server';
import type { Metrics } from './metrics';

/** Counts GraphQL operations and times them per operation name (DESIGN.md "Logs and metrics"). */
export function graphqlMetricsPlugin<TContext extends object>(
  metrics: Metrics,
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      const startedAt = performance.now();
      return {
        async willSendResponse({ errors, operationName }) {
          metrics.recordGraphqlOperation(
            operationName,
            errors && errors.length > 0 ? 'error' : 'ok',
            (performance.now() - startedAt) / 1000,
          );
        },
      };
    },
  };
}
