/** @jest-environment jsdom */
// First: defines globals that react-router needs at load time.
import '../../../../tests/client/jsdomGlobals';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { preloadIcons } from '../../../../tests/client/icons';
import { ShellTestProviders } from '../../../../tests/client/ShellTestProviders';
import { useT } from '../../i18n/useT';
import { buildMenu } from './menuModel';
import { SideMenu } from './SideMenu';

const wallets = [
  { address: '0x7a16ff8270133f063aab6c9977183d9e72835428', name: 'Main', hidden: false },
  { address: '0x2222222222222222222222222222222222222222', name: 'Cold', hidden: true },
];

function Menu() {
  const t = useT();
  const { pathname, search, hash } = useLocation();
  return (
    <>
      <SideMenu entries={buildMenu(wallets, t)} />
      <output data-testid="location">{pathname + search + hash}</output>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <ShellTestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Menu />
      </MemoryRouter>
    </ShellTestProviders>,
  );
}

const link = (name: string) => screen.getByRole('link', { name });
const groupToggle = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('SideMenu', () => {
  beforeAll(preloadIcons);

  it('marks the current page active, ignoring a trailing slash, query and hash, and opens its group', () => {
    renderAt('/wallet/0x7a16ff8270133f063aab6c9977183d9e72835428/?tab=tx#top');
    expect(link('0x...5428 - Main').getAttribute('aria-current')).toBe('page');
    expect(link('View All').getAttribute('aria-current')).toBeNull();
    expect(groupToggle('Wallet Portfolio').getAttribute('aria-expanded')).toBe('true');
    expect(groupToggle('Staking & Mining').getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves hidden wallets out', () => {
    renderAt('/portfolio');
    expect(screen.queryByText(/Cold/)).toBeNull();
  });

  it('toggles a group open and closed on click, and re-opens it when the route enters it', () => {
    renderAt('/dashboard/default');
    const staking = groupToggle('Staking & Mining');
    expect(staking.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(staking);
    expect(staking.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(link('HEX Staking'));
    expect(screen.getByTestId('location').textContent).toBe('/staking/hex');
    fireEvent.click(staking);
    expect(staking.getAttribute('aria-expanded')).toBe('false');
    // The wallet group opens by itself once the route is one of its children.
    expect(groupToggle('Wallet Portfolio').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(link('Dashboard'));
    fireEvent.click(groupToggle('Wallet Portfolio'));
    fireEvent.click(link('View All'));
    fireEvent.click(groupToggle('Wallet Portfolio'));
    expect(groupToggle('Wallet Portfolio').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(link('0x...5428 - Main'));
    expect(screen.getByTestId('location').textContent).toBe(
      '/wallet/0x7a16ff8270133f063aab6c9977183d9e72835428',
    );
    expect(groupToggle('Wallet Portfolio').getAttribute('aria-expanded')).toBe('true');
  });

  it('renders the disabled staking entries without links', () => {
    renderAt('/staking/hex');
    for (const name of ['eHEX Staking', 'ETH Staking', 'PLS Staking']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.getByText(name).closest('a')?.getAttribute('aria-disabled')).toBe('true');
    }
    expect(link('HEX Staking').getAttribute('href')).toBe('/staking/hex');
  });

  it('links each entry to its route, so a middle click opens it in a new tab', () => {
    renderAt('/');
    expect(link('Dashboard').getAttribute('href')).toBe('/dashboard/default');
    expect(link('Manage Wallets').getAttribute('href')).toBe('/wallets/manage');
    expect(link('About').getAttribute('href')).toBe('/learn-more');
    // Links in a list inside a navigation landmark (no role="menu" without menu items).
    expect(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('list').length,
    ).toBeGreaterThan(0);
    expect(document.querySelector('.bp6-menu-divider')).toBeTruthy();
  });
});
