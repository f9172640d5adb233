import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../graphql/client';

let client: ApolloClient | null = null;

/**
 * The app's one Apollo client, made when the dashboard first mounts rather than at start-up: the
 * landing page needs no data, so its first load does not pay for the client or restore the
 * cache, and the client (and its cache) outlives the dashboard layout if it remounts.
 */
export function appApolloClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}
