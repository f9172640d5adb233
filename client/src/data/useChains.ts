import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CHAIN_KEYS, CHAINS } from '../../../shared/src/chains';
import { ChainsDocument, type ChainKey, type ChainsQuery } from '../graphql/generated/graphql';

export type ChainInfo = ChainsQuery['chains'][number];

/** The gateway's chain registry by key: display names and explorer links. */
export function useChains(): ReadonlyMap<ChainKey, ChainInfo> {
  const { data } = useQuery(ChainsDocument);
  return useMemo(
    () => new Map((data?.chains ?? []).map((chain) => [chain.key, chain])),
    [data?.chains],
  );
}

/**
 * A chain's display name: the gateway's, else the registry's the client is built with, so a page
 * names a chain in words even before (or without) the Chains answer, as on a bad day.
 */
export function chainName(chains: ReadonlyMap<ChainKey, ChainInfo>, key: ChainKey): string {
  return chains.get(key)?.name ?? registryName(key);
}

function registryName(key: ChainKey): string {
  const chain = CHAIN_KEYS.find((candidate) => candidate.toUpperCase() === key);
  return chain === undefined ? key : CHAINS[chain].name;
}
