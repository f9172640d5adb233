/** @jest-environment jsdom */
import '../../../../tests/client/jsdomGlobals';
import { saveWallets } from '../../../../tests/client/savedWallets';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { CACHE_STORAGE_KEY, CACHE_VERSION, restoreCache } from '../../graphql/cachePersistence';
import { ChainsDocument, PortfolioSummaryDocument } from '../../graphql/generated/graphql';
import { typePolicies } from '../../graphql/typePolicies';
import { preloadIcons } from '../../../../tests/client/icons';
import { portfolioPart } from '../../../../tests/client/chainAnswers';
import { renderPage } from '../../../../tests/client/pageProviders';
import { CHAIN_ORDER } from '../../data/chainQuestions';
import { WALLET_A, WALLET_B, portfolioResult } from '../../../../tests/client/portfolioFixture';
import { chainsResult } from '../../../../tests/client/walletDetailFixture';
import { PortfolioPage } from './PortfolioPage';

const DAY = 24 * 60 * 60_000;

/** A snapshot as the persistor writes it, of answers assembled `ageMs` ago. */
function saveSnapshot(ageMs: number): void {
  const cache = new InMemoryCache({ typePolicies });
  const updatedAt = new Date(Date.now() - ageMs).toISOString();
  cache.writeQuery({ query: ChainsDocument, data: chainsResult });
  for (const chain of CHAIN_ORDER)
    cache.writeQuery({
      query: PortfolioSummaryDocument,
      variables: { wallets: [WALLET_B, WALLET_A], chains: [chain] },
      data: portfolioPart({ portfolio: { ...portfolioResult.portfolio, updatedAt } }, chain),
    });
  localStorage.setItem(
    CACHE_STORAGE_KEY,
    JSON.stringify({ version: CACHE_VERSION, savedAt: Date.now() - ageMs, data: cache.extract() }),
  );
}

/** The page after a reload with the server out of reach: a link that never answers. */
function reloadOffline() {
  const cache = new InMemoryCache({ typePolicies });
  expect(restoreCache(cache, { storage: localStorage })).not.toBeNull();
  const client = new ApolloClient({
    cache,
    link: new ApolloLink(() => new Observable(() => undefined)),
  });
  renderPage(<PortfolioPage />, { path: '/portfolio', client });
}

describe('saved answers and their age (spec §3 stale flag, §9 wallet cache max age 30 min)', () => {
  beforeAll(() => preloadIcons());
  beforeEach(() => {
    localStorage.clear();
    saveWallets([
      { address: WALLET_A, name: 'Main' },
      { address: WALLET_B, name: 'Cold' },
    ]);
  });

  it('paints answers saved three days ago with their date and says they may be out of date', async () => {
    saveSnapshot(3 * DAY);
    reloadOffline();
    expect(
      await within(await screen.findByRole('group', { name: 'Total value' })).findByText(
        '$1,500.00',
      ),
    ).toBeTruthy();
    const label = document.querySelector('time');
    expect(label?.textContent).toMatch(/updated .*\d{4}.* · may be out of date/);
    expect(label?.className).toBe('kinko-stale-age');
  });

  it('shows only the time for an answer saved minutes ago, with no warning', async () => {
    // Minutes ago, but never yesterday: a run just after midnight would rightly show the date.
    const sinceMidnight = Date.now() - new Date().setHours(0, 0, 0, 0);
    saveSnapshot(Math.min(5 * 60_000, sinceMidnight / 2));
    reloadOffline();
    await screen.findByRole('group', { name: 'Total value' });
    const label = document.querySelector('time');
    expect(label?.textContent).toMatch(/^ · updated \d{1,2}:\d{2}( [AP]M)?$/);
    expect(label?.className).toBe('');
  });
});
