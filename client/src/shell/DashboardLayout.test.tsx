/** @jest-environment jsdom */
import '../../../tests/client/jsdomGlobals';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { MemoryRouter, Route, Routes } from 'react-router';
import { typePolicies } from '../graphql/typePolicies';
import { resetPrivacyStoreForTests } from '../privacy/privacyStore';
import { SETTINGS_KEY } from '../settings/settings';
import { resetSettingsStoreForTests } from '../settings/settingsStore';
import { preloadIcons } from '../../../tests/client/icons';
import { stubMatchMedia, type MatchMediaStub } from '../../../tests/client/matchMedia';
import { ShellTestProviders } from '../../../tests/client/ShellTestProviders';
import { resetWalletStoreForTests } from '../wallets/walletStore';
import { DashboardShell } from './DashboardLayout';

const ticker = [
  {
    __typename: 'TickerItem',
    id: 'bitcoin',
    symbol: 'btc',
    label: 'BTC',
    price: 97_000,
    change24h: 1,
    image: null,
    source: 'coingecko',
    stale: false,
  },
];

/** A gateway that knows the ticker and is down for everything else (the refresh runs at mount). */
function offlineClient() {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName === 'Ticker') {
          observer.next({ data: { ticker } });
          observer.complete();
        } else observer.error(new Error('offline'));
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
}

function renderShell(path: string) {
  render(
    <ShellTestProviders>
      <ApolloProvider client={offlineClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<DashboardShell />}>
              <Route path="*" element={<p>page body</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </ShellTestProviders>,
  );
}

const app = () => document.querySelector('.kinko-app') as HTMLElement;
const sidebar = () => screen.getByRole('complementary', { hidden: true });
const toggle = () => screen.getByRole('button', { name: 'Show or hide the menu' });

describe('DashboardShell (spec §1, §2)', () => {
  let media: MatchMediaStub;
  /** A window `width` px wide, with motion allowed and a light system theme. */
  const windowOf = (width: number) => (query: string) => {
    const max = /max-width: (\d+)px/.exec(query);
    const min = /min-width: (\d+)px/.exec(query);
    if (max) return width <= Number(max[1]);
    if (min) return width >= Number(min[1]);
    return false;
  };

  beforeAll(preloadIcons);
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetSettingsStoreForTests();
    resetPrivacyStoreForTests();
    resetWalletStoreForTests();
    media = stubMatchMedia(windowOf(1440));
    // The refresh runs against the offline client and logs its failures; not this test's subject.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    media.restore();
    jest.restoreAllMocks();
  });

  it('on a wide screen shows the sidebar beside the page; the header toggle hides and shows it', async () => {
    renderShell('/portfolio');
    expect(app().className).toContain('kinko-layout-vertical');
    expect(app().className).toContain('kinko-with-sidebar');
    expect(screen.getByText('page body')).toBeTruthy();
    fireEvent.click(toggle());
    expect(app().className).toContain('kinko-without-sidebar');
    expect(sidebar().getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(toggle());
    expect(sidebar().getAttribute('aria-hidden')).toBe('false');
    await act(async () => undefined);
  });

  it('at 1024 px or less overlays the sidebar, closed until the toggle opens it; the overlay and navigation close it', async () => {
    media.set(windowOf(1024));
    renderShell('/portfolio');
    expect(sidebar().classList.contains('kinko-sidebar-overlay')).toBe(true);
    expect(sidebar().getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(toggle());
    expect(sidebar().getAttribute('aria-hidden')).toBe('false');
    fireEvent.click(screen.getByTestId('sidebar-backdrop'));
    expect(sidebar().getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(toggle());
    fireEvent.click(within(sidebar()).getByRole('link', { name: 'About' }));
    expect(sidebar().getAttribute('aria-hidden')).toBe('true');
    await act(async () => undefined);
  });

  it('shows the ticker on the dashboard pages', async () => {
    renderShell('/portfolio');
    expect(await screen.findAllByText('BTC')).toHaveLength(2);
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('region', { name: 'Prices' })).toBeTruthy();
  });

  it('hides the ticker on /hero', async () => {
    renderShell('/hero');
    expect(screen.queryByRole('region', { name: 'Prices' })).toBeNull();
    await act(async () => undefined);
  });

  it('renders the tab orientation as a menu row without a sidebar, but only at 1025 px or wider', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ menuOrientation: 'tab' }));
    renderShell('/portfolio');
    expect(app().className).toContain('kinko-layout-tab');
    expect(screen.queryByRole('complementary', { hidden: true })).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Main' });
    expect(within(tabs).getByRole('button', { name: 'Dashboard' })).toBeTruthy();

    act(() => media.set(windowOf(800)));
    expect(app().className).toContain('kinko-layout-vertical');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await act(async () => undefined);
  });

  it.each(['layout2', 'layout3'])(
    'lays out %s with a full-width header and the sidebar under it',
    async (orientation) => {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify({ menuOrientation: orientation }));
      renderShell('/portfolio');
      expect(app().className).toContain(`kinko-layout-${orientation}`);
      // The logo moves into the header, since the sidebar no longer reaches the top.
      expect(
        within(document.querySelector('.kinko-header') as HTMLElement).getByTitle('Kinko home'),
      ).toBeTruthy();
      await act(async () => undefined);
    },
  );

  it('opens the settings drawer from the header', async () => {
    renderShell('/portfolio');
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByText('Colour mode')).toBeTruthy();
  });
});
