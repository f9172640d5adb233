/** @jest-environment jsdom */
import '../../../../tests/client/jsdomGlobals';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChainsDocument, PortfolioFilteredDocument } from '../../graphql/generated/graphql';
import { preloadIcons } from '../../../../tests/client/icons';
import { portfolioHistoryMock } from '../../../../tests/client/historyFixture';
import { portfolioMocks } from '../../../../tests/client/chainAnswers';
import { renderPage } from '../../../../tests/client/pageProviders';
import { WALLET_A, WALLET_B, portfolioResult } from '../../../../tests/client/portfolioFixture';
import { chainsResult } from '../../../../tests/client/walletDetailFixture';
import { WALLETS_KEY, resetWalletStoreForTests } from '../../wallets/walletStore';
import { PortfolioPage } from './PortfolioPage';

const chains = {
  request: { query: ChainsDocument },
  result: {
    data: {
      chains: [
        ...chainsResult.chains,
        {
          __typename: 'Chain' as const,
          key: 'ETH' as const,
          id: 1,
          name: 'Ethereum',
          nativeSymbol: 'ETH',
          explorerUrl: 'https://etherscan.io',
        },
      ],
    },
  },
};
const variables = { wallets: [WALLET_B, WALLET_A] };

function saveWallets(hiddenB = false) {
  localStorage.setItem(
    WALLETS_KEY,
    JSON.stringify([
      { address: WALLET_A, name: 'Main' },
      { address: WALLET_B, name: 'Cold', hidden: hiddenB },
    ]),
  );
  resetWalletStoreForTests();
}

describe('PortfolioPage ("View All")', () => {
  // Icons render at once instead of updating outside act().
  beforeAll(() => preloadIcons());
  beforeEach(() => localStorage.clear());

  it('shows the total, 24h change, allocation and merged rows; a row expands to its wallets', async () => {
    saveWallets();
    renderPage(<PortfolioPage />, {
      path: '/portfolio',
      mocks: [
        chains,
        portfolioHistoryMock(variables.wallets),
        ...portfolioMocks(variables, { data: portfolioResult }),
      ],
    });

    expect(
      await within(await screen.findByRole('group', { name: 'Total value' })).findByText(
        '$1,500.00',
      ),
    ).toBeTruthy();
    // The rows' value-weighted 2.0746 % of a total that was 1500/1.020746 yesterday.
    expect(
      within(screen.getByRole('group', { name: '24h price change' })).getByText('+$30.49'),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Allocation by chain' })).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Holdings' });
    expect(within(table).getByText('30,000,000')).toBeTruthy();
    expect(within(table).getByText('DefiLlama')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Show the wallets holding PLS' }));
    const breakdown = screen.getByRole('table', { name: 'Wallets holding PLS' });
    const rows = within(breakdown)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '0x...5428 - Main20,000,000$600.0067%',
      '0x...1111 - Cold10,000,000$300.0033%',
    ]);
  });

  it('names the chain and wallet whose data is missing', async () => {
    saveWallets();
    renderPage(<PortfolioPage />, {
      path: '/portfolio',
      mocks: [
        chains,
        portfolioHistoryMock(variables.wallets),
        ...portfolioMocks(variables, { data: portfolioResult }),
      ],
    });
    expect(
      await screen.findByText(
        'Ethereum token balances unavailable for 0x...1111 - Cold (source: the block explorer)',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it('sorts, searches and filters by chain', async () => {
    saveWallets();
    renderPage(<PortfolioPage />, {
      path: '/portfolio',
      mocks: [
        chains,
        portfolioHistoryMock(variables.wallets),
        ...portfolioMocks(variables, { data: portfolioResult }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Holdings' });
    const symbols = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('strong')?.textContent);
    // Chains answer one by one: the table is drawn from the first answer on.
    await waitFor(() => expect(symbols()).toEqual(['PLS', 'ETH', 'HEX']));

    fireEvent.click(within(table).getByRole('button', { name: /24h/ }));
    // Largest rise first; the row without a change last.
    expect(symbols()).toEqual(['PLS', 'ETH', 'HEX']);
    fireEvent.click(within(table).getByRole('button', { name: /24h/ }));
    expect(symbols()).toEqual(['ETH', 'PLS', 'HEX']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Chain' }), {
      target: { value: 'PULSE' },
    });
    expect(symbols()).toEqual(['PLS', 'HEX']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search token, name or contract' }), {
      target: { value: 'hex' },
    });
    expect(symbols()).toEqual(['HEX']);
  });

  it('leaves hidden wallets out of the query (spec §3)', async () => {
    saveWallets(true);
    const single = {
      ...portfolioResult,
      portfolio: { ...portfolioResult.portfolio, wallets: [WALLET_A], sources: [] },
    };
    renderPage(<PortfolioPage />, {
      path: '/portfolio',
      mocks: [
        chains,
        portfolioHistoryMock([WALLET_A]),
        ...portfolioMocks({ wallets: [WALLET_A] }, { data: single }),
      ],
    });
    expect(await screen.findByText('1 visible wallet')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Holdings' })).toBeTruthy();
  });

  it('on failure shows the error and resets the total to 0 (spec §4)', async () => {
    saveWallets();
    renderPage(<PortfolioPage />, {
      path: '/portfolio',
      mocks: [
        chains,
        portfolioHistoryMock(variables.wallets),
        ...portfolioMocks(variables, {
          errors: [
            { message: 'Upstream unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
          ],
        }),
      ],
    });
    expect(await screen.findByText('Upstream unavailable')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Total value' })).getByText('$0.00'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows filtered tokens with their reason only on request', async () => {
    saveWallets();
    const filtered = {
      portfolio: {
        __typename: 'Portfolio' as const,
        filtered: [
          {
            __typename: 'FilteredToken' as const,
            reason: 'spam',
            detail: 'name contains "claim rewards"',
            holding: {
              __typename: 'TokenHolding' as const,
              chain: 'PULSE' as const,
              wallet: WALLET_A,
              amount: '1000',
              valueUsd: null,
              priceUsd: null,
              token: {
                __typename: 'Token' as const,
                chain: 'PULSE' as const,
                address: '0x3333333333333333333333333333333333333333',
                symbol: 'FREE',
                name: 'Claim rewards',
                decimals: 18,
                iconUrl: null,
              },
            },
          },
        ],
        hidden: [],
      },
    };
    renderPage(<PortfolioPage />, {
      path: '/portfolio',
      mocks: [
        chains,
        portfolioHistoryMock(variables.wallets),
        ...portfolioMocks(variables, { data: portfolioResult }),
        { request: { query: PortfolioFilteredDocument, variables }, result: { data: filtered } },
      ],
    });
    await screen.findByRole('table', { name: 'Holdings' });
    expect(screen.queryByText('Claim rewards')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show filtered tokens' }));
    expect(await screen.findByText('Claim rewards')).toBeTruthy();
    expect(screen.getByText('Spam')).toBeTruthy();
    expect(screen.getByText('name contains "claim rewards"')).toBeTruthy();
  });
});
