/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { texts } from '../../../shared/src/texts';
import { preloadIcons } from '../../../tests/client/icons';
import { ShellTestProviders } from '../../../tests/client/ShellTestProviders';
import { Footer } from './Footer';
import { serveContact } from '../../../tests/client/serveContact';

const DONATION_ADDRESS = '0x7a16ff8270133f063aab6c9977183d9e72835428';
const SUGGESTIONS_EMAIL = 'ideas@example.org';

const renderFooter = () =>
  render(
    <ShellTestProviders>
      <Footer />
    </ShellTestProviders>,
  );

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('Footer (spec §1, §8)', () => {
  beforeAll(preloadIcons);
  afterEach(() => {
    jest.restoreAllMocks();
  });
  beforeEach(() => {
    serveContact({ donationAddress: DONATION_ADDRESS, suggestionsEmail: SUGGESTIONS_EMAIL });
  });

  it('copies the donation address and says "Donation address copied to clipboard!"', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    stubClipboard(writeText);
    renderFooter();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy donation address' }));
    expect(await screen.findByText(texts.donationCopied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(DONATION_ADDRESS);
  });

  it('only logs a failed copy', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFooter();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy donation address' }));
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Could not copy the donation address', expect.any(Error)),
    );
    expect(screen.queryByText(texts.donationCopied)).toBeNull();
  });

  it('links to the suggestions mailbox', async () => {
    renderFooter();
    const link = await screen.findByRole('button', { name: 'Suggestions' });
    expect(link.getAttribute('href')).toBe(
      `mailto:${SUGGESTIONS_EMAIL}?subject=Kinko%20suggestion`,
    );
  });

  it('shows neither action when the deployment set no address or mailbox, asking the server once', async () => {
    const fetch = serveContact({ donationAddress: null, suggestionsEmail: null });
    renderFooter();
    renderFooter();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toMatch(/^\/graphql\?query=/);
    expect(screen.queryByRole('button', { name: 'Copy donation address' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Suggestions' })).toBeNull();
  });
});
