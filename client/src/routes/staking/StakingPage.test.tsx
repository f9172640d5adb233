/** @jest-environment jsdom */
import '../../../../tests/client/jsdomGlobals';
import { saveWallets } from '../../../../tests/client/savedWallets';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  ChainsDocument,
  HexStakingDocument,
  type StakeTable_StakeFragment,
} from '../../graphql/generated/graphql';
import { preloadIcons } from '../../../../tests/client/icons';
import { renderPage } from '../../../../tests/client/pageProviders';
import { chainsResult } from '../../../../tests/client/walletDetailFixture';
import { EhexStakingPage } from './EhexStakingPage';
import { HexStakingPage } from './HexStakingPage';

const A = '0x7a16ff8270133f063aab6c9977183d9e72835428';
const B = '0x1111111111111111111111111111111111111111';

const stake = (overrides: Partial<StakeTable_StakeFragment>): StakeTable_StakeFragment => ({
  __typename: 'HexStake',
  id: 'pulse:a:1',
  chain: 'PULSE',
  wallet: A,
  stakeIndex: 0,
  stakeId: '1001',
  stakedHearts: '100000000000',
  principalHex: '1000',
  stakeShares: '2000000000000',
  tShares: '2',
  lockedDay: 100,
  stakedDays: 365,
  unlockedDay: 0,
  isAutoStake: false,
  endDay: 465,
  daysServed: 146,
  daysRemaining: 219,
  progress: 0.4,
  status: 'ACTIVE',
  yieldHex: '50.5',
  apyPct: 12.5,
  valueUsd: 5.25,
  grossValueUsd: 5.25,
  payoutIfEndedTodayHex: '50.5',
  penaltyIfEndedTodayHex: '40',
  returnIfEndedTodayHex: '1010.5',
  lossIfEndedTodayHex: '40',
  isHsi: false,
  isTokenized: false,
  hsiAddress: null,
  hsiIndex: null,
  hsiTokenId: null,
  ...overrides,
});

function result(network: 'PULSECHAIN' | 'ETHEREUM') {
  return {
    request: { query: HexStakingDocument, variables: { wallets: [B, A], network } },
    result: {
      data: {
        hexStaking: {
          __typename: 'StakingResult' as const,
          network,
          chain: network === 'PULSECHAIN' ? ('PULSE' as const) : ('ETH' as const),
          unit: network === 'PULSECHAIN' ? 'HEX' : 'eHEX',
          wallets: [B, A],
          currentDay: 246,
          payoutPerTShareDailyHex: '1.8862035',
          payoutDay: 245,
          priceUsd: 0.005,
          updatedAt: '2025-01-01T00:00:00Z',
          rows: [
            stake({}),
            stake({
              id: 'pulse:a:2',
              stakeId: '1002',
              principalHex: '3000.5',
              tShares: '0.25',
              yieldHex: '0.25',
              apyPct: 4.5,
              valueUsd: 15,
              grossValueUsd: 16,
              penaltyIfEndedTodayHex: '0.5',
              lossIfEndedTodayHex: '0.5',
              status: 'READY',
              progress: 1,
              daysRemaining: 0,
              isHsi: true,
              isTokenized: true,
              hsiAddress: '0x4551000000000000000000000000000000000001',
              hsiTokenId: '77',
            }),
            // Started today: locks tomorrow, nothing served, ending it returns the principal.
            stake({
              id: 'pulse:a:3',
              stakeId: '1003',
              lockedDay: 247,
              stakedDays: 30,
              endDay: 277,
              daysServed: 0,
              daysRemaining: 31,
              progress: 0,
              status: 'PENDING',
              yieldHex: '0',
              apyPct: null,
              valueUsd: 5,
              grossValueUsd: 5,
              payoutIfEndedTodayHex: '0',
              penaltyIfEndedTodayHex: '0',
              returnIfEndedTodayHex: '1000',
              lossIfEndedTodayHex: '0',
            }),
          ],
          rowsEnded: [
            stake({
              id: 'pulse:a:0',
              stakeId: '999',
              unlockedDay: 90,
              status: 'ENDED',
              progress: 1,
              // Good-accounted long after its end: HEX's penalty exceeds principal + payout.
              payoutIfEndedTodayHex: '27390.62557639',
              penaltyIfEndedTodayHex: '49500000',
              returnIfEndedTodayHex: '0',
              lossIfEndedTodayHex: '28390.62557639',
              valueUsd: 0,
            }),
          ],
          errors: [
            {
              __typename: 'StakingError' as const,
              wallet: B,
              message: `Failed to read stake count for ${B} on PulseChain: RPC timeout`,
            },
          ],
          sources: [],
        },
      },
    },
  };
}

describe('HEX staking pages', () => {
  // Icons render at once instead of updating outside act().
  beforeAll(() => preloadIcons());
  beforeEach(() => {
    localStorage.clear();
    saveWallets([
      { address: A, name: 'Main' },
      { address: B, name: 'Cold' },
    ]);
  });

  it('shows totals, current day, payout per T-share, active stakes with progress, and an error row per failed wallet', async () => {
    renderPage(<HexStakingPage />, {
      path: '/staking/hex',
      mocks: [
        { request: { query: ChainsDocument }, result: { data: chainsResult } },
        result('PULSECHAIN'),
      ],
    });

    const active = await screen.findByRole('table', { name: 'Active stakes' }, { timeout: 8000 });
    expect(
      within(screen.getByRole('group', { name: 'Staked value' })).getByText('$25.25'),
    ).toBeTruthy();
    // Exact sums of decimal strings: 1000 + 3000.5 + 1000, 2 + 0.25 + 2, 50.5 + 0.25 + 0.
    expect(
      within(screen.getByRole('group', { name: 'Principal (HEX)' })).getByText('5,000.5'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Principal (HEX)' })).getByText('T-shares: 4.25'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Yield so far (HEX)' })).getByText('50.75'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Current HEX day' })).getByText('246'),
    ).toBeTruthy();
    // What ending today would cost (exact sum) and the value before penalties.
    expect(
      within(screen.getByRole('group', { name: 'Loss if ended today (HEX)' })).getByText('40.5'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Loss if ended today (HEX)' })).getByText(
        'Before penalties: $26.25',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Payout per T-share: 1.8862035 HEX (day 245)')).toBeTruthy();

    const rows = within(active).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]?.textContent).toContain(
      `Failed to read stake count for ${B} on PulseChain: RPC timeout`,
    );
    expect(rows[0]?.textContent).toContain('0x...1111 - Cold');
    expect(rows[1]?.textContent).toContain('100 → 465');
    expect(rows[1]?.textContent).toContain('365 d');
    expect(within(rows[1] as HTMLElement).getByRole('progressbar')).toBeTruthy();
    expect(rows[1]?.textContent).toContain('40');
    expect(rows[2]?.textContent).toContain('Ready to end');
    expect(rows[2]?.textContent).toContain('HSI #77');

    expect(screen.queryByRole('table', { name: 'Ended stakes' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show ended stakes (1)' }));
    const ended = await screen.findByRole('table', { name: 'Ended stakes' });
    expect(within(ended).getByText('Ended')).toBeTruthy();
  });

  it('asks for eHEX on Ethereum on the eHEX page', async () => {
    renderPage(<EhexStakingPage />, {
      path: '/staking/ehex',
      mocks: [
        { request: { query: ChainsDocument }, result: { data: chainsResult } },
        result('ETHEREUM'),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'eHEX staking' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Principal (eHEX)' })).toBeTruthy();
  });
});

describe('what ending a stake costs, and stakes not yet locked or already ended', () => {
  beforeAll(() => preloadIcons());
  beforeEach(() => {
    localStorage.clear();
    saveWallets([
      { address: A, name: 'Main' },
      { address: B, name: 'Cold' },
    ]);
  });

  it('shows the loss capped at principal + payout with HEX’s figures in the tooltip, “Pending” for a stake that locks tomorrow, and what ended stakes ended with', async () => {
    renderPage(<HexStakingPage />, {
      path: '/staking/hex',
      mocks: [
        { request: { query: ChainsDocument }, result: { data: chainsResult } },
        result('PULSECHAIN'),
      ],
    });
    const active = await screen.findByRole('table', { name: 'Active stakes' }, { timeout: 8000 });
    const pending = within(active)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('1003')) as HTMLElement;
    expect(pending.textContent).toContain('Pending');
    expect(pending.textContent).toContain('locks tomorrow');
    expect(pending.textContent).not.toContain('d left');
    expect(within(active).getByRole('columnheader', { name: /Loss if ended today/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Show ended stakes (1)' }));
    const ended = await screen.findByRole('table', { name: 'Ended stakes' });
    const header = within(ended).getByRole('columnheader', { name: /Loss at end \(HEX\)/ });
    expect(header.getAttribute('title') ?? header.innerHTML).toMatch(/fixed on its unlock day/);
    const row = within(ended).getAllByRole('row')[1] as HTMLElement;
    // 1,000 principal + 27,390.63 payout lost, not HEX's 49.5 M penalty.
    const loss = within(row).getByText('28,390.63');
    expect(loss.getAttribute('title')).toBe(
      "Loses 28,390.625576 HEX of principal + payout 28,390.625576 HEX; returns 0 HEX. HEX's penalty: 49,500,000 HEX",
    );
    expect(row.textContent).not.toMatch(/49,500,000|49\.5/);
  });
});

describe('amount columns', () => {
  beforeAll(() => preloadIcons());
  beforeEach(() => {
    localStorage.clear();
    saveWallets([
      { address: A, name: 'Main' },
      { address: B, name: 'Cold' },
    ]);
  });

  it('give every row of a column the same form: all compact once one amount needs it', async () => {
    const answer = result('PULSECHAIN');
    answer.result.data.hexStaking.rows.push(
      stake({
        id: 'pulse:a:4',
        stakeId: '1004',
        principalHex: '13440000',
        yieldHex: '4140000.12345678',
        lossIfEndedTodayHex: '2000000',
      }),
    );
    renderPage(<HexStakingPage />, {
      path: '/staking/hex',
      mocks: [{ request: { query: ChainsDocument }, result: { data: chainsResult } }, answer],
    });
    const active = await screen.findByRole('table', { name: 'Active stakes' }, { timeout: 8000 });
    const headers = within(active)
      .getAllByRole('columnheader')
      .map((header) => header.textContent ?? '');
    const column = (name: RegExp) => {
      const index = headers.findIndex((header) => name.test(header));
      return within(active)
        .getAllByRole('row')
        .slice(2) // the header and the failed wallet's row
        .map((row) => row.querySelectorAll('td')[index]?.textContent);
    };
    expect(column(/^Principal/)).toEqual(['1K', '3K', '1K', '13.44M']);
    expect(column(/^Yield/)).toEqual(['50.5', '0.25', '0', '4.14M']);
    expect(column(/^Loss if ended today/)).toEqual(['40', '0.5', '0', '2M']);
    // The T-shares column needs no compact form and keeps its figures whole.
    expect(column(/^T-shares/)).toEqual(['2', '0.25', '2', '2']);
  });
});
