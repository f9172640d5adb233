import { describe, expect, it } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { CHAIN_ORDER } from '../data/chainQuestions';
import { ChainsDocument } from '../graphql/generated/graphql';
import { sessionAnswers } from '../graphql/sessionAnswers';
import { typePolicies } from '../graphql/typePolicies';
import { planBackgroundRefresh, planRefresh } from './refreshTasks';
import { runTasks, type RefreshTask } from './runTasks';

/** Spec §4: total = 1 + wallets + 2 + 1 + (1 if history present) + other tasks. */
function refreshTotal(wallets: number, historyPresent: boolean, others: number): number {
  return 1 + wallets + 2 + 1 + (historyPresent ? 1 : 0) + others;
}

const A = '0x7a16ff8270133f063aab6c9977183d9e72835428';
const B = '0x1111111111111111111111111111111111111111';

interface Call {
  operation: string;
  variables: Record<string, unknown>;
}

/** A client whose link records every operation and answers with an empty but complete result. */
function recordingClient(calls: Call[], failing: ReadonlySet<string> = new Set()) {
  const answers: Record<string, (variables: Record<string, unknown>) => unknown> = {
    Chains: () => ({
      chains: [
        {
          __typename: 'Chain',
          key: 'PULSE',
          id: 369,
          name: 'PulseChain',
          nativeSymbol: 'PLS',
          explorerUrl: 'https://scan.example',
        },
      ],
    }),
    PortfolioSummary: (variables) => ({
      portfolio: {
        __typename: 'Portfolio',
        wallets: variables['wallets'],
        totalUsd: 0,
        change24hPct: null,
        updatedAt: '2025-01-01T00:00:00Z',
        tokens: [],
        sources: [],
      },
    }),
    WalletDetail: (variables) => ({
      wallet: {
        __typename: 'Wallet',
        address: variables['address'],
        totalUsd: 0,
        holdings: [],
        sources: [],
      },
    }),
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({
          operation: operation.operationName ?? '?',
          variables: { ...operation.variables },
        });
        if (failing.has(operation.operationName ?? '')) {
          observer.error(new Error(`${operation.operationName} failed`));
          return;
        }
        observer.next({
          data: answers[operation.operationName ?? '']?.(operation.variables) as Record<
            string,
            unknown
          >,
        });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
}

const staking = (log: string[]) => (): readonly [RefreshTask, RefreshTask] => [
  { name: 'HEX staking', run: async () => log.push('HEX') },
  { name: 'eHEX staking', run: async () => log.push('eHEX') },
];

describe('planRefresh (spec §4 order)', () => {
  it('runs global, then each wallet, then HEX and eHEX, then the overview, then other tasks', async () => {
    const calls: Call[] = [];
    const log: string[] = [];
    const client = recordingClient(calls);
    const other: RefreshTask = { name: 'ticker', run: async () => log.push('other') };
    const tasks = planRefresh({
      client,
      wallets: [B, A],
      fresh: true,
      staking: staking(log),
      others: [other],
    });

    expect(tasks.map((task) => task.name)).toEqual([
      'Global refresh',
      `Wallet ${B}`,
      `Wallet ${A}`,
      'HEX staking',
      'eHEX staking',
      'Portfolio overview',
      'ticker',
    ]);
    expect(tasks).toHaveLength(refreshTotal(2, false, 1));

    await runTasks(tasks, { log: () => undefined });
    const perChain = CHAIN_ORDER.length;
    expect(calls.map((call) => call.operation)).toEqual([
      'Chains',
      ...Array<string>(perChain).fill('PortfolioSummary'),
      ...Array<string>(perChain * 2).fill('WalletDetail'),
    ]);
    // The global step skips the gateway's cache once, for every wallet together (sorted set),
    // chain by chain as the pages read it…
    expect(calls.slice(1, 1 + perChain).map((call) => call.variables)).toEqual(
      CHAIN_ORDER.map((chain) => ({ wallets: [B, A].sort(), chains: [chain], fresh: true })),
    );
    // …and the per-wallet steps read what it stored.
    expect(calls[1 + perChain]?.variables).toEqual({
      address: B,
      chains: [CHAIN_ORDER[0]],
      fresh: false,
    });
    expect(log).toEqual(['HEX', 'eHEX', 'other']);
  });

  it('lets the per-wallet steps skip the cache themselves when the global step failed', async () => {
    const calls: Call[] = [];
    const client = recordingClient(calls, new Set(['PortfolioSummary']));
    const outcome = await runTasks(
      planRefresh({ client, wallets: [A], fresh: true, staking: staking([]), others: [] }),
      { log: () => undefined },
    );
    expect(outcome.failed).toEqual(['Global refresh']);
    expect(calls.find((call) => call.operation === 'WalletDetail')?.variables).toEqual({
      address: A,
      chains: [CHAIN_ORDER[0]],
      fresh: true,
    });
  });

  it('background runs never skip the cache', async () => {
    const calls: Call[] = [];
    const client = recordingClient(calls);
    await runTasks(
      planRefresh({ client, wallets: [A], fresh: false, staking: staking([]), others: [] }),
    );
    expect(calls.filter((call) => call.variables['fresh'] === true)).toEqual([]);
  });

  it('adds the transaction-history step only while a history query is on screen', async () => {
    const calls: Call[] = [];
    const client = recordingClient(calls);
    const plan = () =>
      planRefresh({
        client,
        wallets: [A],
        fresh: true,
        staking: staking([]),
        others: [],
        historyQueries: new Set(['Chains']),
      });
    expect(plan()).toHaveLength(refreshTotal(1, false, 0));

    const subscription = client.watchQuery({ query: ChainsDocument }).subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const tasks = plan();
    expect(tasks).toHaveLength(refreshTotal(1, true, 0));
    expect(tasks.at(-1)?.name).toBe('Transaction history');
    subscription.unsubscribe();
  });
});

describe('refreshTotal (spec §4 progress arithmetic)', () => {
  it('is 1 + wallets + 2 + 1 + (1 if history) + other tasks', () => {
    expect(refreshTotal(0, false, 0)).toBe(4);
    expect(refreshTotal(3, false, 0)).toBe(7);
    expect(refreshTotal(3, true, 0)).toBe(8);
    expect(refreshTotal(3, true, 2)).toBe(10);
  });
});

describe('planBackgroundRefresh', () => {
  it('asks nothing when no page watches a query, then asks again only what is watched', async () => {
    const calls: Call[] = [];
    const client = recordingClient(calls);
    await runTasks(planBackgroundRefresh(client), { log: () => undefined });
    expect(calls).toEqual([]);

    const watched = client.watchQuery({ query: ChainsDocument });
    const subscription = watched.subscribe(() => undefined);
    await watched.refetch();
    calls.length = 0;
    await runTasks(planBackgroundRefresh(client), { log: () => undefined });
    expect(calls.map((call) => call.operation)).toEqual(['Chains']);
    subscription.unsubscribe();
  });

  it("leaves alone what the network answered moments ago (a route's preload before the start run)", async () => {
    const calls: Call[] = [];
    const client = recordingClient(calls);
    const watched = client.watchQuery({ query: ChainsDocument });
    const subscription = watched.subscribe(() => undefined);
    await watched.refetch();
    sessionAnswers.record('Chains', {});
    calls.length = 0;
    try {
      await runTasks(planBackgroundRefresh(client), { log: () => undefined });
      expect(calls).toEqual([]);
    } finally {
      subscription.unsubscribe();
    }
  });
});
