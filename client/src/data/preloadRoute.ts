import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { parseWalletAddress } from '../../../shared/src/addresses';
import {
  HexStakingDocument,
  PortfolioSummaryDocument,
  WalletDetailDocument,
  type HexNetwork,
} from '../graphql/generated/graphql';
import { sessionAnswers } from '../graphql/sessionAnswers';
import { appApolloClient } from '../shell/apolloClient';
import { walletStore } from '../wallets/walletStore';
import { portfolioVariables } from './portfolioVariables';

/** The pages whose data can be asked for before their code has loaded. */
export type PreloadedRoute = 'dashboard' | 'portfolio' | 'wallets' | 'wallet' | 'staking';

interface Question {
  query: DocumentNode;
  variables: OperationVariables;
}

/**
 * What a route's page will ask first, with the variables its hooks build (usePortfolioSummary,
 * useHexStaking, the wallet page): the same questions, so the page's own query finds the answer
 * in the cache, or joins the request still in flight (Apollo deduplicates identical ones).
 */
export function routeQuestions(
  route: PreloadedRoute,
  params: Readonly<Record<string, string | undefined>>,
): Question[] {
  const visible = walletStore()
    .getSnapshot()
    .filter((wallet) => !wallet.hidden)
    .map((wallet) => wallet.address);
  const wallets = portfolioVariables(visible);
  const staking = (network: HexNetwork): Question => ({
    query: HexStakingDocument,
    variables: { ...wallets, network },
  });
  const portfolio: Question = { query: PortfolioSummaryDocument, variables: wallets };
  if (route === 'wallet') {
    try {
      return [
        { query: WalletDetailDocument, variables: { address: parseWalletAddress(params['address'] ?? '') } },
      ];
    } catch {
      // The page says what is wrong with the address; there is nothing to ask.
      return [];
    }
  }
  if (wallets.wallets.length === 0) return [];
  switch (route) {
    case 'dashboard':
      return [portfolio, staking('PULSECHAIN'), staking('ETHEREUM')];
    case 'portfolio':
    case 'wallets':
      return [portfolio];
    case 'staking':
      return [staking(params['network'] === 'ETHEREUM' ? 'ETHEREUM' : 'PULSECHAIN')];
  }
}

/**
 * Starts a route's questions while its chunk loads (issue 18 "route-level preloading"), through
 * the fetch policy the page itself will take: nothing is asked that this tab was just answered,
 * and what is asked once is not asked again by the page.
 */
export function preloadRoute(
  route: PreloadedRoute,
  params: Readonly<Record<string, string | undefined>> = {},
  client: ApolloClient = appApolloClient(),
): void {
  for (const { query, variables } of routeQuestions(route, params)) {
    const policy = sessionAnswers.policyFor(query, variables);
    void client
      .query({ query, variables, fetchPolicy: policy === 'cache-first' ? 'cache-first' : 'network-only' })
      .catch(() => undefined);
  }
}
