/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { TICKER_CACHE_KEY, writeTickerCache } from './tickerCache';
import type { TickerItemData } from './tickerItem';
import { useTickerItems, type FetchTicker } from './useTickerItems';

const coin = (label: string, price: number): TickerItemData => ({
  id: label,
  symbol: label.toLowerCase(),
  label,
  price,
  change24h: 0,
  image: null,
  source: 'coingecko',
  stale: false,
});

describe('useTickerItems (spec §8, §9)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.useFakeTimers();
    // No jitter, so the schedule is exact.
    jest.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the cached items at once, then the fetched ones, which it caches', async () => {
    writeTickerCache(sessionStorage, [coin('BTC', 1)]);
    const fetchTicker = jest.fn<FetchTicker>().mockResolvedValue([coin('BTC', 2)]);
    const { result } = renderHook(() => useTickerItems(fetchTicker, sessionStorage));
    expect(result.current).toEqual([coin('BTC', 1)]);
    await act(async () => undefined);
    expect(result.current).toEqual([coin('BTC', 2)]);
    expect(JSON.parse(sessionStorage.getItem(TICKER_CACHE_KEY) ?? '{}').items).toEqual([
      coin('BTC', 2),
    ]);
  });

  it('keeps the last items through failures and empty answers, backing off 60 s × min(2^failures, 5)', async () => {
    const fetchTicker = jest
      .fn<FetchTicker>()
      .mockResolvedValueOnce([coin('BTC', 1)])
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([])
      .mockResolvedValue([coin('BTC', 3)]);
    const { result } = renderHook(() => useTickerItems(fetchTicker, sessionStorage));
    await act(async () => undefined);
    expect(fetchTicker).toHaveBeenCalledTimes(1);

    // Success: next in 60 s. That one fails: the next waits 120 s; the second failure, 240 s.
    const expectCallsAfter = async (ms: number, calls: number) => {
      await act(async () => void (await jest.advanceTimersByTimeAsync(ms - 1)));
      expect(fetchTicker).toHaveBeenCalledTimes(calls - 1);
      await act(async () => void (await jest.advanceTimersByTimeAsync(1)));
      expect(fetchTicker).toHaveBeenCalledTimes(calls);
    };
    await expectCallsAfter(60_000, 2);
    expect(result.current).toEqual([coin('BTC', 1)]);
    await expectCallsAfter(120_000, 3);
    expect(result.current).toEqual([coin('BTC', 1)]);
    // After the second failure, 240 s; that answer is empty (a success: back to 60 s, items kept).
    await expectCallsAfter(240_000, 4);
    expect(result.current).toEqual([coin('BTC', 1)]);
    await expectCallsAfter(60_000, 5);
    expect(result.current).toEqual([coin('BTC', 3)]);
  });

  it('stops fetching when unmounted', async () => {
    const fetchTicker = jest.fn<FetchTicker>().mockResolvedValue([coin('BTC', 1)]);
    const { unmount } = renderHook(() => useTickerItems(fetchTicker, sessionStorage));
    await act(async () => undefined);
    unmount();
    await jest.advanceTimersByTimeAsync(600_000);
    expect(fetchTicker).toHaveBeenCalledTimes(1);
  });
});
