/** @jest-environment jsdom */
// First: defines globals that react-router needs at load time.
import '../../testing/jsdomGlobals';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { InMemoryCache } from '@apollo/client';
import { BlueprintProvider } from '@blueprintjs/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { stubLayoutSize } from '../../testing/layoutSize';
import { typePolicies } from '../../graphql/typePolicies';
import { WalletHoldingsDocument } from '../../graphql/generated/graphql';
import { walletHoldingsResult, sampleWallet as wallet } from '../../testing/walletHoldingsFixture';
import { WalletPage } from './WalletPage';

function renderAt(path: string, mocks: NonNullable<MockedProviderProps['mocks']>) {
  return render(
    <BlueprintProvider>
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/wallet/:address" element={<WalletPage />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </BlueprintProvider>,
  );
}

describe('WalletPage', () => {
  let restoreLayout: () => void;
  beforeAll(() => {
    restoreLayout = stubLayoutSize(1280, 800);
  });
  afterAll(() => restoreLayout());

  it('shows a spinner, then one row per holding with the exact amount, prices, values and total', async () => {
    renderAt(`/wallet/${wallet}`, [{ request: { query: WalletHoldingsDocument, variables: { address: wallet } }, result: { data: walletHoldingsResult } }]);

    expect(screen.getByLabelText('Loading holdings')).toBeTruthy();

    expect(await screen.findByText('123,456,789,012,345,678,901.123457')).toBeTruthy();
    expect(screen.getByText('42.5')).toBeTruthy();
    expect(screen.getByText('PLS')).toBeTruthy();
    expect(screen.getByText('Pulse')).toBeTruthy();
    expect(screen.getAllByText('PulseChain').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('$0.0000321')).toBeTruthy();
    expect(screen.getByText('$1,000.25')).toBeTruthy();
    expect(screen.getByText('$5.50')).toBeTruthy();
    expect(screen.getByText('dexscreener')).toBeTruthy();
    expect(within(screen.getByLabelText('Wallet total')).getByText('$1,234.50')).toBeTruthy();
  });

  it('names the failed and the stale source with their messages, and not the healthy one', async () => {
    renderAt(`/wallet/${wallet}`, [{ request: { query: WalletHoldingsDocument, variables: { address: wallet } }, result: { data: walletHoldingsResult } }]);

    const callout = (await screen.findByText(/the total may be incomplete/)).closest('.bp6-callout');
    expect(callout).not.toBeNull();
    const text = callout?.textContent ?? '';
    expect(text).toContain('BNB Smart Chain (bsc-rpc): unavailable — No working BSC RPC');
    expect(text).toContain('PulseChain (dexscreener): showing saved data, 15 min old — Timed out');
    expect(text).not.toContain('blockscout-token-balances');
  });

  it('does not pass an empty answer from failed sources off as an empty wallet', async () => {
    const failed = walletHoldingsResult.wallet.sources.map((status) => ({ ...status, state: 'FAILED' as const }));
    const data = { ...walletHoldingsResult, wallet: { ...walletHoldingsResult.wallet, totalUsd: 0, holdings: [], sources: failed } };
    renderAt(`/wallet/${wallet}`, [{ request: { query: WalletHoldingsDocument, variables: { address: wallet } }, result: { data } }]);

    expect(await screen.findByText('No holdings to show')).toBeTruthy();
    expect(screen.queryByText('No tokens found')).toBeNull();
    expect(within(screen.getByLabelText('Wallet total')).getByText('incomplete')).toBeTruthy();
  });

  it("shows the gateway's error text when the query fails", async () => {
    const bad = '0x7A16fF8270133F063aAb6C9977183D9e72835428';
    const message = `Invalid wallet address "${bad}". Please check and try again.`;
    renderAt(`/wallet/${bad}`, [
      { request: { query: WalletHoldingsDocument, variables: { address: bad } }, result: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] } },
    ]);

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Could not load this wallet')).toBeTruthy();
    // Retrying cannot fix an invalid address.
    expect(screen.queryByText('Try again')).toBeNull();
  });
});
