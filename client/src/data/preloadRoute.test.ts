/** @jest-environment jsdom */
import '../../../tests/client/jsdomGlobals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ApolloClient } from '@apollo/client';
import {
  HexStakingDocument,
  PortfolioSummaryDocument,
  WalletDetailDocument,
} from '../graphql/generated/graphql';
import { sessionAnswers } from '../graphql/sessionAnswers';
import { WALLETS_KEY, resetWalletStoreForTests } from '../wallets/walletStore';
import { preloadRoute, routeQuestions } from './preloadRoute';

const A = '0x7a16ff8270133f063aab6c9977183d9e72835428';
const B = '0x1111111111111111111111111111111111111111';
const HIDDEN = '0x2222222222222222222222222222222222222222';

beforeEach(() => {
  localStorage.setItem(
    WALLETS_KEY,
    JSON.stringify([
      { address: B, name: 'b' },
      { address: A, name: 'a' },
      { address: HIDDEN, name: 'h', hidden: true },
    ]),
  );
  resetWalletStoreForTests();
});
afterEach(() => {
  localStorage.clear();
  resetWalletStoreForTests();
});

describe('routeQuestions', () => {
  it("asks what each page's hooks ask, with the same variables", () => {
    const wallets = [A, B].sort();
    expect(routeQuestions('portfolio', {})).toEqual([
      { query: PortfolioSummaryDocument, variables: { wallets } },
    ]);
    expect(routeQuestions('dashboard', {}).map((question) => question.variables)).toEqual([
      { wallets },
      { wallets, network: 'PULSECHAIN' },
      { wallets, network: 'ETHEREUM' },
    ]);
    expect(routeQuestions('staking', { network: 'ETHEREUM' })).toEqual([
      { query: HexStakingDocument, variables: { wallets, network: 'ETHEREUM' } },
    ]);
    expect(routeQuestions('wallet', { address: A })).toEqual([
      { query: WalletDetailDocument, variables: { address: A } },
    ]);
  });

  it('asks nothing for an address the page will refuse, or with no visible wallet', () => {
    expect(routeQuestions('wallet', { address: 'not-an-address' })).toEqual([]);
    localStorage.clear();
    resetWalletStoreForTests();
    expect(routeQuestions('portfolio', {})).toEqual([]);
  });
});

describe('preloadRoute', () => {
  it('asks the network unless this tab was just answered, as the page itself would', () => {
    const query = jest.fn((_options: unknown) => Promise.resolve({ data: {} }));
    const client = { query } as unknown as ApolloClient;
    preloadRoute('portfolio', {}, client);
    expect(query).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: PortfolioSummaryDocument, fetchPolicy: 'network-only' }),
    );
    sessionAnswers.record('PortfolioSummary', { wallets: [A, B].sort() });
    preloadRoute('portfolio', {}, client);
    expect(query).toHaveBeenLastCalledWith(expect.objectContaining({ fetchPolicy: 'cache-first' }));
  });
});
