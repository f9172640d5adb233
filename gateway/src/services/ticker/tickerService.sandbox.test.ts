import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import Keyv from 'keyv';
import {
  MARKET_COINS,
  startSandbox,
  WORLD_NOW,
  type Sandbox,
} from '../../../../tests/sandbox/index';
import { Cache } from '../../cache/cache';
import { loadConfig } from '../../config/env';
import { createHttpClient } from '../../http/httpClient';
import { TICKER_COINS } from './tickerCoins';
import { TickerService, tickerIntervalMs } from './tickerService';

// The ticker against the simulated world, on a fake clock: CoinGecko, DexScreener, DefiLlama and
// Blockscout speak their real protocols; the sandbox counts every call.

let sandbox: Sandbox;
let now: number;
let service: TickerService;

const markets = () => sandbox.counters.count('coingecko', 'api/v3/coins/markets');
const worldPrice = (label: string) =>
  MARKET_COINS.find((coin) => coin.tickerLabel === label)?.priceUsd;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => {
  sandbox.faults.clear();
  sandbox.counters.reset();
  now = WORLD_NOW * 1000;
  const clock = { now: () => now, random: () => 0.5 };
  const config = loadConfig({ ...sandbox.env, DATA_DIR: '/tmp/kinko-unused' });
  const http = createHttpClient({ timeoutMs: 2000, sleep: async () => undefined });
  service = new TickerService(
    { config, http, cache: new Cache(new Keyv(), { now: clock.now }), now: clock.now },
    clock,
  );
});

describe('tickerIntervalMs (spec §9)', () => {
  it('is 60 s × min(2^failures, 5) plus up to 5 s of jitter', () => {
    expect([0, 1, 2, 3, 4, 10].map((failures) => tickerIntervalMs(failures, () => 0))).toEqual([
      60_000, 120_000, 240_000, 300_000, 300_000, 300_000,
    ]);
    expect(tickerIntervalMs(0, () => 0.999_999)).toBe(64_999);
  });
});

describe('the ticker against the sandbox', () => {
  it('lists the 15 coins in the spec order, from CoinGecko and, for the coins it lacks, the price engine', async () => {
    const items = await service.items();
    expect(items.map((item) => item.label)).toEqual([
      'BTC',
      'ETH',
      'PLS',
      'USDT',
      'BNB',
      'SOL',
      'USDC',
      'LINK',
      'DOGE',
      'ADA',
      'TRX',
      'PLSX',
      'INC',
      'eHEX',
      'HEX',
    ]);
    for (const item of items) {
      expect([item.label, item.priceUsd]).toEqual([item.label, worldPrice(item.label)]);
      expect([item.label, item.stale]).toEqual([item.label, false]);
    }
    // UPSTREAMS.md §6: incentive and hex-pulsechain are not in /coins/markets (the world leaves them out).
    expect(
      items.filter((item) => item.source !== 'coingecko').map((item) => [item.label, item.source]),
    ).toEqual([
      ['INC', 'dexscreener'],
      ['HEX', 'dexscreener'],
    ]);
    expect(items.find((item) => item.label === 'BTC')).toMatchObject({
      id: 'bitcoin',
      symbol: 'BTC',
      change24hPct: -0.74,
      image: expect.stringContaining('bitcoin'),
    });
    expect(markets()).toBe(1);
    expect(sandbox.counters.requests('coingecko', 'api/v3/coins/markets')[0]).toContain(
      `ids=${TICKER_COINS.map((coin) => coin.id).join('%2C')}`,
    );
  });

  it('calls CoinGecko once per interval however many ask', async () => {
    await Promise.all(Array.from({ length: 25 }, () => service.items()));
    expect(markets()).toBe(1);
    now += 62_499; // 60 s + 2.5 s of jitter (random 0.5), less 1 ms
    await Promise.all(Array.from({ length: 5 }, () => service.items()));
    expect(markets()).toBe(1);
    now += 1;
    await Promise.all(Array.from({ length: 5 }, () => service.items()));
    expect(markets()).toBe(2);
  });

  it('backs off 2, 4, then 5 minutes while CoinGecko fails, standing in with the price engine, and recovers', async () => {
    await service.items();
    const fault = sandbox.faults.inject(
      { upstream: 'coingecko', route: 'api/v3/coins/markets' },
      { kind: 'status', status: 500 },
    );
    now += 62_500;
    const items = await service.items();
    expect(markets()).toBe(2);
    expect(service.consecutiveFailures).toBe(1);
    // The engine pins Ethereum's stablecoins at 1 USD (spec §5); everything else matches the world.
    const pinned = new Set(['USDT', 'USDC']);
    expect(items.map((item) => [item.label, item.priceUsd, item.stale])).toEqual(
      TICKER_COINS.map((coin) => [
        coin.label,
        pinned.has(coin.label) ? 1 : worldPrice(coin.label),
        false,
      ]),
    );
    expect(items.map((item) => item.source)).toEqual([
      'defillama',
      'dex(weth)',
      'dex(wpls)',
      'stablecoin',
      'dex(wbnb)',
      'defillama',
      'stablecoin',
      'dexscreener',
      'defillama',
      'defillama',
      'defillama',
      'dexscreener',
      'dexscreener',
      'dexscreener',
      'dexscreener',
    ]);

    for (const [waitMs, failures] of [
      [122_500, 2],
      [242_500, 3],
      [302_500, 4],
      [302_500, 5],
    ] as const) {
      const before = markets();
      now += waitMs - 1;
      await service.items();
      expect(markets()).toBe(before);
      now += 1;
      await service.items();
      expect([waitMs, markets(), service.consecutiveFailures]).toEqual([
        waitMs,
        before + 1,
        failures,
      ]);
    }

    fault.remove();
    now += 302_500;
    expect(
      (await service.items()).every(
        (item) => item.source === 'coingecko' || ['INC', 'HEX'].includes(item.label),
      ),
    ).toBe(true);
    expect(service.consecutiveFailures).toBe(0);
    expect(service.currentIntervalMs).toBe(62_500);
  });

  it('keeps the last good price, marked stale, when no source has one', async () => {
    const good = await service.items();
    for (const upstream of [
      'coingecko',
      'defillama',
      'dexscreener',
      'blockscout/eth',
      'blockscout/pulse',
    ] as const) {
      sandbox.faults.inject({ upstream }, { kind: 'status', status: 500 });
    }
    now += 10 * 60_000;
    const items = await service.items();
    const btc = items.find((item) => item.label === 'BTC');
    expect(btc).toEqual({ ...good.find((item) => item.label === 'BTC'), stale: true });
    expect(items.every((item) => item.priceUsd !== null)).toBe(true);
  });
});
