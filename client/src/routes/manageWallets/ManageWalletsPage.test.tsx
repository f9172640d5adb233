/** @jest-environment jsdom */
import '../../../../tests/client/jsdomGlobals';
import { saveWallets } from '../../../../tests/client/savedWallets';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResolveNameDocument } from '../../graphql/generated/graphql';
import { preloadIcons } from '../../../../tests/client/icons';
import { renderPage } from '../../../../tests/client/pageProviders';
import { WALLETS_KEY, resetWalletStoreForTests } from '../../wallets/walletStore';
import { ManageWalletsPage } from './ManageWalletsPage';

const A = '0x7a16ff8270133f063aab6c9977183d9e72835428';
const B = '0x1111111111111111111111111111111111111111';
const stored = () => JSON.parse(localStorage.getItem(WALLETS_KEY) ?? '[]') as unknown[];

async function add(address: string, name: string) {
  fireEvent.change(await screen.findByLabelText('Address'), { target: { value: address } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

describe('ManageWalletsPage', () => {
  // Icons render at once instead of updating outside act().
  beforeAll(() => preloadIcons());
  beforeEach(() => {
    localStorage.clear();
    resetWalletStoreForTests();
  });

  it('refuses an invalid address with the spec text and keeps what was typed', async () => {
    renderPage(<ManageWalletsPage />, { path: '/wallets/manage' });
    await add('  0xabc  ', 'Bad');
    expect(
      await screen.findByText('Invalid wallet address "0xabc". Please check and try again.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('  0xabc  ');
    expect(stored()).toEqual([]);
  });

  it('adds an ENS name as the address it resolves to, named after it unless a name is typed', async () => {
    const resolved = (name: string) => ({
      request: { query: ResolveNameDocument, variables: { name } },
      result: {
        data: {
          resolveName: {
            __typename: 'ResolvedName' as const,
            name: name.toLowerCase(),
            address: A,
          },
        },
      },
    });
    const missing = {
      request: { query: ResolveNameDocument, variables: { name: 'nobody.eth' } },
      result: {
        errors: [
          {
            message:
              'No Ethereum address is set for nobody.eth. Please check the name and try again.',
          },
        ],
      },
    };
    renderPage(<ManageWalletsPage />, {
      path: '/wallets/manage',
      mocks: [resolved('Kinko-Demo-1.eth'), missing, resolved('kinko-demo-1.eth')],
    });
    await add('nobody.eth', '');
    expect(
      await screen.findByText(
        'No Ethereum address is set for nobody.eth. Please check the name and try again.',
      ),
    ).toBeTruthy();
    expect(stored()).toEqual([]);
    await add(' Kinko-Demo-1.eth ', '');
    expect(await screen.findByText('Wallet added.')).toBeTruthy();
    expect(stored()).toEqual([{ address: A, name: 'kinko-demo-1.eth', hidden: false }]);
    await add('kinko-demo-1.eth', 'Other');
    expect(await screen.findByText('Already in your list as "kinko-demo-1.eth".')).toBeTruthy();
  });

  it('adds trimmed wallets, ignores a duplicate (saying so) and an empty address', async () => {
    renderPage(<ManageWalletsPage />, { path: '/wallets/manage' });
    await add(`  ${A} `, '  Main ');
    expect(await screen.findByText('Wallet added.')).toBeTruthy();
    await add(B, '');
    await add(A, 'Again');
    expect(await screen.findByText('Already in your list as "Main".')).toBeTruthy();
    expect(stored()).toEqual([
      { address: A, name: 'Main', hidden: false },
      { address: B, name: '', hidden: false },
    ]);
    expect(screen.getByRole('button', { name: 'Add' }).hasAttribute('disabled')).toBe(true);
    const list = screen.getByRole('table', { name: 'Your wallets' });
    expect(within(list).getAllByRole('row')).toHaveLength(3);
  });

  it('hides, unhides and deletes (after confirming)', async () => {
    saveWallets([
      { address: A, name: 'Main' },
      { addr: B, name: 'Cold' },
    ]);
    renderPage(<ManageWalletsPage />, { path: '/wallets/manage' });

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Show Cold' }));
    expect(stored()).toEqual([
      { address: A, name: 'Main', hidden: false },
      { address: B, name: 'Cold', hidden: true },
    ]);
    expect(screen.getByText('(1 visible of 2)')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show Cold' }));
    expect((stored()[1] as { hidden: boolean }).hidden).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Main' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(stored()).toEqual([{ address: B, name: 'Cold', hidden: false }]));
  });

  it('renames a wallet in place', async () => {
    localStorage.setItem(WALLETS_KEY, JSON.stringify([{ address: A, name: 'Main' }]));
    resetWalletStoreForTests();
    renderPage(<ManageWalletsPage />, { path: '/wallets/manage' });
    const list = await screen.findByRole('table', { name: 'Your wallets' });
    const editable = within(list).getByText('Main');
    fireEvent.focus(editable.closest('[tabindex]') ?? editable);
    const input = await within(list).findByDisplayValue('Main');
    fireEvent.change(input, { target: { value: '  Savings  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(stored()).toEqual([{ address: A, name: 'Savings', hidden: false }]));
  });

  it('replaces the whole list from pasted CSV, listing refused lines first', async () => {
    localStorage.setItem(WALLETS_KEY, JSON.stringify([{ address: A, name: 'Main' }]));
    resetWalletStoreForTests();
    renderPage(<ManageWalletsPage />, { path: '/wallets/manage' });

    fireEvent.click(await screen.findByRole('button', { name: 'Import…' }));
    fireEvent.change(await screen.findByLabelText('Wallet list to import'), {
      target: { value: `address,name\n${B},Cold\n0xnope,Bad` },
    });
    expect(screen.getByText('1 wallet will replace the current list (1).')).toBeTruthy();
    expect(
      screen.getByText('Invalid wallet address "0xnope". Please check and try again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Replace with 1 wallet' }));
    expect(stored()).toEqual([{ address: B, name: 'Cold', hidden: false }]);
  });
});
