import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
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

export function chainName(chains: ReadonlyMap<ChainKey, ChainInfo>, key: ChainKey): string {
  return chains.get(key)?.name ?? key;
}
