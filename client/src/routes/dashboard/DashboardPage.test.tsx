/** @jest-environment jsdom */
import '../../../../tests/client/jsdomGlobals';
import { saveWallets } from '../../../../tests/client/savedWallets';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ChainsDocument,
  DemoWalletsDocument,
  HexStakingDocument,
} from '../../graphql/generated/graphql';
import { portfolioHistoryMock } from '../../../../tests/client/historyFixture';
import { preloadIcons } from '../../../../tests/client/icons';
import { portfolioMocks } from '../../../../tests/client/chainAnswers';
import { renderPage } from '../../../../tests/client/pageProviders';
import { WALLET_A, WALLET_B, portfolioResult } from '../../../../tests/client/portfolioFixture';
import { portfolioWithPositions } from '../../../../tests/client/positionsFixture';
import { chainsResult } from '../../../../tests/client/walletDetailFixture';
import { WALLETS_KEY, resetWalletStoreForTests } from '../../wallets/walletStore';
import { DashboardPage } from './DashboardPage';

const chains = { request: { query: ChainsDocument }, result: { data: chainsResult } };
const staking = (network: 'PULSECHAIN' | 'ETHEREUM') => ({
  request: { query: HexStakingDocument, variables: { wallets: [WALLET_B, WALLET_A], network } },
  result: {
    data: {
      hexStaking: {
        __typename: 'StakingResult' as const,
        network,
        chain: network === 'PULSECHAIN' ? ('PULSE' as const) : ('ETH' as const),
        unit: network === 'PULSECHAIN' ? 'HEX' : 'eHEX',
        wallets: [WALLET_B, WALLET_A],
        currentDay: 2000,
        payoutPerTShareDailyHex: '1.8862035',
        payoutDay: 1999,
        priceUsd: 0.005,
        updatedAt: '2025-01-01T00:00:00Z',
        rows: [],
        rowsEnded: [],
        errors: [],
        sources: [],
      },
    },
  },
});

const valueHistory = portfolioHistoryMock([WALLET_B, WALLET_A]);

describe('DashboardPage', () => {
  // Icons render at once instead of updating outside act().
  beforeAll(() => preloadIcons());
  beforeEach(() => {
    localStorage.clear();
    resetWalletStoreForTests();
  });

  it('with no wallets, offers to add one and to load the server demo wallets', async () => {
    renderPage(<DashboardPage />, {
      path: '/dashboard/default',
      mocks: [
        chains,
        {
          request: { query: DemoWalletsDocument },
          result: { data: { demoWallets: [WALLET_A, WALLET_B] } },
        },
        ...portfolioMocks({ wallets: [WALLET_B, WALLET_A] }, { data: portfolioResult }),
        staking('PULSECHAIN'),
        staking('ETHEREUM'),
        valueHistory,
      ],
    });
    expect(await screen.findByText('No wallets yet')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Look around with 2 demo wallets' }));
    expect(JSON.parse(localStorage.getItem(WALLETS_KEY) ?? '[]')).toEqual([
      { address: WALLET_A, name: 'Demo 1', hidden: false },
      { address: WALLET_B, name: 'Demo 2', hidden: false },
    ]);
    expect(
      await within(await screen.findByRole('group', { name: 'Total value' })).findByText(
        '$1,500.00',
      ),
    ).toBeTruthy();
  });

  it('shows no demo offer when the server suggests none', async () => {
    renderPage(<DashboardPage />, {
      path: '/dashboard/default',
      mocks: [
        chains,
        { request: { query: DemoWalletsDocument }, result: { data: { demoWallets: [] } } },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Add a wallet' })).toBeTruthy();
    expect(screen.queryByText(/demo wallets/)).toBeNull();
  });

  it('shows totals, top holdings, movers, staking and each wallet’s share', async () => {
    saveWallets([
      { address: WALLET_A, name: 'Main' },
      { address: WALLET_B, name: 'Cold' },
    ]);
    renderPage(<DashboardPage />, {
      path: '/dashboard/default',
      mocks: [
        chains,
        ...portfolioMocks({ wallets: [WALLET_B, WALLET_A] }, { data: portfolioResult }),
        staking('PULSECHAIN'),
        staking('ETHEREUM'),
        valueHistory,
      ],
    });
    expect(
      await within(await screen.findByRole('group', { name: 'Total value' })).findByText(
        '$1,500.00',
      ),
    ).toBeTruthy();
    const top = screen.getByRole('list', { name: 'Top holdings' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['PLS', 'ETH', 'HEX']);
    expect(
      within(screen.getByRole('list', { name: 'Rising' })).getByText('PLS', { selector: 'strong' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Falling' })).getByText('ETH', {
        selector: 'strong',
      }),
    ).toBeTruthy();
    const byWallet = within(screen.getByRole('list', { name: 'Value by wallet' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(byWallet).toEqual(['0x...5428 - Main53%$800.00', '0x...1111 - Cold47%$700.00']);
    expect(await screen.findByRole('link', { name: 'eHEX' })).toBeTruthy();
    // The value chart, loaded after the page.
    expect(
      await screen.findByRole('img', {
        name: 'Value from Jan 1, 2025 to Jan 2, 2025: $1,200.00 to $1,500.00 (+$300.00, +25.00%)',
      }),
    ).toBeTruthy();
  });

  it('shows the positions when there are some, and no positions section when there are none', async () => {
    saveWallets([
      { address: WALLET_A, name: 'Main' },
      { address: WALLET_B, name: 'Cold' },
    ]);
    const mocks = (answer: typeof portfolioResult) => [
      chains,
      ...portfolioMocks({ wallets: [WALLET_B, WALLET_A] }, { data: answer }),
      staking('PULSECHAIN'),
      staking('ETHEREUM'),
      valueHistory,
    ];
    const { unmount } = renderPage(<DashboardPage />, {
      path: '/dashboard/default',
      mocks: mocks(portfolioWithPositions),
    });
    const table = await screen.findByRole('table', { name: 'Positions' }, { timeout: 8000 });
    // Chains answer one by one: wait for all three positions.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(screen.getByRole('region', { name: 'Positions' })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Total value' })).getByText('$2,301.50'),
    ).toBeTruthy();
    unmount();

    renderPage(<DashboardPage />, { path: '/dashboard/default', mocks: mocks(portfolioResult) });
    expect(await screen.findByRole('list', { name: 'Top holdings' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Positions' })).toBeNull();
    expect(screen.queryByText('No pool, farm or concentrated-liquidity positions.')).toBeNull();
  });
});
