/** @jest-environment jsdom */
// First: defines globals that viem and react-router need at load time.
import '../../../../tests/client/jsdomGlobals';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ChainsDocument,
  TokenHistoryDocument,
  TokenPnlDocument,
  WalletTransactionsDocument,
} from '../../graphql/generated/graphql';
import { chainsResult } from '../../../../tests/client/walletDetailFixture';
import { preloadIcons } from '../../../../tests/client/icons';
import { renderPage } from '../../../../tests/client/pageProviders';
import { saveWallets } from '../../../../tests/client/savedWallets';
import { PRIVACY_KEY } from '../../privacy/privacyKey';
import { resetPrivacyStoreForTests } from '../../privacy/privacyStore';
import { PRIVACY_MASK } from '../../privacy/usePrivacy';
import { TokenPage } from './TokenPage';

const TOKEN = '0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4ce';
const A = '0x1000000000000000000000000000000000000001';
const B = '0x2000000000000000000000000000000000000002';
const WALLETS = [A, B];

const holding = (wallet: string, amount: string, valueUsd: number | null) => ({
  __typename: 'TokenHistoryWallet' as const,
  wallet,
  amount,
  valueUsd,
});

const point = (
  at: string,
  priceUsd: number | null,
  priceSource: string | null,
  a: string,
  b: string,
) => ({
  __typename: 'TokenHistoryPoint' as const,
  at,
  priceUsd,
  priceSource,
  amount: String(Number(a) + Number(b)),
  valueUsd: priceUsd === null ? null : (Number(a) + Number(b)) * priceUsd,
  wallets: [
    holding(A, a, priceUsd === null ? null : Number(a) * priceUsd),
    holding(B, b, priceUsd === null ? null : Number(b) * priceUsd),
  ],
});

const history = (range: string, points: ReturnType<typeof point>[], sources: string[]) => ({
  request: {
    query: TokenHistoryDocument,
    variables: { chain: 'PULSE', address: TOKEN, wallets: WALLETS, range },
  },
  result: {
    data: {
      tokenHistory: {
        __typename: 'TokenHistory' as const,
        chain: 'PULSE' as const,
        address: TOKEN,
        symbol: 'PEPE',
        name: 'Pepe',
        range,
        complete: true,
        priceSources: sources,
        points,
        sources: [],
        progress: [],
      },
    },
  },
});

const pnlFigures = (realised: number, unknownCostAmount: string) => ({
  __typename: 'Pnl' as const,
  heldAmount: '300',
  realised,
  unrealised: 40,
  costBasis: 260,
  averageEntryPrice: 0.8667,
  returnPct: 12.5,
  costCoverage: 0.9,
  unknownCostAmount,
});

const pnl = {
  request: { query: TokenPnlDocument, variables: { chain: 'PULSE', wallets: WALLETS } },
  result: {
    data: {
      pnl: {
        __typename: 'PnlReport' as const,
        complete: false,
        tokens: [
          { wallet: null, figures: pnlFigures(12.34, '30') },
          { wallet: A, figures: pnlFigures(10, '30') },
          { wallet: B, figures: pnlFigures(2.34, '0') },
          // Another token's row: not this page's.
          { wallet: null, figures: pnlFigures(999, '0'), token: '0x' + 'ab'.repeat(20) },
        ].map(({ wallet, figures, token }) => ({
          __typename: 'TokenPnl' as const,
          chain: 'PULSE' as const,
          token: token ?? TOKEN,
          wallet,
          pnl: figures,
        })),
      },
    },
  },
};

const transactions = (wallet: string) => ({
  request: {
    query: WalletTransactionsDocument,
    variables: {
      chain: 'PULSE',
      address: wallet,
      kind: 'ERC20',
      first: 50,
      after: null,
      includeSpam: false,
    },
  },
  // Each wallet's page answers on its own, one after the other.
  delay: wallet === A ? 5 : 30,
  result: {
    data: {
      transactions: {
        __typename: 'TransactionConnection' as const,
        edges: [TOKEN, '0x' + 'ab'.repeat(20)].map((token, index) => ({
          __typename: 'TransactionEdge' as const,
          node: {
            __typename: 'Transaction' as const,
            chain: 'PULSE' as const,
            kind: 'ERC20' as const,
            hash: `0x${String(index + 1).repeat(64)}`,
            blockNumber: 1,
            timeStamp: 1_784_000_000,
            from: '0x3000000000000000000000000000000000000003',
            to: wallet,
            amount: index === 0 ? '123' : '777',
            fee: null,
            token: {
              __typename: 'TransactionToken' as const,
              symbol: index === 0 ? 'PEPE' : 'OTHER',
              address: token,
              decimals: 18,
            },
            direction: 'IN' as const,
            failed: false,
            explorerUrl: 'https://scan.pulsechain.com/tx/0x1',
            flags: [],
          },
        })),
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
        sources: [],
      },
    },
  },
});

const MONTH = [
  point('2026-07-20T23:59:59.000Z', 1, 'defillama', '100', '0'),
  point('2026-07-21T23:59:59.000Z', null, null, '100', '0'),
  point('2026-07-22T23:59:59.000Z', 1.2, 'geckoterminal', '100', '200'),
  point('2026-07-23T10:00:00.000Z', 1.1, 'dexscreener', '100', '200'),
];
const WEEK = [
  point('2026-07-22T23:59:59.000Z', 1.15, 'defillama', '100', '200'),
  MONTH[3],
] as ReturnType<typeof point>[];

const mocks = () => [
  { request: { query: ChainsDocument }, result: { data: chainsResult } },
  history('MONTH', MONTH, ['defillama', 'geckoterminal', 'dexscreener']),
  history('WEEK', WEEK, ['defillama', 'dexscreener']),
  pnl,
  transactions(A),
  transactions(B),
];

const open = () =>
  renderPage(<TokenPage />, {
    path: `/token/pulse/${TOKEN}`,
    route: '/token/:chain/:address',
    mocks: mocks(),
  });

describe('TokenPage', () => {
  beforeAll(() => preloadIcons());
  beforeEach(() => {
    localStorage.clear();
    resetPrivacyStoreForTests();
    saveWallets([
      { address: B, name: 'Savings', hidden: false },
      { address: A, name: 'Trading', hidden: false },
    ]);
  });

  it('shows the price line, the holdings, the PnL, the sources and this token’s transfers', async () => {
    open();
    // The first render of the file loads the page's modules: more than findBy's default second.
    expect(
      await screen.findByRole('heading', { level: 1, name: /PEPE/ }, { timeout: 8_000 }),
    ).toBeTruthy();
    // The day without a price is left out of the line, and said to be.
    const chart = await screen.findByRole('img', { name: /PEPE price from/ });
    expect(chart.getAttribute('aria-label')).toContain('Jul 20, 2026 to Jul 23, 2026');
    expect(screen.getByText('1 day without a price is left out of the line')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Value' })).getByText('$330.00')).toBeTruthy();
    // Each wallet: its holding now and its own line.
    const trading = screen.getByRole('group', { name: /Trading/ });
    expect(within(trading).getByText('$110.00')).toBeTruthy();
    expect(
      within(trading).getByRole('img', { name: /Value held by .*Trading over time/ }),
    ).toBeTruthy();
    // GeckoTerminal's days are shown: its attribution is there, linked.
    const attribution = screen.getByRole('link', { name: 'Prices by GeckoTerminal' });
    expect(attribution.getAttribute('href')).toBe('https://www.geckoterminal.com');
    expect(screen.getByText('GeckoTerminal (daily close of the deepest DEX pool)')).toBeTruthy();
    // The merged PnL, not another token's, and the amount of unknown cost named.
    await waitFor(() => expect(screen.getByText('+$12.34')).toBeTruthy());
    expect(screen.queryByText('+$999.00')).toBeNull();
    expect(screen.getByText(/of unknown cost/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Profit and loss per wallet' })).toBeTruthy();
    // Each wallet's transfers answer one by one; only this token's rows are kept.
    const amounts = () =>
      [...document.querySelectorAll('.kinko-tx-table td.kinko-cell-amount')].map((cell) =>
        cell.getAttribute('title'),
      );
    await waitFor(() => expect(amounts()).toEqual(['123', '123']));
  });

  it('asks the range chosen and drops the attribution once no GeckoTerminal price is shown', async () => {
    open();
    await screen.findByRole('link', { name: 'Prices by GeckoTerminal' });
    fireEvent.click(screen.getByRole('button', { name: '1W' }));
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: /PEPE price from/ }).getAttribute('aria-label'),
      ).toContain('Jul 22, 2026 to Jul 23, 2026'),
    );
    expect(screen.getByRole('button', { name: '1W' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Prices by GeckoTerminal' })).toBeNull();
  });

  it('masks every amount in privacy mode', async () => {
    localStorage.setItem(PRIVACY_KEY, 'true');
    resetPrivacyStoreForTests();
    open();
    const value = await screen.findByRole('group', { name: 'Value' });
    await waitFor(() => expect(within(value).getByText(PRIVACY_MASK)).toBeTruthy());
    await waitFor(() => expect(screen.queryByText('+$12.34')).toBeNull());
    await screen.findByRole('table', { name: 'Profit and loss per wallet' });
    for (const figure of ['$330.00', '$110.00', '$220.00', '+$12.34', '$260.00', '300'])
      expect(screen.queryByText(figure)).toBeNull();
    const trading = screen.getByRole('group', { name: /Trading/ });
    const ticks = [...trading.querySelectorAll('.kinko-line-grid text')].map((t) => t.textContent);
    expect(new Set(ticks)).toEqual(new Set([PRIVACY_MASK]));
  });

  it('says what is wrong with a malformed address before asking anything', async () => {
    renderPage(<TokenPage />, {
      path: '/token/pulse/0x123',
      route: '/token/:chain/:address',
      mocks: [],
    });
    expect(await screen.findByText('Could not load this token')).toBeTruthy();
  });
});
