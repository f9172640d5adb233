import { useApolloClient } from '@apollo/client/react';
import { useCallback, useSyncExternalStore } from 'react';
import { refreshControllerFor, type RefreshState } from './refreshController';

/** The refresh state of this tab and a way to start the universal refresh. */
export function useRefresh(): { state: RefreshState; refresh: () => void } {
  const controller = refreshControllerFor(useApolloClient());
  const state = useSyncExternalStore(
    controller.subscribe,
    controller.getState,
    controller.getState,
  );
  const refresh = useCallback(() => void controller.run('manual'), [controller]);
  return { state, refresh };
}
