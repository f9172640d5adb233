/** @jest-environment jsdom */
import '../../../tests/client/jsdomGlobals';
import { saveWallets } from '../../../tests/client/savedWallets';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { CHAIN_ORDER } from './chainQuestions';
import type { ApolloClient } from '@apollo/client';
import {
  HexStakingDocument,
  PortfolioSummaryDocument,
  WalletDetailDocument,
  WalletTransactionsDocument,
} from '../graphql/generated/graphql';
import { sessionAnswers } from '../graphql/sessionAnswers';
import { resetWalletStoreForTests } from '../wallets/walletStore';
import { preloadRoute, routeQuestions } from './preloadRoute';

const A = '0x7a16ff8270133f063aab6c9977183d9e72835428';
const B = '0x1111111111111111111111111111111111111111';
const HIDDEN = '0x2222222222222222222222222222222222222222';

beforeEach(() => {
  saveWallets([
      { address: B, name: 'b' },
      { address: A, name: 'a' },
      { address: HIDDEN, name: 'h', hidden: true },
    ]);
});
afterEach(() => {
  localStorage.clear();
  resetWalletStoreForTests();
});

describe('routeQuestions', () => {
  it("asks what each page's hooks ask, with the same variables", () => {
    const wallets = [A, B].sort();
    // One question per chain, as the pages ask (docs/DECISIONS.md "Progressive answers").
    expect(routeQuestions('portfolio', {})).toEqual(
      CHAIN_ORDER.map((chain) => ({
        query: PortfolioSummaryDocument,
        variables: { wallets, chains: [chain] },
      })),
    );
    expect(routeQuestions('dashboard', {}).map((question) => question.variables)).toEqual([
      ...CHAIN_ORDER.map((chain) => ({ wallets, chains: [chain] })),
      { wallets, network: 'PULSECHAIN' },
      { wallets, network: 'ETHEREUM' },
    ]);
    expect(routeQuestions('staking', { network: 'ETHEREUM' })).toEqual([
      { query: HexStakingDocument, variables: { wallets, network: 'ETHEREUM' } },
    ]);
    expect(routeQuestions('wallet', { address: A })).toEqual([
      ...CHAIN_ORDER.map((chain) => ({
        query: WalletDetailDocument,
        variables: { address: A, chains: [chain] },
      })),
      {
        query: WalletTransactionsDocument,
        variables: { chain: null, address: A, kind: 'ALL', first: 50, after: null, includeSpam: false },
      },
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
  it("asks the network and marks the question until it settles, so the page reads that answer", async () => {
    const answers: Array<(value: { data: object }) => void> = [];
    const query = jest.fn(
      (_options: unknown) => new Promise<{ data: object }>((resolve) => answers.push(resolve)),
    );
    const client = { query } as unknown as ApolloClient;
    const variables = { wallets: [A, B].sort(), chains: [CHAIN_ORDER[0]] };
    preloadRoute('portfolio', {}, client);
    expect(query).toHaveBeenCalledTimes(CHAIN_ORDER.length);
    expect(query).toHaveBeenNthCalledWith(1, {
      query: PortfolioSummaryDocument,
      variables,
      fetchPolicy: 'network-only',
    });
    expect(sessionAnswers.isPreloadingFor(PortfolioSummaryDocument, variables)).toBe(true);
    expect(sessionAnswers.policyFor(PortfolioSummaryDocument, variables)).toBe('cache-first');

    for (const answer of answers) answer({ data: {} });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionAnswers.isPreloadingFor(PortfolioSummaryDocument, variables)).toBe(false);
  });

  it('asks nothing this tab was just answered: the page reads the cache', () => {
    const query = jest.fn((_options: unknown) => Promise.resolve({ data: {} }));
    const client = { query } as unknown as ApolloClient;
    sessionAnswers.record('HexStaking', { wallets: [A, B].sort(), network: 'PULSECHAIN' });
    preloadRoute('staking', { network: 'PULSECHAIN' }, client);
    expect(query).not.toHaveBeenCalled();
  });

  it('marks a question whose preload failed as settled: the page asks again and shows the error', async () => {
    const query = jest.fn((_options: unknown) => Promise.reject(new Error('offline')));
    const client = { query } as unknown as ApolloClient;
    preloadRoute('wallets', {}, client);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const variables = { wallets: [A, B].sort(), chains: [CHAIN_ORDER[0]] };
    expect(sessionAnswers.isPreloadingFor(PortfolioSummaryDocument, variables)).toBe(false);
    expect(sessionAnswers.policyFor(PortfolioSummaryDocument, variables)).toBe('cache-and-network');
  });
});
