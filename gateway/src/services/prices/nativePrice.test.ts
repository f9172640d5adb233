import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Address } from '../../../../shared/src/addresses';
import { CHAINS } from '../../../../shared/src/chains';
import { loadSample } from '../../../../tests/sandbox/testing/shape';
import { nativePrice } from './nativePrice';
import {
  startFakePriceWorld,
  type FakePriceWorld,
} from '../../../../tests/helpers/prices/fakePriceUpstreams';
import {
  NOW,
  priceHarness,
  type PriceHarness,
} from '../../../../tests/helpers/prices/priceHarness';
import { FRESH_REUSE_MS } from '../../cache/cache';

// The range rule and the fallback orders with each step failing or answering out of range, which
// the sandbox's consistent world does not stage; against a small loopback server fed from tables.
// The sandbox's truth is checked in priceEngine.sandbox.test.ts.

let world: FakePriceWorld;
let harness: PriceHarness;

beforeAll(async () => {
  world = await startFakePriceWorld();
});
afterAll(() => world.close());
beforeEach(() => {
  world.reset();
  harness = priceHarness(world.server.url);
});
afterEach(() => harness.close());

const WPLS = CHAINS.pulse.wrappedNative.toLowerCase() as Address;
const WETH = CHAINS.eth.wrappedNative.toLowerCase() as Address;
const brief = (statuses: { source: string; state: string; message: string | null }[]) =>
  statuses.map(
    ({ source, state, message }) => `${source} ${state}${message === null ? '' : `: ${message}`}`,
  );

describe('nativePrice on PulseChain (spec §4: DEX pairs, DEX search, /stats, coinprice; 0 < price < 1)', () => {
  it('prices PLS from the DEX pairs of WPLS, where WPLS is mostly the quote token', async () => {
    // The real sample: WPLS as quote of HEX/WPLS and PLSX/WPLS on PulseChain.
    world.replies.set(
      `/dexscreener/latest/dex/tokens/${WPLS}`,
      loadSample('dexscreener-latest-dex-tokens'),
    );
    const { quote, statuses } = await nativePrice(harness.deps, 'pulse');
    expect(quote?.source).toBe('dex(wpls)');
    expect(quote?.priceUsd).toBeCloseTo(0.0000342, 7);
    expect(quote?.changeSource).toBeNull();
    expect(brief(statuses)).toEqual(['dex(wpls) fresh']);
  });

  it('rejects a DEX price of 1 USD or more and moves on: search, then /stats', async () => {
    world.pools.push({ chainId: 'pulsechain', token: WPLS, priceUsd: 1.5, change24hPct: 3 });
    world.failing.add('/dexscreener/latest/dex/search');
    world.explorer.set('pulse', {
      stats: loadSample('blockscout-v2-stats-pulsechain-legacy') as Record<string, unknown>,
    });
    const { quote, statuses } = await nativePrice(harness.deps, 'pulse');
    expect(quote).toEqual({
      priceUsd: 0.0000342,
      change24hPct: null,
      source: 'blockscout-stats',
      changeSource: null,
    });
    expect(brief(statuses)).toEqual([
      'dex(wpls) fresh: price 1.5 USD outside the accepted range',
      'dex-search failed: DexScreener HTTP 500',
      'blockscout-stats fresh',
    ]);
  });

  it('ends with the classic coinprice; when that fails too, an old price is served stale, else none', async () => {
    world.failing.add('/dexscreener');
    world.explorer.set('pulse', { stats: { coin_price: null }, coinUsd: '0.0000342' });
    const found = await nativePrice(harness.deps, 'pulse');
    expect(found.quote).toEqual({
      priceUsd: 0.0000342,
      change24hPct: null,
      source: 'blockscout-coinprice',
      changeSource: null,
    });
    expect(brief(found.statuses)).toEqual([
      'dex(wpls) failed: DexScreener HTTP 500',
      'dex-search failed: DexScreener HTTP 500',
      'blockscout-stats fresh: no price',
      'blockscout-coinprice fresh',
    ]);

    world.failing.add('/blockscout');
    harness.advance(FRESH_REUSE_MS);
    const stale = await nativePrice(harness.deps, 'pulse', { fresh: true });
    expect(stale.quote).toMatchObject({ priceUsd: 0.0000342, source: 'blockscout-coinprice' });
    expect(brief(stale.statuses).slice(2)).toEqual([
      'blockscout-stats stale: Blockscout v2 HTTP 500; no price',
      'blockscout-coinprice stale: Blockscout compat HTTP 500',
    ]);

    await harness.cache.clear();
    const none = await nativePrice(harness.deps, 'pulse');
    expect(none.quote).toBeNull();
    expect(none.statuses.map((status) => status.state)).toEqual([
      'failed',
      'failed',
      'failed',
      'failed',
    ]);
  });

  it('answers from the cache for 2 minutes (spec §9 native price TTL)', async () => {
    world.pools.push({
      chainId: 'pulsechain',
      token: WPLS,
      priceUsd: 0.00003,
      change24hPct: -1,
      quoteSymbol: 'DAI',
    });
    await nativePrice(harness.deps, 'pulse');
    const again = await nativePrice(harness.deps, 'pulse');
    expect(world.server.requests).toHaveLength(1);
    expect(again.quote).toEqual({
      priceUsd: 0.00003,
      change24hPct: -1,
      source: 'dex(wpls)',
      changeSource: 'dex(wpls)',
    });
    expect(again.statuses[0]?.state).toBe('cached');
  });
});

describe('nativePrice elsewhere (DEX pairs of the wrapped native, DefiLlama coingecko:{id}, /stats)', () => {
  it('prices ETH from WETH pairs on Ethereum, ignoring the PulseChain fork copy of WETH', async () => {
    world.pools.push({ chainId: 'pulsechain', token: WETH, priceUsd: 20, change24hPct: 9 });
    world.pools.push({
      chainId: 'ethereum',
      token: WETH,
      priceUsd: 3212.45,
      change24hPct: -1.37,
      quoteSymbol: 'USDC',
    });
    const { quote } = await nativePrice(harness.deps, 'eth');
    expect(quote).toEqual({
      priceUsd: 3212.45,
      change24hPct: -1.37,
      source: 'dex(weth)',
      changeSource: 'dex(weth)',
    });
  });

  it('falls back to DefiLlama with its 24h change, then to the explorer /stats', async () => {
    world.failing.add('/dexscreener');
    world.llamaNow.set('coingecko:ethereum', 3212.45);
    world.llamaDayAgo.set('coingecko:ethereum', 3188.12);
    const llama = await nativePrice(harness.deps, 'eth');
    expect(llama.quote).toMatchObject({
      priceUsd: 3212.45,
      source: 'defillama',
      changeSource: 'defillama',
    });
    expect(llama.quote?.change24hPct).toBeCloseTo(((3212.45 - 3188.12) / 3188.12) * 100, 10);
    expect(world.server.requests).toContain(
      `/defillama/prices/historical/${Math.floor(NOW / 1000) - 86_400}/coingecko:ethereum`,
    );

    world.failing.add('/defillama');
    world.explorer.set('eth', {
      stats: loadSample('blockscout-v2-stats') as Record<string, unknown>,
    });
    harness.advance(FRESH_REUSE_MS);
    const stats = await nativePrice(harness.deps, 'eth', { fresh: true });
    expect(stats.quote).toEqual({
      priceUsd: 3212.45,
      change24hPct: -1.37,
      source: 'blockscout-stats',
      changeSource: 'blockscout-stats',
    });
  });

  it('has no explorer step on BSC, and uses the registry coin id (binancecoin)', async () => {
    world.failing.add('/dexscreener');
    world.llamaNow.set('coingecko:binancecoin', 612.3);
    const { quote, statuses } = await nativePrice(harness.deps, 'bsc');
    expect(quote).toMatchObject({ priceUsd: 612.3, source: 'defillama', change24hPct: null });
    expect(statuses.map((status) => status.source)).toEqual(['dex(wbnb)', 'defillama']);

    world.failing.add('/defillama');
    await harness.cache.clear();
    const none = await nativePrice(harness.deps, 'bsc');
    expect(none.quote).toBeNull();
    expect(brief(none.statuses)).toEqual([
      'dex(wbnb) failed: DexScreener HTTP 500',
      'defillama failed: DefiLlama HTTP 500',
    ]);
  });
});
