/** @jest-environment jsdom */
import '../../../../tests/client/jsdomGlobals';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { ChainsDocument } from '../../graphql/generated/graphql';
import { portfolioMocks } from '../../../../tests/client/chainAnswers';
import { preloadIcons } from '../../../../tests/client/icons';
import { portfolioHistoryMock } from '../../../../tests/client/historyFixture';
import { renderPage } from '../../../../tests/client/pageProviders';
import { WALLET_A, WALLET_B, portfolioResult } from '../../../../tests/client/portfolioFixture';
import { chainsResult } from '../../../../tests/client/walletDetailFixture';
import { PRIVACY_KEY } from '../../privacy/privacyKey';
import { resetPrivacyStoreForTests } from '../../privacy/privacyStore';
import { WALLETS_KEY, resetWalletStoreForTests } from '../../wallets/walletStore';
import { PortfolioPage } from '../../routes/portfolio/PortfolioPage';
import { domStrings } from '../../../../tests/client/domStrings';

// Privacy mode must keep every amount out of the DOM, including the text a screen reader or a
// screenshot tool reads from attributes and from SVG <title>/<desc>.

describe('Allocation with privacy mode on', () => {
  beforeAll(() => preloadIcons());
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(
      WALLETS_KEY,
      JSON.stringify([
        { address: WALLET_A, name: 'Main' },
        { address: WALLET_B, name: 'Cold' },
      ]),
    );
    resetWalletStoreForTests();
  });

  it('leaves no masked figure in the page’s text or attributes, the donut’s description included', async () => {
    localStorage.setItem(PRIVACY_KEY, 'true');
    resetPrivacyStoreForTests();
    const wallets = [WALLET_B, WALLET_A];
    renderPage(<PortfolioPage />, {
      path: '/portfolio',
      mocks: [
        { request: { query: ChainsDocument }, result: { data: chainsResult } },
        portfolioHistoryMock(wallets),
        ...portfolioMocks({ wallets }, { data: portfolioResult }),
      ],
    });
    const donut = await screen.findByRole(
      'img',
      { name: 'Allocation by chain' },
      { timeout: 8000 },
    );
    expect(donut.querySelector('desc')?.textContent).toMatch(/\d+%/);

    // The fixture's values and balances, as the page would format them: full, compact, bare.
    const masked = [
      ...[1500, 1100, 900, 400, 200, 700, 800, 600, 300].flatMap((usd) => [
        `$${usd.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
        `$${usd}`,
      ]),
      '$1.5K',
      '30,000,000',
      '30M',
      '40,000',
      '40K',
    ];
    const strings = domStrings(document.body);
    expect(masked.filter((figure) => strings.some((text) => text.includes(figure)))).toEqual([]);
  });
});
