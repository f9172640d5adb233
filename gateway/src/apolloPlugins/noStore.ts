import type { ApolloServerPlugin } from '@apollo/server';

/**
 * `Cache-Control: no-store` on every answer Apollo sends, as its cache-control plugin set it:
 * the schema declares no cache hints, so that plugin could only ever conclude "no-store", yet it
 * worked that out per resolved field (a cold 10-wallet answer has thousands). Apollo's plugin is
 * disabled in server.ts and this says the same once per answer. Stored answers carry their own
 * validators (responseCache.ts); HTTP caches are not told to keep API answers.
 */
export function noStorePlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          response.http.headers.set('cache-control', 'no-store');
        },
      };
    },
  };
}
