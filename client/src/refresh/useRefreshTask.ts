import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { refreshControllerFor } from './refreshController';

/**
 * Registers one of the universal refresh's "other tasks" (spec §4, run last) while the calling
 * component is mounted: the ticker, for one, can refresh itself with the rest.
 */
export function useRefreshTask(name: string, run: () => Promise<unknown>): void {
  const client = useApolloClient();
  // The latest function, without re-registering (and moving to the end of the order) on each render.
  const latest = useRef(run);
  latest.current = run;
  useEffect(
    () => refreshControllerFor(client).register({ name, run: () => latest.current() }),
    [client, name],
  );
}
