import { createLoaders } from './loaders/createLoaders';
import { AnswerFreshness } from './responseCache/answerFreshness';
import type { GatewayDeps } from './deps';
import type { HoldingsLoaders } from './services/holdings/holdingsLoaders';

export interface Context {
  deps: GatewayDeps;
  /** The request's loaders; `fresh` ones skip the cache (the universal refresh button). */
  loaders(fresh: boolean): HoldingsLoaders;
  /** How long the answer stays as fresh as its data, for the serialized-response cache. */
  freshness: AnswerFreshness;
}

export function createContext(deps: GatewayDeps, freshness = new AnswerFreshness()): Context {
  const sets = new Map<boolean, HoldingsLoaders>();
  return {
    deps,
    freshness,
    loaders(fresh) {
      let set = sets.get(fresh);
      if (!set) {
        set = createLoaders(deps, fresh);
        sets.set(fresh, set);
      }
      return set;
    },
  };
}
