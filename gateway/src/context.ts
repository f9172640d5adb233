import { createLoaders } from './loaders/createLoaders';
import { AnswerFreshness } from './responseCache/answerFreshness';
import type { EngineDeps } from './services/holdings/engineDeps';
import type { HoldingsFetchers } from './services/holdings/fetchers';

export interface Context {
  deps: EngineDeps;
  /** The request's loaders; `fresh` ones skip the cache (the universal refresh button). */
  fetchers(fresh: boolean): HoldingsFetchers;
  /** How long the answer stays as fresh as its data, for the serialized-response cache. */
  freshness: AnswerFreshness;
}

export function createContext(deps: EngineDeps, freshness = new AnswerFreshness()): Context {
  const sets = new Map<boolean, HoldingsFetchers>();
  return {
    deps,
    freshness,
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
