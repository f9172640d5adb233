/** @jest-environment jsdom */
import '../../../../tests/client/jsdomGlobals';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { Unmasked } from '@apollo/client';
import { ChainsDocument, type PortfolioSummaryQuery } from '../../graphql/generated/graphql';
import { portfolioMocks } from '../../../../tests/client/chainAnswers';
import { preloadIcons } from '../../../../tests/client/icons';
import { portfolioHistoryMock } from '../../../../tests/client/historyFixture';
import { renderPage } from '../../../../tests/client/pageProviders';
import { WALLET_A, WALLET_B } from '../../../../tests/client/portfolioFixture';
import { portfolioWithPositions } from '../../../../tests/client/positionsFixture';
import { chainsResult } from '../../../../tests/client/walletDetailFixture';
import { PRIVACY_KEY } from '../../privacy/privacyKey';
import { resetPrivacyStoreForTests } from '../../privacy/privacyStore';
import { WALLETS_KEY, resetWalletStoreForTests } from '../../wallets/walletStore';
import { PortfolioPage } from '../../routes/portfolio/PortfolioPage';
import { domStrings } from '../../../../tests/client/domStrings';

const wallets = [WALLET_B, WALLET_A];

function showPortfolio(answer: Unmasked<PortfolioSummaryQuery> = portfolioWithPositions) {
  renderPage(<PortfolioPage />, {
    path: '/portfolio',
    mocks: [
      { request: { query: ChainsDocument }, result: { data: chainsResult } },
      portfolioHistoryMock(wallets),
      ...portfolioMocks({ wallets }, { data: answer }),
    ],
  });
}

/** The table's body rows as their cells' text, once every chain has answered. */
async function positionRows(count: number): Promise<string[][]> {
  const table = await screen.findByRole('table', { name: 'Positions' }, { timeout: 8000 });
  // Chains answer one by one: the table is drawn from the first answer on.
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(count + 1));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => (cell.textContent ?? '').trim()),
    );
}

describe('Positions on the portfolio page', () => {
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
    resetPrivacyStoreForTests();
  });

  it('lists each position with protocol, pair, share, the tokens inside, rewards and value', async () => {
    showPortfolio();
    const rows = await positionRows(3);
    expect(rows).toEqual([
      [
        // The icons' initials (no logo in the fixture), then the pair.
        'WPHEWPLS / HEXPoolPulseX v2Held by 0x...1111 - Cold, 0x...5428 - Main',
        'PulseChain',
        '1.3%',
        '10,000,000 WPLS $300.0060,000 HEX $300.00',
        '—',
        '$600.00',
      ],
      [
        'USWEUSDC / WETHConcentratedUniswap v3#4242Out of rangeHeld by 0x...1111 - Cold',
        'Ethereum',
        '0%',
        '0 USDC $0.000.05 WETH $160.00',
        '1.5 USDC $1.500 WETH $0.00',
        '$161.50',
      ],
      [
        'PLWPPLSX / WPLSFarmPulseX v1 farmHeld by 0x...5428 - Main',
        'PulseChain',
        '<0.1%',
        '1,000,000 PLSX $20.00666,666.666666 WPLS $20.00',
        // A reward no source prices is said to be so, never "$0.00".
        '5.25 INC No price',
        '$40.00',
      ],
    ]);
    expect(
      screen.getByTitle('Not counted in the value: no source prices this token.'),
    ).toBeTruthy();
    // The total counts each position once, beside the token rows.
    expect(
      await within(screen.getByRole('group', { name: 'Total value' })).findByText('$2,301.50'),
    ).toBeTruthy();
    expect(screen.getByText('Total $801.50')).toBeTruthy();
  });

  it('counts positions in the allocation by the tokens inside them, the wrapped coin as the coin', async () => {
    showPortfolio();
    await positionRows(3);
    const bars = screen.getByRole('list', { name: 'Allocation by token' });
    const items = within(bars)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // PLS: 900 held + 300 WPLS in the pool + 20 WPLS in the farm; HEX: 200 held + 300 in the pool.
    expect(items).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PLS · PulseChain.*\$1,220\.00$/),
        expect.stringMatching(/^HEX · PulseChain.*\$500\.00$/),
        // ETH: 400 held + 160 WETH in the concentrated position.
        expect.stringMatching(/^ETH · Ethereum.*\$560\.00$/),
      ]),
    );
    expect(items.some((item) => item?.startsWith('W'))).toBe(false);
    // The chart adds up to the total: every position counted once.
    const donut = screen.getByRole('img', { name: 'Allocation by chain' });
    expect(donut.parentElement?.textContent).toContain('$2,301.50');
  });

  it('names the chains whose positions could not be read instead of claiming none', async () => {
    showPortfolio({
      portfolio: {
        ...portfolioWithPositions.portfolio,
        positions: [],
        totalUsd: 1500,
        sources: [
          {
            __typename: 'SourceStatus',
            chain: 'PULSE',
            wallet: null,
            source: 'positions:rpc',
            state: 'FAILED',
            ageSeconds: null,
            message: 'no working RPC',
            reason: 'NETWORK',
          },
        ],
      },
    });
    expect(
      await screen.findByText(
        'Positions on PulseChain could not be read: the total leaves them out.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText('No pool, farm or concentrated-liquidity positions.')).toBeNull();
    expect(
      screen.getByText('PulseChain positions unavailable (source: the RPC nodes)'),
    ).toBeTruthy();
  });

  it('masks every figure of the positions in privacy mode', async () => {
    localStorage.setItem(PRIVACY_KEY, 'true');
    resetPrivacyStoreForTests();
    showPortfolio();
    await positionRows(3);
    const figures = [
      '$600.00',
      '$300.00',
      '$161.50',
      '$160.00',
      '$40.00',
      '$20.00',
      '$1.50',
      '$801.50',
      '$2,301.50',
      '$1,220.00',
      '10,000,000',
      '60,000',
      '666,666.666666',
      '0.05',
      '5.25',
      '1.3%',
    ];
    const strings = domStrings(document.body);
    expect(figures.filter((figure) => strings.some((text) => text.includes(figure)))).toEqual([]);
    // What the position is stays readable.
    expect(screen.getByText('WPLS / HEX')).toBeTruthy();
  });
});
