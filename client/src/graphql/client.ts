import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { typePolicies } from './typePolicies';

/** Same origin in production; Vite proxies /graphql to the gateway in development. */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri }),
    cache: new InMemoryCache({ typePolicies }),
  });
}
