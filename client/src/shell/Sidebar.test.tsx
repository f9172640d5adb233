/** @jest-environment jsdom */
import '../../../tests/client/jsdomGlobals';
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { preloadIcons } from '../../../tests/client/icons';
import { ShellTestProviders } from '../../../tests/client/ShellTestProviders';
import type { MenuEntry } from './menu/menuModel';
import { Sidebar, type SidebarProps } from './Sidebar';

const entries: MenuEntry[] = [
  {
    kind: 'link',
    id: 'dashboard',
    title: 'Dashboard',
    path: '/dashboard/default',
    icon: 'dashboard',
  },
];

function renderSidebar(props: Partial<SidebarProps> = {}) {
  const onClose = jest.fn();
  render(
    <ShellTestProviders>
      <MemoryRouter initialEntries={['/portfolio']}>
        <Sidebar
          entries={entries}
          open
          overlay={false}
          dark
          onClose={onClose}
          footer={<button type="button">Refresh</button>}
          {...props}
        />
      </MemoryRouter>
    </ShellTestProviders>,
  );
  return onClose;
}

describe('Sidebar (spec §2)', () => {
  beforeAll(preloadIcons);

  it('has the logo linking to / and the refresh button in its footer', () => {
    renderSidebar();
    const sidebar = screen.getByRole('complementary', { name: 'Main menu' });
    expect(screen.getByTitle('Kinko home').getAttribute('href')).toBe('/');
    expect(sidebar.querySelector('.kinko-sidebar-footer')?.textContent).toBe('Refresh');
    expect(screen.getByText('SECURE INSIGHTS, NO KEYS REQUIRED')).toBeTruthy();
  });

  it('carries its own theme class, independent of the page', () => {
    renderSidebar({ dark: false });
    expect(screen.getByRole('complementary').classList.contains('bp6-dark')).toBe(false);
  });

  it('overlaid, closes on a click on the overlay or on Escape', () => {
    const onClose = renderSidebar({ overlay: true });
    fireEvent.click(screen.getByTestId('sidebar-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closed, is out of reach: hidden from screen readers and not focusable', () => {
    renderSidebar({ overlay: true, open: false });
    const sidebar = screen.getByRole('complementary', { hidden: true });
    expect(sidebar.getAttribute('aria-hidden')).toBe('true');
    expect(sidebar.hasAttribute('inert')).toBe(true);
    expect(screen.queryByTestId('sidebar-backdrop')).toBeNull();
  });
});
