/** @jest-environment jsdom */
import '../../../../tests/client/jsdomGlobals';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { catalog as ro } from '../../i18n/locales/ro/catalog';
import { preloadIcons } from '../../../../tests/client/icons';
import { serveContact } from '../../../../tests/client/serveContact';
import { ShellTestProviders } from '../../../../tests/client/ShellTestProviders';
import { LandingPage } from './LandingPage';

describe('LandingPage (spec §2: / and /landing)', () => {
  beforeAll(preloadIcons);

  it('has its own header and footer, the ways into the dashboard, and no ticker', async () => {
    serveContact({
      donationAddress: '0x7a16ff8270133f063aab6c9977183d9e72835428',
      suggestionsEmail: null,
    });
    render(
      <ShellTestProviders>
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </ShellTestProviders>,
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Copy donation address' })).toBeTruthy();
    expect(
      screen.getAllByRole('button', { name: 'Open the dashboard' })[0]?.getAttribute('href'),
    ).toBe('/dashboard/default');
    expect(screen.getByRole('button', { name: 'Add wallets' }).getAttribute('href')).toBe(
      '/wallets/manage',
    );
    expect(screen.getByRole('list', { name: 'Supported chains' }).textContent).toBe(
      'PulseChainEthereumBaseBNB Smart ChainPolygon',
    );
    expect(screen.queryByRole('region', { name: 'Prices' })).toBeNull();
  });

  it('speaks the chosen language', async () => {
    serveContact({ donationAddress: null, suggestionsEmail: 'ideas@example.org' });
    render(
      <ShellTestProviders language="ro" catalog={ro}>
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </ShellTestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Toate portofelele tale, într-o singură imagine clară',
    );
    expect(await screen.findByRole('button', { name: 'Sugestii' })).toBeTruthy();
  });
});
