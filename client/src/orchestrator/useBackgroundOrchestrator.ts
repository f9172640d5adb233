import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { refreshControllerFor } from '../refresh/refreshController';
import { Orchestrator } from './orchestrator';

const running = new WeakMap<object, { orchestrator: Orchestrator; users: number }>();

/**
 * Starts the background orchestrator for this Apollo client while any component using this hook
 * is mounted. Counted per client, so mounting it twice (or StrictMode's double effects) still
 * means one orchestrator and one start run.
 */
export function useBackgroundOrchestrator(): void {
  const client = useApolloClient();
  useEffect(() => {
    let entry = running.get(client);
    if (!entry) {
      const controller = refreshControllerFor(client);
      const orchestrator = new Orchestrator({
        run: () => controller.run('background'),
        isRunning: () => controller.isRunning(),
        // The page's own queries, asked again; the gateway answers from its cache while it is fresh.
        revalidate: () => client.refetchObservableQueries(),
        target: window,
        doc: document,
      });
      entry = { orchestrator, users: 0 };
      running.set(client, entry);
      orchestrator.start();
    }
    entry.users += 1;
    const current = entry;
    return () => {
      current.users -= 1;
      // Deferred: StrictMode unmounts and remounts at once; a real unmount stays unmounted.
      setTimeout(() => {
        if (current.users > 0 || running.get(client) !== current) return;
        current.orchestrator.stop();
        running.delete(client);
      }, 0);
    };
  }, [client]);
}
