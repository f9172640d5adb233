/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { preloadIcons } from '../../../tests/client/icons';
import { ShellTestProviders } from '../../../tests/client/ShellTestProviders';
import { Private } from './Private';
import { PrivacyToggle } from './PrivacyToggle';
import { PRIVACY_KEY } from './privacyKey';
import { privacyStore, resetPrivacyStoreForTests } from './privacyStore';
import { PRIVACY_MASK, usePrivacy } from './usePrivacy';

function Balances() {
  const { mask } = usePrivacy();
  return (
    <>
      <PrivacyToggle />
      <p data-testid="small">
        <Private>$1.23</Private>
      </p>
      <p data-testid="large">
        <Private>$123,456,789.00</Private>
      </p>
      <p data-testid="icon">
        <Private kind="icon" size={24}>
          <img alt="HEX logo" src="hex.png" />
        </Private>
      </p>
      <p data-testid="title">{mask('Total $9,999')}</p>
    </>
  );
}

const renderBalances = () =>
  render(
    <ShellTestProviders>
      <Balances />
    </ShellTestProviders>,
  );

describe('privacy mode (spec §2)', () => {
  beforeAll(preloadIcons);
  beforeEach(() => {
    localStorage.clear();
    resetPrivacyStoreForTests();
  });
  afterEach(() => resetPrivacyStoreForTests());

  it('shows values as they are while off', () => {
    renderBalances();
    expect(screen.getByTestId('small').textContent).toBe('$1.23');
    expect(screen.getByTestId('large').textContent).toBe('$123,456,789.00');
    expect(screen.getByAltText('HEX logo')).toBeTruthy();
    expect(screen.getByTestId('title').textContent).toBe('Total $9,999');
  });

  it('masks every private value with the same fixed mask, leaving nothing of it in the page', () => {
    localStorage.setItem(PRIVACY_KEY, 'true');
    renderBalances();
    // Same mask whatever the number of digits: the length of a balance is not leaked.
    expect(screen.getByTestId('small').textContent).toBe(PRIVACY_MASK);
    expect(screen.getByTestId('large').textContent).toBe(PRIVACY_MASK);
    expect(document.body.innerHTML).not.toContain('123,456');
    expect(document.body.innerHTML).not.toContain('1.23');
    expect(screen.getAllByRole('img', { name: 'Hidden value' })).toHaveLength(2);
    // The token icon becomes a plain disc of the same size.
    expect(screen.queryByAltText('HEX logo')).toBeNull();
    const disc = screen.getByTestId('icon').firstElementChild as HTMLElement;
    expect(disc.className).toBe('kinko-private-icon');
    expect([disc.style.width, disc.style.height]).toEqual(['24px', '24px']);
    expect(screen.getByTestId('title').textContent).toBe(PRIVACY_MASK);
  });

  it('toggles from the header button and remembers the choice in localStorage', () => {
    renderBalances();
    const toggle = screen.getByRole('button', { name: 'Hide amounts (privacy mode)' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByTestId('large').textContent).toBe(PRIVACY_MASK);
    expect(localStorage.getItem(PRIVACY_KEY)).toBe('true');
    expect(screen.getByRole('button', { name: 'Show amounts' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show amounts' }));
    expect(localStorage.getItem(PRIVACY_KEY)).toBe('false');
    expect(screen.getByTestId('large').textContent).toBe('$123,456,789.00');
  });

  it('follows a change made in another tab', () => {
    renderBalances();
    localStorage.setItem(PRIVACY_KEY, 'true');
    act(
      () =>
        void window.dispatchEvent(
          new StorageEvent('storage', { key: PRIVACY_KEY, newValue: 'true' }),
        ),
    );
    expect(privacyStore().getSnapshot()).toBe(true);
    expect(screen.getByTestId('small').textContent).toBe(PRIVACY_MASK);
  });
});
