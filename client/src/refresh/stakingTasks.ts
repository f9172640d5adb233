import type { ApolloClient } from '@apollo/client';
import { HexStakingDocument, type HexNetwork } from '../graphql/generated/graphql';
import { portfolioVariables } from '../data/portfolioVariables';
import type { RefreshTask } from './runTasks';

/**
 * Step 3 of the universal refresh (spec §4): HEX (PulseChain) then eHEX (Ethereum) staking for
 * every visible wallet address, lowercased and deduplicated (spec §3), in the same shape the
 * staking pages and the dashboard ask for, so they all update.
 */
export function stakingRefreshTasks(client: ApolloClient, wallets: readonly string[]) {
  const task = (name: string, network: HexNetwork, fresh: boolean): RefreshTask => ({
    name,
    run: async () => {
      if (wallets.length === 0) return;
      await client.query({
        query: HexStakingDocument,
        variables: { ...portfolioVariables(wallets), network, fresh },
        fetchPolicy: 'network-only',
      });
    },
  });
  return (fresh: boolean): readonly [RefreshTask, RefreshTask] => [
    task('HEX staking', 'PULSECHAIN', fresh),
    task('eHEX staking', 'ETHEREUM', fresh),
  ];
}
