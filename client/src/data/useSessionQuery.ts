import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useSyncExternalStore } from 'react';
import { sessionAnswers } from '../graphql/sessionAnswers';

/**
 * A page's own question, asked the way every data page asks: a saved
 * answer (restored cache) paints at once and the network's replaces it, unless this tab has just
 * had it or the route's loader is asking it right now (then the page reads what that answer
 * writes). `null` variables ask nothing.
 *
 * `asking` is true while an answer is on its way, the route's preload included, so a page can show
 * it is updating what it shows.
 */
export function useSessionQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | null,
) {
  const preloading = useSyncExternalStore(
    sessionAnswers.subscribe,
    () => variables !== null && sessionAnswers.isPreloadingFor(document, variables),
  );
  const result = useQuery<TData, TVariables>(
    document,
    variables === null
      ? skipToken
      : {
          variables,
          fetchPolicy: sessionAnswers.policyFor(document, variables),
          nextFetchPolicy: 'cache-first',
          notifyOnNetworkStatusChange: true,
        },
  );
  return { ...result, asking: result.loading || preloading };
}
