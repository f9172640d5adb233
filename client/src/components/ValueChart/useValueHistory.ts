import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  PortfolioHistoryDocument,
  WalletHistoryDocument,
  type HistoryRange,
  type ValueChart_HistoryFragment,
} from './generated/graphql';
import { isServerUnreachable, serverReachability } from '../../graphql/links/serverReachability';
import { sessionAnswers } from '../../graphql/sessionAnswers';
import { refreshControllerFor } from '../../refresh/refreshController';
import { portfolioVariables } from '../../data/portfolioVariables';

/** The visible wallets merged (dashboard, portfolio), or one wallet (its page). */
export type ValueChartScope = { wallets: readonly string[] } | { address: string };

/**
 * A first read of a long history, or of the DEX's daily closes, outlasts the request and goes on
 * in the gateway's background (docs/DECISIONS.md "Portfolio history"): its status fails with
 * reason TIMEOUT meanwhile. Asked again after each of these waits: soon at first, then more
 * slowly, about three minutes in all (a cold read of ~80 tokens' closes at GeckoTerminal's 30
 * calls a minute), so the chart fills in as the read goes on and a read that never ends is not
 * polled for ever.
 */
const FILL_IN_WAITS_MS = [4, 4, 4, 4, 8, 8, 15, 15, 15, 15, 15, 15, 15, 15, 15].map(
  (seconds) => seconds * 1_000,
);

export interface ValueHistory {
  /** The answer shown: this range's, or the last range's while this one loads. */
  history: ValueChart_HistoryFragment | null;
  error: Error | null;
  /**
   * This range is not in the cache and the server does not answer: said at the first refused
   * attempt, rather than after the retries, and the last range's line is not passed off as this one.
   */
  unreachable: boolean;
  loading: boolean;
  /** Part of the history is still being read, and will be asked again. */
  filling: boolean;
  refetch: () => void;
}

export function useValueHistory(scope: ValueChartScope, range: HistoryRange): ValueHistory {
  // Joined, so a new array of the same wallets (each render of a page) is the same question.
  const wallets = 'wallets' in scope ? scope.wallets.join() : null;
  const address = 'address' in scope ? scope.address : null;
  const merged = useMemo(
    () => (wallets === null ? null : { ...portfolioVariables(wallets.split(',')), range }),
    [wallets, range],
  );
  const single = useMemo(() => (address === null ? null : { address, range }), [address, range]);
  const options = { nextFetchPolicy: 'cache-first', notifyOnNetworkStatusChange: true } as const;
  const portfolio = useQuery(
    PortfolioHistoryDocument,
    merged
      ? {
          ...options,
          variables: merged,
          fetchPolicy: sessionAnswers.policyFor(PortfolioHistoryDocument, merged),
        }
      : skipToken,
  );
  const wallet = useQuery(
    WalletHistoryDocument,
    single
      ? {
          ...options,
          variables: single,
          fetchPolicy: sessionAnswers.policyFor(WalletHistoryDocument, single),
        }
      : skipToken,
  );
  const result = merged ? portfolio : wallet;
  const current = portfolio.data?.portfolioHistory ?? wallet.data?.walletHistory ?? null;
  const previous =
    portfolio.previousData?.portfolioHistory ?? wallet.previousData?.walletHistory ?? null;
  const { refetch } = result;

  const key = JSON.stringify([wallets, address, range]);
  const [tries, setTries] = useState({ key, count: 0 });
  const count = tries.key === key ? tries.count : 0;
  const reading =
    current?.sources.some((status) => status.state === 'FAILED' && status.reason === 'TIMEOUT') ??
    false;
  useEffect(() => {
    const wait = FILL_IN_WAITS_MS[count];
    if (!reading || wait === undefined) return;
    const timer = setTimeout(() => {
      void refetch()
        .catch(() => undefined)
        .finally(() => setTries({ key, count: count + 1 }));
    }, wait);
    return () => clearTimeout(timer);
  }, [reading, count, key, refetch]);

  // The refresh button (spec §4 "other registered tasks") reads what is new from the explorers;
  // `fresh` is no cache key, so the answer lands where this chart reads.
  const client = useApolloClient();
  useEffect(() => {
    const controller = refreshControllerFor(client);
    const name = 'Value history';
    if (merged)
      return controller.register({
        name,
        run: () =>
          client.query({
            query: PortfolioHistoryDocument,
            variables: { ...merged, fresh: true },
            fetchPolicy: 'network-only',
          }),
      });
    if (single)
      return controller.register({
        name,
        run: () =>
          client.query({
            query: WalletHistoryDocument,
            variables: { ...single, fresh: true },
            fetchPolicy: 'network-only',
          }),
      });
    return undefined;
  }, [client, merged, single]);

  const serverDown = useSyncExternalStore(
    serverReachability.subscribe,
    () => serverReachability.unreachableSince() !== null,
  );
  const unreachable =
    current === null && (isServerUnreachable(result.error) || (result.loading && serverDown));
  return {
    history: current ?? (unreachable ? null : previous),
    error: result.error ?? null,
    unreachable,
    loading: result.loading,
    filling: reading && count < FILL_IN_WAITS_MS.length,
    refetch: () => void refetch().catch(() => undefined),
  };
}
