/** @jest-environment jsdom */
import '../../../../tests/client/jsdomGlobals';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../../tests/client/pageProviders';
import { WALLET_A, WALLET_B } from '../../../../tests/client/portfolioFixture';
import { chainsResult } from '../../../../tests/client/walletDetailFixture';
import { ChainsDocument } from '../../graphql/generated/graphql';
import {
  PortfolioHistoryDocument,
  WalletHistoryDocument,
  type HistoryRange,
  type PortfolioHistoryQuery,
} from './generated/graphql';
import { PRIVACY_KEY } from '../../privacy/privacyKey';
import { resetPrivacyStoreForTests } from '../../privacy/privacyStore';
import { PRIVACY_MASK } from '../../privacy/usePrivacy';
import { ValueChart } from './ValueChart';

type History = PortfolioHistoryQuery['portfolioHistory'];

const day = (date: string, totalUsd: number, coverage = 1) => ({
  __typename: 'HistoryPoint' as const,
  at: `${date}T23:59:59.000Z`,
  totalUsd,
  coverage,
});

const history = (range: HistoryRange, points: History['points'], more: Partial<History> = {}) => ({
  __typename: 'PortfolioHistory' as const,
  range,
  complete: true,
  points,
  sources: [],
  ...more,
});

const chains = { request: { query: ChainsDocument }, result: { data: chainsResult } };
const wallets = [WALLET_B, WALLET_A];
const merged = (range: HistoryRange, answer: History, asked = wallets) => ({
  request: { query: PortfolioHistoryDocument, variables: { wallets: asked, range } },
  result: { data: { portfolioHistory: answer } },
});

const month = history('MONTH', [
  day('2026-07-21', 1000),
  day('2026-07-22', 1100, 0.5),
  day('2026-07-23', 1200, 0.9),
  day('2026-07-24', 1300, 0.995),
  day('2026-07-25', 1500),
]);
const week = history('WEEK', [day('2026-07-24', 1300), day('2026-07-25', 1500)]);

const chart = () => screen.findByRole('img', { name: /^Value from/ });

describe('ValueChart', () => {
  beforeEach(() => {
    localStorage.clear();
    resetPrivacyStoreForTests();
  });

  it('sums the range up for screen readers and reads any day with the arrow keys', async () => {
    renderPage(<ValueChart scope={{ wallets: [WALLET_A, WALLET_B] }} />, {
      mocks: [chains, merged('MONTH', month)],
    });
    expect((await chart()).getAttribute('aria-label')).toBe(
      'Value from Jul 21, 2026 to Jul 25, 2026: $1,000.00 to $1,500.00 (+$500.00, +50.00%)',
    );
    const plot = screen.getByRole('img').parentElement!;
    fireEvent.keyDown(plot, { key: 'End' });
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(screen.getByRole('status').textContent).toBe('Jul 24, 2026$1,300.00');
  });

  it('switches range with pressed buttons and asks for that range', async () => {
    renderPage(<ValueChart scope={{ wallets: [WALLET_A, WALLET_B] }} />, {
      mocks: [chains, merged('MONTH', month), merged('WEEK', week)],
    });
    await chart();
    const ranges = screen.getByRole('group', { name: 'Time range' });
    const pressed = () =>
      within(ranges)
        .getAllByRole('button')
        .map((button) => `${button.textContent}:${button.getAttribute('aria-pressed')}`);
    expect(pressed()).toEqual(['1W:false', '1M:true', '1Y:false', 'All:false']);
    fireEvent.click(within(ranges).getByRole('button', { name: '1W' }));
    expect(pressed()).toEqual(['1W:true', '1M:false', '1Y:false', 'All:false']);
    await screen.findByRole('img', { name: /^Value from Jul 24, 2026/ });
  });

  it('hatches days under 99 % coverage, says so in a legend and in the day’s readout', async () => {
    const { container } = renderPage(<ValueChart scope={{ wallets: [WALLET_A, WALLET_B] }} />, {
      mocks: [chains, merged('MONTH', month)],
    });
    await chart();
    // The 50 % and the 90 % day are one run; the days at 99.5 % and 100 % are not marked.
    expect(
      [...container.querySelectorAll('[data-partial]')].map((band) =>
        band.getAttribute('data-partial'),
      ),
    ).toEqual(['1-2']);
    expect(screen.getByText(/^Hatched days: part of the value had no price/)).toBeTruthy();
    const plot = screen.getByRole('img').parentElement!;
    fireEvent.keyDown(plot, { key: 'Home' });
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(screen.getByRole('status').textContent).toBe(
      'Jul 22, 2026$1,100.00Part of the value had no price: 50.0% priced',
    );
  });

  it('has no legend when every day was priced', async () => {
    renderPage(<ValueChart scope={{ wallets: [WALLET_A, WALLET_B] }} />, {
      mocks: [chains, merged('MONTH', week)],
    });
    await chart();
    expect(screen.queryByText(/^Hatched days/)).toBeNull();
  });

  it('masks every value in privacy mode, the axis, the readout and the summary', async () => {
    localStorage.setItem(PRIVACY_KEY, 'true');
    resetPrivacyStoreForTests();
    const { container } = renderPage(<ValueChart scope={{ wallets: [WALLET_A, WALLET_B] }} />, {
      mocks: [chains, merged('MONTH', month)],
    });
    expect((await chart()).getAttribute('aria-label')).toBe(
      `Value from Jul 21, 2026 to Jul 25, 2026: ${PRIVACY_MASK} to ${PRIVACY_MASK} (${PRIVACY_MASK})`,
    );
    const ticks = [...container.querySelectorAll('.kinko-line-grid text')].map(
      (tick) => tick.textContent,
    );
    expect(ticks.length).toBeGreaterThan(1);
    expect(new Set(ticks)).toEqual(new Set([PRIVACY_MASK]));
    fireEvent.keyDown(screen.getByRole('img').parentElement!, { key: 'End' });
    expect(screen.getByRole('status').textContent).toBe(`Jul 25, 2026${PRIVACY_MASK}`);
    expect(container.textContent).not.toMatch(/\$\d/);
  });

  const failed = (
    chain: 'BSC' | 'PULSE',
    source: string,
    wallet: string | null,
    reason: 'NOT_CONFIGURED' | 'TIMEOUT' | 'BAD_RESPONSE',
  ) => ({
    __typename: 'SourceStatus' as const,
    chain,
    wallet,
    source,
    state: 'FAILED' as const,
    reason,
  });

  it('names what an incomplete history leaves out', async () => {
    const partial = history('MONTH', month.points, {
      complete: false,
      sources: [
        failed('BSC', 'history', WALLET_A, 'NOT_CONFIGURED'),
        failed('BSC', 'history', WALLET_A, 'NOT_CONFIGURED'),
        failed('PULSE', 'defillama-history', null, 'BAD_RESPONSE'),
      ],
    });
    // The chain names come with the Chains answer, which may land after the history's.
    renderPage(<ValueChart scope={{ wallets: [WALLET_A, WALLET_B] }} />, {
      mocks: [{ ...chains, delay: 200 }, merged('MONTH', partial)],
    });
    await waitFor(() =>
      expect(screen.getByText(/^Incomplete:/).textContent).toBe(
        'Incomplete: the chart leaves out PulseChain prices.',
      ),
    );
    // A missing API key is this server's configuration, not a failure: a note, apart.
    expect(screen.getByRole('note').textContent).toBe(
      'Not available on this server: the chart leaves out BNB Smart Chain history for 0x...5428, which no source configured here serves.',
    );
  });

  it('says a history incomplete only for want of a configured source in a note, not a warning', async () => {
    const partial = history('MONTH', month.points, {
      complete: false,
      sources: [failed('BSC', 'history', WALLET_A, 'NOT_CONFIGURED')],
    });
    renderPage(<ValueChart scope={{ wallets: [WALLET_A] }} />, {
      mocks: [chains, merged('MONTH', partial, [WALLET_A])],
    });
    expect((await screen.findByRole('note')).textContent).toBe(
      'Not available on this server: the chart leaves out BNB Smart Chain history, which no source configured here serves.',
    );
    expect(screen.queryByText(/^Incomplete:/)).toBeNull();
  });

  it('asks again while a chain is still being read, until the history is whole', async () => {
    const reading = history('MONTH', month.points, {
      complete: false,
      sources: [failed('PULSE', 'history', WALLET_A, 'TIMEOUT')],
    });
    renderPage(<ValueChart scope={{ wallets: [WALLET_A] }} />, {
      mocks: [
        { ...chains, delay: 200 },
        merged('MONTH', reading, [WALLET_A]),
        merged('MONTH', month, [WALLET_A]),
      ],
    });
    await waitFor(() =>
      expect(screen.getByText(/^Incomplete:/).textContent).toBe(
        'Incomplete: the chart leaves out PulseChain history. Reading more of the history…',
      ),
    );
    // Asked again after a few seconds (4 s): the whole answer replaces the note. Real timers, so
    // the wait and the test's own limit leave room for a loaded machine.
    await waitFor(() => expect(screen.queryByText(/^Incomplete:/)).toBeNull(), {
      timeout: 15_000,
    });
  }, 20_000);

  it("on a wallet page, asks for that wallet's history", async () => {
    renderPage(<ValueChart scope={{ address: WALLET_A }} />, {
      mocks: [
        chains,
        {
          request: {
            query: WalletHistoryDocument,
            variables: { address: WALLET_A, range: 'MONTH' },
          },
          result: { data: { walletHistory: week } },
        },
      ],
    });
    expect((await chart()).getAttribute('aria-label')).toMatch(/^Value from Jul 24, 2026/);
  });
});
