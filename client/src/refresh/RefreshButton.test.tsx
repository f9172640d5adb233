/** @jest-environment jsdom */
import '../../../tests/client/jsdomGlobals';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act, fireEvent, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { preloadIcons } from '../../../tests/client/icons';
import { renderPage } from '../../../tests/client/pageProviders';
import { WALLETS_KEY, resetWalletStoreForTests } from '../wallets/walletStore';
import { RefreshButton } from './RefreshButton';
import { refreshControllerFor } from './refreshController';

const A = '0x7a16ff8270133f063aab6c9977183d9e72835428';

/** Answers every operation after `delayMs`, so a run can be watched while it is under way. */
function slowClient(delayMs: number) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const timer = setTimeout(() => {
          const name = operation.operationName;
          const data =
            name === 'Chains'
              ? { chains: [] }
              : name === 'PortfolioSummary'
                ? {
                    portfolio: {
                      __typename: 'Portfolio',
                      wallets: [A],
                      totalUsd: 0,
                      change24hPct: null,
                      updatedAt: '2025-01-01T00:00:00Z',
                      tokens: [],
                      sources: [],
                    },
                  }
                : {
                    wallet: {
                      __typename: 'Wallet',
                      address: A,
                      totalUsd: 0,
                      holdings: [],
                      sources: [],
                    },
                  };
          observer.next({ data });
          observer.complete();
        }, delayMs);
        return () => clearTimeout(timer);
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

describe('RefreshButton (spec §4 universal refresh)', () => {
  // Icons render at once instead of updating outside act().
  beforeAll(() => preloadIcons());
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    localStorage.setItem(WALLETS_KEY, JSON.stringify([{ address: A, name: 'Main' }]));
    resetWalletStoreForTests();
  });
  afterEach(() => {
    jest.useRealTimers();
    resetWalletStoreForTests();
  });

  it('shows done/total in a ring while refreshing, is disabled meanwhile, and returns to idle', async () => {
    const client = slowClient(100);
    const controller = refreshControllerFor(client);
    renderPage(<RefreshButton />, { client });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    // The orchestrator's start run (background) asks again only what pages watch: none here.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    const idle = screen.getByRole('button', { name: 'Refresh all data' });
    expect(idle.hasAttribute('disabled')).toBe(false);
    expect(controller.getState()).toMatchObject({
      status: 'idle',
      lastRun: { kind: 'background' },
    });

    // The user's refresh: total = 1 + 1 wallet + 2 + 1 = 5, disabled meanwhile.
    fireEvent.click(idle);
    expect(await screen.findByText('Refreshing 0/5')).toBeTruthy();
    const busy = screen.getByRole('button', { name: /Refreshing: 0 of 5 steps done/ });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuemax')).toBe('5');
    expect(controller.getState()).toMatchObject({ status: 'refreshing', kind: 'manual' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    // Global step (Chains and PortfolioSummary, 100 ms each in parallel) done: 1 of 5.
    expect(screen.getByText('Refreshing 1/5')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('Refresh')).toBeTruthy();
    expect(controller.getState()).toMatchObject({
      status: 'idle',
      lastRun: { kind: 'manual', failed: [] },
    });
  });
});
