/** @jest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { texts } from '../../../shared/src/texts';
import { preloadIcons } from '../testing/icons';
import { ShellTestProviders } from '../testing/ShellTestProviders';
import { DONATION_ADDRESS, SUGGESTIONS_EMAIL } from './contact';
import { Footer } from './Footer';

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

  it('copies the donation address and says "Donation address copied to clipboard!"', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    stubClipboard(writeText);
    renderFooter();
    fireEvent.click(screen.getByRole('button', { name: 'Copy donation address' }));
    expect(await screen.findByText(texts.donationCopied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(DONATION_ADDRESS);
  });

  it('only logs a failed copy', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFooter();
    fireEvent.click(screen.getByRole('button', { name: 'Copy donation address' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Could not copy the donation address', expect.any(Error)));
    expect(screen.queryByText(texts.donationCopied)).toBeNull();
  });

  it('links to the suggestions mailbox', () => {
    renderFooter();
    const link = screen.getByRole('button', { name: 'Suggestions' });
    expect(link.getAttribute('href')).toBe(`mailto:${SUGGESTIONS_EMAIL}?subject=Kinko%20suggestion`);
  });
});
