/** @jest-environment jsdom */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { catalog as fr } from '../i18n/locales/fr/catalog';
import { preloadIcons } from '../../../tests/client/icons';
import { ShellTestProviders } from '../../../tests/client/ShellTestProviders';
import type { TickerItemData } from './tickerItem';
import { TickerView } from './TickerView';

const item = (
  label: string,
  price: number | null,
  change24h: number | null,
  extra: Partial<TickerItemData> = {},
): TickerItemData => ({
  id: label.toLowerCase(),
  symbol: label.toLowerCase(),
  label,
  price,
  change24h,
  image: null,
  source: 'coingecko',
  stale: false,
  ...extra,
});

const items = [
  item('BTC', 97_123.456, 1.23456),
  item('ETH', 3_212.4, -0.5),
  item('USDT', 1, 0),
  item('PLS', 0.0000321, -12.3456),
  item('HEX', 0.00456, null),
  item('INC', null, 2, { stale: true }),
];

const renderTicker = (
  props: { items: TickerItemData[]; animate: boolean },
  language: 'en' | 'fr' = 'en',
) =>
  render(
    <ShellTestProviders language={language} {...(language === 'fr' ? { catalog: fr } : {})}>
      <TickerView {...props} />
    </ShellTestProviders>,
  );

const entry = (label: string) => screen.getAllByText(label)[0]!.closest('li')!;

describe('TickerView (spec §2 "Ticker", §9)', () => {
  beforeAll(preloadIcons);

  it('shows prices with the spec decimals and changes with 2 decimals and a sign', () => {
    renderTicker({ items, animate: false });
    expect(entry('BTC').textContent).toBe('BTC$97,123.46+1.23%');
    expect(entry('ETH').textContent).toBe('ETH$3,212.40-0.50%');
    expect(entry('USDT').textContent).toBe('USDT$1.000.00%');
    expect(entry('PLS').textContent).toBe('PLS$0.0000321-12.35%');
    expect(entry('HEX').textContent).toBe('HEX$0.00456—');
    expect(entry('INC').textContent).toBe('INC—+2.00%');
  });

  it('colours a change green with an up arrow at 0 or above, red with a down arrow below', () => {
    renderTicker({ items, animate: false });
    const change = (label: string) => entry(label).querySelector('.kinko-ticker-change')!;
    for (const label of ['BTC', 'USDT']) {
      expect(change(label).classList.contains('kinko-ticker-up')).toBe(true);
      expect(change(label).querySelector('[data-icon="arrow-up"]')).not.toBeNull();
    }
    for (const label of ['ETH', 'PLS']) {
      expect(change(label).classList.contains('kinko-ticker-down')).toBe(true);
      expect(change(label).querySelector('[data-icon="arrow-down"]')).not.toBeNull();
    }
    expect(change('HEX').classList.contains('kinko-ticker-up')).toBe(false);
    expect(change('HEX').classList.contains('kinko-ticker-down')).toBe(false);
  });

  it('scrolls as two copies of the row, the copy hidden from screen readers', () => {
    renderTicker({ items, animate: true });
    const ticker = screen.getByRole('region', { name: 'Prices' });
    expect(ticker.classList.contains('kinko-ticker-moving')).toBe(true);
    const rows = within(ticker).getAllByRole('list', { hidden: true });
    expect(rows).toHaveLength(2);
    expect(rows[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(within(ticker).getAllByRole('listitem')).toHaveLength(items.length);
  });

  it('is one static row when the reader prefers reduced motion', () => {
    renderTicker({ items, animate: false });
    const ticker = screen.getByRole('region', { name: 'Prices' });
    expect(ticker.classList.contains('kinko-ticker-static')).toBe(true);
    expect(ticker.classList.contains('kinko-ticker-moving')).toBe(false);
    expect(within(ticker).getAllByRole('list', { hidden: true })).toHaveLength(1);
  });

  it('is static with a note when there are no items, even with motion allowed', () => {
    renderTicker({ items: [], animate: true });
    const ticker = screen.getByRole('region', { name: 'Prices' });
    expect(ticker.classList.contains('kinko-ticker-static')).toBe(true);
    expect(ticker.textContent).toBe('Prices will appear here once they load.');
  });

  it('dims a stale price and says why', () => {
    renderTicker({ items, animate: false });
    expect(entry('INC').classList.contains('kinko-ticker-stale')).toBe(true);
    expect(entry('INC').getAttribute('title')).toBe(
      'Last known price; no source has a current one.',
    );
    expect(entry('BTC').classList.contains('kinko-ticker-stale')).toBe(false);
  });

  it('formats numbers in the chosen language', () => {
    renderTicker({ items: [item('BTC', 97_123.456, -1.5)], animate: false }, 'fr');
    // French: narrow no-break space for thousands, comma for decimals.
    expect(entry('BTC').textContent?.replace(/\s/g, ' ')).toBe('BTC97 123,46 $US-1,50 %');
  });
});
