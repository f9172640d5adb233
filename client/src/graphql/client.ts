import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createCachePersistor, restoreCache, type CachePersistor } from './cachePersistence';
import { createPersistLink } from './links/persistLink';
import { createRateLimitLink } from './links/rateLimitLink';
import { rateLimitNotice as appNotice, type RateLimitNotice } from './links/rateLimitNotice';
import { createRetryLink } from './links/retryLink';
import {
  createReachabilityLink,
  serverReachability,
  type ServerReachability,
} from './links/serverReachability';
import { sessionAnswers } from './sessionAnswers';
import { typePolicies } from './typePolicies';
import { localStorageOrNull } from '../storage/browserStorage';

export interface ApolloClientOptions {
  /** Where the cache snapshot lives; null turns persistence off (tests). */
  storage?: Storage | null;
  notice?: RateLimitNotice;
  reachability?: ServerReachability;
}

/**
 * Same origin in production; Vite proxies /graphql to the gateway in development.
 *
 * Links, outermost first: save the cache after answers; note which questions this tab had
 * answered (pages then read those from the cache: sessionAnswers.ts); retry 429 and brief 5xx (spec §7); show
 * the rate-limit notice on each attempt's answer (spec §4); note whether this server answers at
 * all (its first refused attempt shows the server-down notice, before the retries); HTTP.
 */
export function createApolloClient(
  uri = '/graphql',
  options: ApolloClientOptions = {},
): ApolloClient {
  const storage = options.storage === undefined ? localStorageOrNull() : options.storage;
  const cache = new InMemoryCache({ typePolicies });
  // Before the first query: pages then paint the last answers while the orchestrator refetches.
  const savedAt = restoreCache(cache, { storage });
  const reachability = options.reachability ?? serverReachability;
  // The saved figures date from their save until the server answers this tab.
  if (savedAt !== null) reachability.answeredBefore(savedAt);
  const persistor = createCachePersistor(cache, { storage });
  watchPageLifecycle(persistor);

  return new ApolloClient({
    link: ApolloLink.from([
      createPersistLink(persistor),
      sessionAnswers.link(),
      createRetryLink(),
      createRateLimitLink(options.notice ?? appNotice),
      createReachabilityLink(reachability),
      new HttpLink({ uri }),
    ]),
    cache,
    // Each component reads its own fragment (useFragment); a parent sees only what it selected
    // itself (docs/DECISIONS.md "Fragment masking").
    dataMasking: true,
  });
}

/** A tab about to close or be frozen saves now rather than after the debounce. */
function watchPageLifecycle(persistor: CachePersistor): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('pagehide', () => persistor.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') persistor.flush();
  });
}
