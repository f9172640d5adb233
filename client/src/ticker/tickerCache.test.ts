/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { readTickerCache, TICKER_CACHE_KEY, writeTickerCache } from './tickerCache';
import type { TickerItemData } from './tickerItem';

const btc: TickerItemData = {
  id: 'bitcoin',
  symbol: 'btc',
  label: 'BTC',
  price: 97_000,
  change24h: 1.5,
  image: null,
  source: 'coingecko',
  stale: false,
};

describe('ticker cache (spec §9: session storage under a versioned key)', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the last good items under a versioned key, without Apollo fields', () => {
    writeTickerCache(
      sessionStorage,
      [{ ...btc, __typename: 'TickerItem' } as TickerItemData],
      1_000,
    );
    expect(TICKER_CACHE_KEY).toMatch(/\.v\d+$/);
    expect(JSON.parse(sessionStorage.getItem(TICKER_CACHE_KEY) ?? '')).toEqual({
      savedAt: 1_000,
      items: [btc],
    });
    expect(readTickerCache(sessionStorage)).toEqual([btc]);
  });

  it('reads nothing from an empty, corrupt or differently shaped entry', () => {
    expect(readTickerCache(sessionStorage)).toEqual([]);
    sessionStorage.setItem(TICKER_CACHE_KEY, '{not json');
    expect(readTickerCache(sessionStorage)).toEqual([]);
    sessionStorage.setItem(
      TICKER_CACHE_KEY,
      JSON.stringify({ items: [{ ...btc, price: '97000' }] }),
    );
    expect(readTickerCache(sessionStorage)).toEqual([]);
    expect(readTickerCache(null)).toEqual([]);
  });
});
