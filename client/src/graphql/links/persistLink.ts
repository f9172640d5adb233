import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';
import type { CachePersistor } from '../cachePersistence';

/**
 * Schedules a cache save after every answer. Apollo writes an answer to the cache right after the
 * link chain delivers it; the persistor's debounce runs well after that write.
 */
export function createPersistLink(persistor: CachePersistor): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(tap({ next: () => persistor.schedule() })),
  );
}
