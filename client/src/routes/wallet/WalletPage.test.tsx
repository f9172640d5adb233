/** @jest-environment jsdom */
// First: defines globals that viem and react-router need at load time.
import '../../../../tests/client/jsdomGlobals';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, screen, within } from '@testing-library/react';
import { checksumAddress } from '../../../../shared/src/addresses';
import {
  ChainsDocument,
  WalletTransactionsDocument,
  type WalletTransactionsQuery,
} from '../../graphql/generated/graphql';
import {
  chainsResult,
  sampleWallet as wallet,
  walletDetailResult,
} from '../../../../tests/client/walletDetailFixture';
import { preloadIcons } from '../../../../tests/client/icons';
import { walletHistoryMock } from '../../../../tests/client/historyFixture';
import { walletMocks } from '../../../../tests/client/chainAnswers';
import { walletWithPositions } from '../../../../tests/client/positionsFixture';
import { renderPage } from '../../../../tests/client/pageProviders';
import { resetWalletStoreForTests } from '../../wallets/walletStore';
import { WalletPage } from './WalletPage';

type Mocks = NonNullable<MockedProviderProps['mocks']>;
const OTHER = '0x1111111111111111111111111111111111111111';

const tx = (
  overrides: Partial<WalletTransactionsQuery['transactions']['edges'][number]['node']>,
) => ({
  __typename: 'Transaction' as const,
  chain: 'PULSE' as const,
  kind: 'NATIVE' as const,
  hash: '0xabc1230000000000000000000000000000000000000000000000000000000000',
  blockNumber: 1,
  timeStamp: 1_700_000_000,
  from: OTHER,
  to: wallet,
  amount: '1.5',
  fee: '0.01',
  token: { __typename: 'TransactionToken' as const, symbol: 'PLS', address: null, decimals: 18 },
  direction: 'IN' as const,
  failed: false,
  explorerUrl: 'https://scan.pulsechain.com/tx/0xabc123',
  flags: [],
  ...overrides,
});

const page = (
  after: string | null,
  hasNextPage: boolean,
  nodes: ReturnType<typeof tx>[],
  kind: 'ALL' | 'ERC20' = 'ALL',
) => ({
  request: {
    query: WalletTransactionsDocument,
    variables: { chain: null, address: wallet, kind, first: 50, after, includeSpam: false },
  },
  result: {
    data: {
      transactions: {
        __typename: 'TransactionConnection' as const,
        edges: nodes.map((node) => ({ __typename: 'TransactionEdge' as const, node })),
        pageInfo: {
          __typename: 'PageInfo' as const,
          hasNextPage,
          endCursor: hasNextPage ? 'next' : null,
        },
        sources: [],
      },
    },
  },
});

const baseMocks = (): Mocks => [
  { request: { query: ChainsDocument }, result: { data: chainsResult } },
  ...walletMocks(wallet, { data: walletDetailResult }),
  walletHistoryMock(wallet),
];

function renderAt(path: string, mocks: Mocks) {
  return renderPage(<WalletPage />, { path, route: '/wallet/:address', mocks });
}

describe('WalletPage', () => {
  // Icons render at once instead of updating outside act().
  beforeAll(() => preloadIcons());
  beforeAll(() => resetWalletStoreForTests());
  beforeEach(() => {
    localStorage.clear();
    resetWalletStoreForTests();
  });
  afterAll(() => resetWalletStoreForTests());

  it('shows holdings per chain with exact amounts, prices with their source, values and the total', async () => {
    renderAt(`/wallet/${wallet}`, [...baseMocks(), page(null, false, [tx({})])]);

    // A huge amount reads compact; the exact one is its tooltip.
    expect((await screen.findByText('1.23E20', {}, { timeout: 5000 })).getAttribute('title')).toBe(
      '123456789012345678901.123456789',
    );
    expect(screen.getByText('42.5')).toBeTruthy();
    expect(screen.getByText('$0.0000321')).toBeTruthy();
    expect(screen.getAllByText('DEX Screener')[0]).toBeTruthy();
    expect(screen.getByText('$1,000.25')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Wallet value' })).getByText('$1,234.50'),
    ).toBeTruthy();
    // Holdings per chain: the chip names the chain, its value and count.
    const chip = screen.getByRole('button', { name: /PulseChain \$1,234\.00 2 tokens/ });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the wallet’s positions beside its holdings, counted in its total once', async () => {
    renderAt(`/wallet/${wallet}`, [
      { request: { query: ChainsDocument }, result: { data: chainsResult } },
      ...walletMocks(wallet, { data: walletWithPositions }),
      walletHistoryMock(wallet),
      page(null, false, []),
    ]);
    const table = await screen.findByRole('table', { name: 'Positions' }, { timeout: 5000 });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row?.textContent).toContain('WPLS / HEX');
    expect(row?.textContent).toContain('PulseX v2');
    // One wallet's page does not say who holds it.
    expect(row?.textContent).not.toContain('Held by');
    expect(
      within(screen.getByRole('group', { name: 'Wallet value' })).getByText('$1,834.50'),
    ).toBeTruthy();
    // The pool's HEX is not the wallet's own HEX row.
    expect(within(screen.getByRole('table', { name: 'Holdings' })).getByText('42.5')).toBeTruthy();
  });

  it('does not call a wallet holding only positions empty', async () => {
    const onlyPositions = {
      wallet: { ...walletWithPositions.wallet, holdings: [], sources: [], totalUsd: 600 },
    };
    renderAt(`/wallet/${wallet}`, [
      { request: { query: ChainsDocument }, result: { data: chainsResult } },
      ...walletMocks(wallet, { data: onlyPositions }),
      walletHistoryMock(wallet),
      page(null, false, []),
    ]);
    expect(await screen.findByRole('table', { name: 'Positions' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('No tokens found')).toBeNull();
  });

  it('names the failed chain and the stale source, with the wallet, and marks the total incomplete', async () => {
    renderAt(`/wallet/${wallet}`, [...baseMocks(), page(null, false, [])]);
    const callout = (
      await screen.findByText('Some data is missing: totals may be incomplete')
    ).closest('.bp6-callout');
    const text = callout?.textContent ?? '';
    // In a reader's words: the chain, what and who, never an internal source id or raw upstream message.
    expect(text).toContain(
      `BNB Smart Chain native balance unavailable for 0x...5428 (source: the RPC nodes)`,
    );
    expect(text).not.toContain('No working BSC RPC');
    expect(text).toContain(
      'PulseChain prices: showing saved data for 0x...5428 from 15 min ago (source: DEX Screener)',
    );
    expect(text).not.toContain('blockscout-token-balances');
    expect(
      within(screen.getByRole('group', { name: 'Wallet value' })).getByText('incomplete'),
    ).toBeTruthy();
  });

  it('refuses an address with a wrong checksum with the spec text, without asking the gateway', async () => {
    // The checksummed form with the case of its first letter flipped.
    const good = checksumAddress(wallet);
    const index = good.search(/[a-fA-F]/u);
    const letter = good.charAt(index);
    const bad =
      good.slice(0, index) +
      (letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()) +
      good.slice(index + 1);
    renderAt(`/wallet/${bad}`, []);
    expect(
      await screen.findByText(`Invalid wallet address "${bad}". Please check and try again.`),
    ).toBeTruthy();
    expect(screen.queryByText('Try again')).toBeNull();
  });

  it('lists transactions with direction, explorer link and paging, and filters by kind', async () => {
    const first = [
      tx({}),
      tx({
        hash: '0xdef4560000000000000000000000000000000000000000000000000000000000',
        direction: 'OUT',
        from: wallet,
        to: OTHER,
        amount: '0',
        explorerUrl: 'https://scan.pulsechain.com/tx/0xdef456',
      }),
    ];
    const older = [
      tx({
        hash: '0x9990000000000000000000000000000000000000000000000000000000000000',
        amount: '7',
        explorerUrl: 'https://scan.pulsechain.com/tx/0x999',
      }),
    ];
    const tokens = [
      tx({
        kind: 'ERC20',
        amount: '3',
        token: {
          __typename: 'TransactionToken',
          symbol: 'HEX',
          address: '0x2b591e99afe9f32eaa6214f7b7629768c40eeb39',
          decimals: 8,
        },
      }),
    ];
    renderAt(`/wallet/${wallet}`, [
      ...baseMocks(),
      page(null, true, first),
      page('next', false, older),
      page(null, false, tokens, 'ERC20'),
    ]);

    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getByText('In')).toBeTruthy();
    // A zero-value outgoing native row with no token transfer is a contract call, not money going out.
    expect(within(table).getByText('Contract call')).toBeTruthy();
    expect(within(table).queryByText('Out')).toBeNull();
    // A zero amount has no sign; an incoming one is positive.
    expect(within(table).getByText('+1.5')).toBeTruthy();
    expect(within(table).getByTitle('0').textContent).toContain('0');
    expect(
      within(table)
        .getByRole('link', { name: /Open transaction 0xdef456/ })
        .getAttribute('href'),
    ).toBe('https://scan.pulsechain.com/tx/0xdef456');

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('+7')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Older' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Tokens' }));
    expect(await screen.findByText('+3')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
  });

  it('offers to save a wallet that is not in the list', async () => {
    renderAt(`/wallet/${wallet}`, [...baseMocks(), page(null, false, [])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to my wallets' }));
    expect(JSON.parse(localStorage.getItem('wallets') ?? '[]')).toEqual([
      { address: wallet, name: '', hidden: false },
    ]);
  });
});
