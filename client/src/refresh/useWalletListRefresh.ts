import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { PortfolioSummaryDocument } from '../graphql/generated/graphql';
import { perChain } from '../data/chainQuestions';
import { portfolioVariables } from '../data/portfolioVariables';
import { walletStore } from '../wallets/walletStore';

/**
 * Spec §4: "Any change to the wallet list triggers an automatic refresh with scope 'summary'".
 * The summary of the visible wallets is asked of the network (the gateway's cache still serves
 * it), so a page that showed the old list's numbers gets the new list's at once.
 */
export function useWalletListRefresh(): void {
  const client = useApolloClient();
  useEffect(() => {
    const store = walletStore();
    let previous = store.getSnapshot();
    return store.subscribe(() => {
      const next = store.getSnapshot();
      if (next === previous) return;
      previous = next;
      const visible = next.filter((wallet) => !wallet.hidden).map((wallet) => wallet.address);
      if (visible.length === 0) return;
      for (const variables of perChain(portfolioVariables(visible)))
        client
          .query({ query: PortfolioSummaryDocument, variables, fetchPolicy: 'network-only' })
          .catch((error: unknown) => console.warn('Portfolio summary refresh failed', error));
    });
  }, [client]);
}
