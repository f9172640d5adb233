import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { parseWalletAddress } from '../../../shared/src/addresses';
import {
  HexStakingDocument,
  PortfolioSummaryDocument,
  WalletDetailDocument,
  WalletTransactionsDocument,
  type HexNetwork,
} from '../graphql/generated/graphql';
import { sessionAnswers } from '../graphql/sessionAnswers';
import { appApolloClient } from '../shell/apolloClient';
import { visibleWallets } from '../wallets/walletList';
import { walletStore } from '../wallets/walletStore';
import { perChain } from './chainQuestions';
import { portfolioVariables } from './portfolioVariables';
import { FIRST_TRANSACTIONS_VIEW, walletTransactionsVariables } from './walletTransactionsVariables';

/** The pages whose data can be asked for before their code has loaded. */
export type PreloadedRoute = 'dashboard' | 'portfolio' | 'wallets' | 'wallet' | 'staking';

interface Question {
  query: DocumentNode;
  variables: OperationVariables;
}

/**
 * What a route's page asks when it mounts, with the variables its hooks build (usePortfolioSummary,
 * useHexStaking, the wallet page and its transaction list): the same questions, so the page reads
 * the preloaded answer rather than asking again. The value chart is left to load with its own
 * chunk: its documents live there (codegen LAZY_PARTS).
 */
export function routeQuestions(
  route: PreloadedRoute,
  params: Readonly<Record<string, string | undefined>>,
): Question[] {
  if (route === 'wallet') {
    let address: string;
    try {
      address = parseWalletAddress(params['address'] ?? '');
    } catch {
      // The page says what is wrong with the address; there is nothing to ask.
      return [];
    }
    return [
      ...perChain({ address }).map((variables) => ({ query: WalletDetailDocument, variables })),
      {
        query: WalletTransactionsDocument,
        variables: walletTransactionsVariables(address, FIRST_TRANSACTIONS_VIEW),
      },
    ];
  }
  const visible = visibleWallets(walletStore().getSnapshot()).map((wallet) => wallet.address);
  const wallets = portfolioVariables(visible);
  if (wallets.wallets.length === 0) return [];
  const staking = (network: HexNetwork): Question => ({
    query: HexStakingDocument,
    variables: { ...wallets, network },
  });
  const portfolio: Question[] = perChain(wallets).map((variables) => ({
    query: PortfolioSummaryDocument,
    variables,
  }));
  switch (route) {
    case 'dashboard':
      return [...portfolio, staking('PULSECHAIN'), staking('ETHEREUM')];
    case 'portfolio':
    case 'wallets':
      return portfolio;
    case 'staking':
      return [staking(params['network'] === 'ETHEREUM' ? 'ETHEREUM' : 'PULSECHAIN')];
  }
}

/**
 * Starts a route's questions while its page's chunk loads.
 * Only what the page would ask the network is asked; `sessionAnswers` marks each until it
 * settles, and the page's query reads what the answer writes to the cache meanwhile, so no
 * question goes out twice.
 */
export function preloadRoute(
  route: PreloadedRoute,
  params: Readonly<Record<string, string | undefined>> = {},
  client: ApolloClient = appApolloClient(),
): void {
  for (const { query, variables } of routeQuestions(route, params)) {
    if (sessionAnswers.policyFor(query, variables) === 'cache-first') continue;
    const answer = client.query({ query, variables, fetchPolicy: 'network-only' });
    // A failed preload is the page's to report: its own query asks again and shows the error.
    sessionAnswers.preload(
      query,
      variables,
      answer.catch(() => undefined),
    );
  }
}
