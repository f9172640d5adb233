import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { ChainKey } from '../../../../shared/src/chains';
import { TTL } from '../../cache/ttl';
import {
  startSandbox,
  WORLD_NOW,
  type Sandbox,
  type WorldToken,
} from '../../../../tests/sandbox/index';
import { nativePrice } from './nativePrice';
import { priceTokens } from './priceTokens';
import type { TokenToPrice } from './priceQuote';
import { priceHarness, type PriceHarness } from '../../../../tests/helpers/prices/priceHarness';

// The price engine against the simulated world (tests/sandbox): real DexScreener, DefiLlama and
// Blockscout protocols, the world's truth to compare with, and per-route request counters.

let sandbox: Sandbox;
let harness: PriceHarness;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => {
  sandbox.faults.clear();
  sandbox.counters.reset();
  harness = priceHarness(sandbox.url, { env: sandbox.env, now: WORLD_NOW * 1000 });
});
afterEach(() => harness.close());

const toPrice = (token: WorldToken): TokenToPrice => ({
  address: token.address,
  symbol: token.symbol,
  exchangeRate: token.quotes.blockscout,
});
const dexRequests = () => sandbox.counters.count('dexscreener', 'latest/dex/tokens');
const searches = () => sandbox.counters.count('dexscreener', 'latest/dex/search');
const llamaRequests = () => sandbox.counters.count('defillama');

/** Every quote against the world's truth; the expected 'none' is no quote. */
function expectTruth(
  tokens: readonly WorldToken[],
  quotes: Awaited<ReturnType<typeof priceTokens>>['quotes'],
) {
  for (const token of tokens) {
    const quote = quotes.get(token.address);
    const what = `${token.chain}:${token.address} (${token.kind} ${token.symbol ?? ''})`;
    if (token.expected.priceSource === 'none') {
      expect([what, quote]).toEqual([what, undefined]);
      continue;
    }
    expect([what, quote?.source]).toEqual([what, token.expected.priceSource]);
    expect(quote?.priceUsd).toBeCloseTo(token.expected.priceUsd ?? NaN, 12);
    if (
      token.expected.priceSource === 'dexscreener' ||
      token.expected.priceSource === 'defillama'
    ) {
      // DexScreener reports the change to two decimals; DefiLlama's is recomputed from two records.
      expect([what, quote?.change24hPct]).toEqual([
        what,
        expect.closeTo(token.expected.change24hPct ?? NaN, 2),
      ]);
    }
  }
}

describe('priceTokens against the sandbox', () => {
  it.each<[ChainKey, number]>([
    ['pulse', 25],
    ['eth', 30],
    ['base', 30],
    ['bsc', 30],
    ['polygon', 30],
  ])('prices every %s token as the world says, in DEX batches of %i', async (chain, batchSize) => {
    const tokens = sandbox.world.tokens(chain);
    const { quotes, statuses } = await priceTokens(harness.deps, chain, tokens.map(toPrice));
    expectTruth(
      tokens.filter((token) => token.expected.priceSource !== 'stablecoin'),
      quotes,
    );
    const stablecoins = tokens.filter((token) => token.expected.priceSource === 'stablecoin');
    expect(dexRequests()).toBe(Math.ceil((tokens.length - stablecoins.length) / batchSize));
    // DefiLlama: one current and one 24h-ago request for the tokens the DEX did not price.
    expect(llamaRequests()).toBe(2);
    // The fill-in is for missing prices (spec §9): a token the explorer prices is not searched.
    expect(searches()).toBe(
      chain === 'pulse'
        ? Math.min(12, tokens.filter((token) => token.expected.priceSource === 'none').length)
        : 0,
    );
    expect(statuses.every((status) => status.state === 'fresh')).toBe(true);
  });

  it('pins the Ethereum stablecoins at 1 USD with a 0 % change (docs: the pinned price does not move)', async () => {
    const stablecoins = sandbox.world
      .tokens('eth')
      .filter((token) => token.expected.priceSource === 'stablecoin');
    expect(stablecoins.length).toBeGreaterThan(0);
    const { quotes } = await priceTokens(harness.deps, 'eth', stablecoins.map(toPrice));
    for (const token of stablecoins)
      expect(quotes.get(token.address)).toEqual({
        priceUsd: 1,
        change24hPct: 0,
        source: 'stablecoin',
        changeSource: 'stablecoin',
      });
    expect(sandbox.counters.total()).toBe(0);
  });

  it('serves 50 concurrent requests for the same PulseChain tokens with one set of upstream calls', async () => {
    const tokens = sandbox.world.tokens('pulse').slice(0, 40);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => priceTokens(harness.deps, 'pulse', tokens.map(toPrice))),
    );
    expect(dexRequests()).toBe(2);
    const first = results[0]?.quotes;
    expect(results.every((result) => result.quotes.size === first?.size)).toBe(true);
    expectTruth(tokens, first ?? new Map());
  });

  it('falls back to DefiLlama when the DEX is down, then to the explorer rate, and says which source failed', async () => {
    sandbox.faults.inject({ upstream: 'dexscreener' }, { kind: 'status', status: 503 });
    const tokens = sandbox.world
      .tokens('eth')
      .filter((token) => token.expected.priceSource !== 'stablecoin');
    const { quotes, statuses } = await priceTokens(harness.deps, 'eth', tokens.map(toPrice));
    for (const token of tokens) {
      const quote = quotes.get(token.address);
      const expected =
        token.quotes.defillama !== null
          ? 'defillama'
          : token.quotes.blockscout !== null
            ? 'blockscout'
            : undefined;
      expect([token.address, quote?.source]).toEqual([token.address, expected]);
    }
    expect(statuses.find((status) => status.source === 'dexscreener')).toMatchObject({
      state: 'failed',
      message: expect.stringContaining('DexScreener HTTP 503'),
    });
    expect(statuses.find((status) => status.source === 'defillama')).toMatchObject({
      state: 'fresh',
    });
  });

  it('keeps DefiLlama URLs under 2048 characters: 89 PulseChain coins go in 3 groups', async () => {
    sandbox.faults.inject({ upstream: 'dexscreener' }, { kind: 'status', status: 500 });
    const tokens = sandbox.world.tokens('pulse');
    await priceTokens(harness.deps, 'pulse', tokens.map(toPrice));
    const urls = sandbox.counters
      .requests('defillama')
      .map((request) => `${sandbox.env.DEFILLAMA_URL}/${request}`);
    expect(sandbox.counters.count('defillama', 'prices/current')).toBe(3);
    expect(sandbox.counters.count('defillama', 'prices/historical')).toBe(3);
    expect(Math.max(...urls.map((url) => url.length))).toBeLessThanOrEqual(2048);
  });

  it('keeps DefiLlama prices when only the 24h-ago call fails, without a change, and says so', async () => {
    sandbox.faults.inject(
      { upstream: 'defillama', route: 'prices/historical' },
      { kind: 'status', status: 500 },
    );
    const tokens = sandbox.world
      .tokens('base')
      .filter((token) => token.expected.priceSource === 'defillama');
    const { quotes, statuses } = await priceTokens(harness.deps, 'base', tokens.map(toPrice));
    for (const token of tokens)
      expect(quotes.get(token.address)).toMatchObject({
        source: 'defillama',
        change24hPct: null,
        changeSource: null,
      });
    expect(statuses.find((status) => status.source === 'defillama-24h')).toMatchObject({
      state: 'failed',
      message: 'DefiLlama HTTP 500',
    });
  });

  it('answers from the cache for the ERC-20 price TTL (2 min), and asks again after it or when told to', async () => {
    const tokens = sandbox.world
      .tokens('eth')
      .filter((token) => token.expected.priceSource === 'dexscreener')
      .slice(0, 5);
    await priceTokens(harness.deps, 'eth', tokens.map(toPrice));
    harness.advance(TTL.tokenPrice.eth - 1);
    const cached = await priceTokens(harness.deps, 'eth', tokens.map(toPrice));
    expect(dexRequests()).toBe(1);
    expect(cached.statuses[0]).toMatchObject({
      source: 'dexscreener',
      state: 'cached',
      ageMs: TTL.tokenPrice.eth - 1,
    });
    await priceTokens(harness.deps, 'eth', tokens.map(toPrice), { fresh: true });
    expect(dexRequests()).toBe(2);
    harness.advance(TTL.tokenPrice.eth);
    await priceTokens(harness.deps, 'eth', tokens.map(toPrice));
    expect(dexRequests()).toBe(3);
  });

  it('serves an expired price, labelled stale, only when every source fails and there is no explorer rate', async () => {
    const tokens = sandbox.world
      .tokens('eth')
      .filter((token) => token.expected.priceSource === 'dexscreener');
    const rated = tokens.find((token) => token.quotes.blockscout !== null) as WorldToken;
    const unrated = tokens.find((token) => token.quotes.blockscout === null) as WorldToken;
    await priceTokens(harness.deps, 'eth', [rated, unrated].map(toPrice));
    harness.advance(TTL.tokenPrice.eth);
    sandbox.faults.inject({ upstream: 'dexscreener' }, { kind: 'status', status: 500 });
    sandbox.faults.inject({ upstream: 'defillama' }, { kind: 'status', status: 500 });
    const { quotes, statuses } = await priceTokens(
      harness.deps,
      'eth',
      [rated, unrated].map(toPrice),
    );
    expect(quotes.get(rated.address)).toMatchObject({
      priceUsd: rated.quotes.blockscout,
      source: 'blockscout',
    });
    expect(quotes.get(unrated.address)).toMatchObject({
      priceUsd: unrated.quotes.dexscreener,
      source: 'dexscreener',
    });
    expect(statuses[0]).toEqual({
      chain: 'eth',
      wallet: null,
      source: 'dexscreener',
      state: 'stale',
      ageMs: TTL.tokenPrice.eth,
      message: 'DexScreener HTTP 500',
      reason: 'BAD_RESPONSE',
    });
  });

  it('uses the explorer rate last, when both price services fail', async () => {
    sandbox.faults.inject({ upstream: 'dexscreener' }, { kind: 'status', status: 500 });
    sandbox.faults.inject({ upstream: 'defillama' }, { kind: 'status', status: 500 });
    const tokens = sandbox.world.tokens('polygon');
    const { quotes } = await priceTokens(harness.deps, 'polygon', tokens.map(toPrice));
    const rated = tokens.filter((token) => token.quotes.blockscout !== null);
    expect(rated.length).toBeGreaterThan(0);
    expect([...quotes.values()].every((quote) => quote.source === 'blockscout')).toBe(true);
    expect(quotes.size).toBe(rated.length);
  });
});

describe('nativePrice against the sandbox', () => {
  it.each<[ChainKey, string]>([
    ['pulse', 'dex(wpls)'],
    ['eth', 'dex(weth)'],
    ['base', 'dex(weth)'],
    ['bsc', 'dex(wbnb)'],
    ['polygon', 'dex(wpol)'],
  ])(
    'prices the %s native coin from the DEX pairs of its wrapped token (%s)',
    async (chain, source) => {
      const { quote } = await nativePrice(harness.deps, chain);
      expect(quote?.source).toBe(source);
      expect(quote?.priceUsd).toBeCloseTo(sandbox.world.native(chain).priceUsd, 12);
      expect(dexRequests()).toBe(1);
    },
  );

  it('makes 50 concurrent requests share one DEX call', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => nativePrice(harness.deps, 'pulse')),
    );
    expect(dexRequests()).toBe(1);
    expect(results.every((result) => result.quote?.priceUsd === results[0]?.quote?.priceUsd)).toBe(
      true,
    );
  });

  it('on PulseChain without the DEX, takes the explorer /stats price (within 0 < price < 1)', async () => {
    sandbox.faults.inject({ upstream: 'dexscreener' }, { kind: 'status', status: 500 });
    const { quote, statuses } = await nativePrice(harness.deps, 'pulse');
    // PulseChain's v5-era /stats has no coin_price_change_percentage (UPSTREAMS.md §1.5).
    expect(quote).toEqual({
      priceUsd: sandbox.world.native('pulse').priceUsd,
      change24hPct: null,
      source: 'blockscout-stats',
      changeSource: null,
    });
    expect(statuses.map((status) => `${status.source} ${status.state}`)).toEqual([
      'dex(wpls) failed',
      'dex-search failed',
      'blockscout-stats fresh',
    ]);
  });

  it('on PulseChain ends with the classic coinprice when /stats fails too', async () => {
    sandbox.faults.inject({ upstream: 'dexscreener' }, { kind: 'status', status: 500 });
    sandbox.faults.inject(
      { upstream: 'blockscout/pulse', route: 'api/v2/stats' },
      { kind: 'status', status: 500 },
    );
    const { quote } = await nativePrice(harness.deps, 'pulse');
    expect(quote).toMatchObject({
      priceUsd: sandbox.world.native('pulse').priceUsd,
      source: 'blockscout-coinprice',
    });
  });

  it('on Ethereum without the DEX, takes DefiLlama coingecko:ethereum with its 24h change', async () => {
    sandbox.faults.inject({ upstream: 'dexscreener' }, { kind: 'status', status: 500 });
    const { quote } = await nativePrice(harness.deps, 'eth');
    const truth = sandbox.world.native('eth');
    expect(quote?.source).toBe('defillama');
    expect(quote?.priceUsd).toBeCloseTo(truth.priceUsd, 9);
    expect(quote?.change24hPct).toBeCloseTo(truth.change24hPct, 2);
  });
});
