import { useMemo } from 'react';
import {
  HexStakingDocument,
  type HexNetwork,
  type HexStakingQuery,
} from '../graphql/generated/graphql';
import { useWallets, type SavedWallet } from '../wallets/useWallets';
import { portfolioVariables } from './portfolioVariables';
import { useSessionQuery } from './useSessionQuery';

export type StakingData = HexStakingQuery['hexStaking'];

/**
 * HEX or eHEX stakes of the visible wallets, lowercased and deduplicated (spec §3): the same
 * variables the refresh step uses, so a refresh updates the page.
 */
export function useHexStaking(network: HexNetwork): {
  wallets: SavedWallet[];
  data: StakingData | null;
  error: Error | null;
  loading: boolean;
  updating: boolean;
  refetch: () => void;
} {
  const { visibleWallets } = useWallets();
  const variables = useMemo(
    () => ({ ...portfolioVariables(visibleWallets.map((wallet) => wallet.address)), network }),
    [visibleWallets, network],
  );
  const empty = variables.wallets.length === 0;
  const result = useSessionQuery(HexStakingDocument, empty ? null : variables);
  const data = empty ? null : (result.data?.hexStaking ?? result.previousData?.hexStaking ?? null);
  return {
    wallets: visibleWallets,
    data,
    error: empty ? null : (result.error ?? null),
    loading: !empty && result.asking && !data,
    updating: !empty && result.asking && data !== null,
    refetch: () => {
      if (!empty) void result.refetch().catch(() => undefined);
    },
  };
}
