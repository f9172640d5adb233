/** @jest-environment jsdom */
import '../../../tests/client/jsdomGlobals';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { CHAIN_ORDER } from '../data/chainQuestions';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, renderHook } from '@testing-library/react';
import { Observable } from 'rxjs';
import { useWallets } from '../wallets/useWallets';
import { resetWalletStoreForTests } from '../wallets/walletStore';
import { useWalletListRefresh } from './useWalletListRefresh';

const A = '0x7a16ff8270133f063aab6c9977183d9e72835428';
const B = '0x1111111111111111111111111111111111111111';

function Refresher() {
  useWalletListRefresh();
  return null;
}

describe('useWalletListRefresh (spec §4: any change to the wallet list refreshes the summary)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetWalletStoreForTests();
  });
  afterEach(() => resetWalletStoreForTests());

  it('asks the network for the visible wallets’ summary after each change, and nothing when none are visible', async () => {
    const asked: unknown[] = [];
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          asked.push(operation.variables['wallets']);
          observer.next({
            data: {
              portfolio: {
                __typename: 'Portfolio',
                wallets: [],
                totalUsd: 0,
                change24hPct: null,
                updatedAt: 'now',
                tokens: [],
                sources: [],
              },
            },
          });
          observer.complete();
        }),
    );
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    render(
      <ApolloProvider client={client}>
        <Refresher />
      </ApolloProvider>,
    );
    const { result } = renderHook(() => useWallets());
    expect(asked).toEqual([]);

    await act(async () => void result.current.add(A, 'Main'));
    await act(async () => void result.current.add(B, 'Cold'));
    await act(async () => result.current.rename(B, 'Vault'));
    await act(async () => result.current.setHidden(B, true));
    await act(async () => result.current.setHidden(A, true));
    // One question per chain each time (docs/DECISIONS.md "Progressive answers").
    const perChain = (wallets: string[]) => CHAIN_ORDER.map(() => wallets);
    expect(asked).toEqual([
      ...perChain([A]),
      ...perChain([B, A]),
      ...perChain([B, A]),
      ...perChain([A]),
    ]);
  });
});
