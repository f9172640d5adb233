import { createLoaders } from './loaders/createLoaders';
import type { EngineDeps } from './services/holdings/engineDeps';
import type { HoldingsFetchers } from './services/holdings/fetchers';

export interface Context {
  deps: EngineDeps;
  /** The request's loaders; `fresh` ones skip the cache (the universal refresh button). */
  fetchers(fresh: boolean): HoldingsFetchers;
}

export function createContext(deps: EngineDeps): Context {
  const sets = new Map<boolean, HoldingsFetchers>();
  return {
    deps,
    fetchers(fresh) {
      let set = sets.get(fresh);
      if (!set) {
        set = createLoaders(deps, fresh);
        sets.set(fresh, set);
      }
      return set;
    },
  };
}
