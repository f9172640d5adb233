import type { ApolloClient } from '@apollo/client';
import {
  ChainsDocument,
  PortfolioSummaryDocument,
  WalletDetailDocument,
} from '../graphql/generated/graphql';
import { perChain } from '../data/chainQuestions';
import { portfolioVariables } from '../data/portfolioVariables';
import { RECENT_ANSWER_MS, sessionAnswers } from '../graphql/sessionAnswers';
import type { RefreshTask } from './runTasks';

/** Operations that show transaction history; "transaction history when present" means one is on screen. */
const HISTORY_QUERIES: ReadonlySet<string> = new Set(['WalletTransactions']);
/** Views of merged data besides the summary the global step stores: the filtered-token lists. */
const PORTFOLIO_VIEWS: ReadonlySet<string> = new Set(['PortfolioFiltered', 'WalletFiltered']);

export interface RefreshPlanInput {
  client: ApolloClient;
  /** Visible wallets only: hidden ones are skipped in refresh (spec §3). Lowercase addresses. */
  wallets: readonly string[];
  /** true for the refresh button: the gateway skips its cache. Background runs pass false. */
  fresh: boolean;
  /** The two staking reads (HEX on PulseChain, eHEX on Ethereum), in that order. */
  staking: (fresh: boolean) => readonly [RefreshTask, RefreshTask];
  /** Tasks registered by other parts of the app, run last. */
  others: readonly RefreshTask[];
  /** Which operations count as transaction history (tests name their own). */
  historyQueries?: ReadonlySet<string>;
}

/**
 * The universal refresh in spec §4's order: forced global refresh; per wallet a portfolio and
 * wallet-detail refresh; HEX and eHEX staking; portfolio overview; transaction history when
 * present; other registered tasks.
 *
 * The global step asks the gateway for every visible wallet merged, in one request: prices and
 * balances are refreshed once, batched across wallets, and the per-wallet steps after it read
 * what it just stored (fresh: false) instead of asking the upstreams again. Only when the global
 * step failed do they skip the gateway's cache themselves.
 */
export function planRefresh(input: RefreshPlanInput): RefreshTask[] {
  const { client, wallets, fresh, staking, others, historyQueries = HISTORY_QUERIES } = input;
  let globalFailed = false;
  // A background read (fresh: false) has the same variables as the pages' own queries once Apollo
  // fills in the documents' defaults, so when both are in flight one request serves them.
  const network = { fetchPolicy: 'network-only' } as const;

  const global: RefreshTask = {
    name: 'Global refresh',
    run: async () => {
      try {
        const chains = client.query({ query: ChainsDocument, ...network });
        // Chain by chain, as the pages read it (docs/DECISIONS.md "Progressive answers").
        if (wallets.length > 0) {
          await Promise.all(
            perChain({ ...portfolioVariables(wallets), fresh }).map((variables) =>
              client.query({ query: PortfolioSummaryDocument, variables, ...network }),
            ),
          );
        }
        await chains;
      } catch (error) {
        globalFailed = true;
        throw error;
      }
    },
  };

  const perWallet = wallets.map<RefreshTask>((address) => ({
    name: `Wallet ${address}`,
    run: () =>
      Promise.all(
        perChain({ address, fresh: fresh && globalFailed }).map((variables) =>
          client.query({ query: WalletDetailDocument, variables, ...network }),
        ),
      ),
  }));

  const overview: RefreshTask = {
    name: 'Portfolio overview',
    // Whatever portfolio views are on screen; the summary too when the global step could not store it.
    run: () =>
      client.refetchQueries({
        include: activeQueryNames(
          client,
          globalFailed ? new Set([...PORTFOLIO_VIEWS, 'PortfolioSummary']) : PORTFOLIO_VIEWS,
        ),
      }),
  };

  const history = activeQueryNames(client, historyQueries);
  const historyTask: RefreshTask[] =
    history.length > 0
      ? [{ name: 'Transaction history', run: () => client.refetchQueries({ include: history }) }]
      : [];

  return [global, ...perWallet, ...staking(fresh), overview, ...historyTask, ...others];
}

/** Names of the given operations that some mounted component is watching right now. */
function activeQueryNames(client: ApolloClient, names: ReadonlySet<string>): string[] {
  const active = new Set<string>();
  for (const query of client.getObservableQueries('active')) {
    if (query.queryName !== undefined && names.has(query.queryName)) active.add(query.queryName);
  }
  return [...active];
}

/**
 * A background run (spec §4 "Background orchestrator": at start, on the timer, on coming back):
 * what is on screen, asked again of the gateway, except what is being asked right now or was
 * answered moments ago. The pages (or their routes' preloads) ask for their own data when they
 * open, so a start run repeats none of it (HexStaking twice per network,
 * WalletDetail twice), and pages not shown are asked when visited.
 * The button's run (planRefresh) still walks every wallet and staking network in the spec's order.
 */
export function planBackgroundRefresh(client: ApolloClient): RefreshTask[] {
  return [
    {
      name: 'On screen',
      run: async () => {
        const idle = [...client.getObservableQueries('active')].filter(
          (query) =>
            !query.getCurrentResult().loading &&
            !(
              query.queryName !== undefined &&
              sessionAnswers.answeredWithin(query.queryName, query.variables, RECENT_ANSWER_MS)
            ),
        );
        await Promise.all(idle.map((query) => query.refetch()));
      },
    },
  ];
}
