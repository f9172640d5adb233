import { Arg } from 'type-graphql';
import { ChainKeyEnum } from './chain/chain.type';

/** The refresh button's argument, the same on every query that reads upstreams. */
export function FreshArg(description = 'Skip the cache (the refresh button).') {
  return Arg('fresh', () => Boolean, { defaultValue: false, description });
}

/** The chains a query reads; null (omitted) reads every chain of the registry. */
export function ChainsArg(description = 'Chains to read; all five when omitted.') {
  return Arg('chains', () => [ChainKeyEnum], { nullable: true, description });
}
