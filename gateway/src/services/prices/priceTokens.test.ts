import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Address } from '../../../../shared/src/addresses';
import { TTL } from '../../cache/ttl';
import { priceTokens } from './priceTokens';
import type { TokenToPrice } from './priceQuote';
import { startFakePriceWorld, type FakePriceWorld } from './testing/fakePriceUpstreams';
import { NOW, priceHarness, tokenAddresses, type PriceHarness } from './testing/priceHarness';

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

const toPrice = (address: Address, exchangeRate: number | null = null): TokenToPrice => ({ address, symbol: null, exchangeRate });
const DEX_TOKENS = '/dexscreener/latest/dex/tokens/';
const DEX_SEARCH = '/dexscreener/latest/dex/search';
const LLAMA = '/defillama/prices/';
const DAY_AGO = Math.floor(NOW / 1000) - 86_400;

/** Every token gets a PulseChain pool and, like fork copies, an Ethereum pool at a junk price. */
function listOnPulse(addresses: readonly Address[]) {
  addresses.forEach((token, index) => {
    world.pools.push({ chainId: 'pulsechain', token, priceUsd: (index + 1) / 1000, change24hPct: index / 10 });
    world.pools.push({ chainId: 'ethereum', token, priceUsd: 999, change24hPct: 50 });
  });
}

describe('priceTokens: batching and single-flight', () => {
  it('prices 40 PulseChain tokens in 2 DEX requests (25 + 15) from the PulseChain pools only', async () => {
    const tokens = tokenAddresses(40);
    listOnPulse(tokens);
    const { quotes, statuses } = await priceTokens(harness.deps, 'pulse', tokens.map((address) => toPrice(address)));
    expect(world.count(DEX_TOKENS)).toBe(2);
    expect(world.server.requests.map((request) => request.slice(DEX_TOKENS.length).split(',').length)).toEqual(expect.arrayContaining([25, 15]));
    expect(world.count(LLAMA)).toBe(0);
    expect(quotes.size).toBe(40);
    expect(quotes.get(tokens[9] as Address)).toEqual({ priceUsd: 0.01, change24hPct: 0.9, source: 'dexscreener', changeSource: 'dexscreener' });
    expect(statuses).toEqual([{ chain: 'pulse', wallet: null, source: 'dexscreener', state: 'fresh', ageMs: 0, message: null }]);
  });

  it('makes 50 concurrent requests for the same 40 tokens share those 2 DEX requests, and serves the next from cache', async () => {
    const tokens = tokenAddresses(40);
    listOnPulse(tokens);
    const results = await Promise.all(Array.from({ length: 50 }, () => priceTokens(harness.deps, 'pulse', tokens.map((address) => toPrice(address)))));
    expect(world.count(DEX_TOKENS)).toBe(2);
    expect(results.every((result) => result.quotes.size === 40)).toBe(true);

    harness.advance(30_000);
    const again = await priceTokens(harness.deps, 'pulse', tokens.map((address) => toPrice(address)));
    expect(world.count(DEX_TOKENS)).toBe(2);
    expect(again.statuses[0]).toMatchObject({ source: 'dexscreener', state: 'cached', ageMs: 30_000 });
  });

  it('asks again once the ERC-20 price TTL (2 min) has passed, or when asked for fresh data', async () => {
    const tokens = tokenAddresses(3);
    listOnPulse(tokens);
    await priceTokens(harness.deps, 'pulse', tokens.map((address) => toPrice(address)));
    await priceTokens(harness.deps, 'pulse', tokens.map((address) => toPrice(address)), { fresh: true });
    expect(world.count(DEX_TOKENS)).toBe(2);
    harness.advance(TTL.tokenPrice);
    await priceTokens(harness.deps, 'pulse', tokens.map((address) => toPrice(address)));
    expect(world.count(DEX_TOKENS)).toBe(3);
  });

  it('batches 30 a request on Ethereum and prices its stablecoins at 1 USD without asking anyone', async () => {
    const tokens = tokenAddresses(31);
    tokens.forEach((token, index) => world.pools.push({ chainId: 'ethereum', token, priceUsd: index + 1, change24hPct: 1 }));
    const usdc = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' as Address;
    const { quotes } = await priceTokens(harness.deps, 'eth', [toPrice('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as Address), ...tokens.map((address) => toPrice(address))]);
    expect(world.count(DEX_TOKENS)).toBe(2);
    expect(world.server.requests.some((request) => request.includes(usdc))).toBe(false);
    expect(quotes.get(usdc)).toEqual({ priceUsd: 1, change24hPct: 0, source: 'stablecoin', changeSource: 'stablecoin' });
    expect(quotes.get(tokens[30] as Address)?.priceUsd).toBe(31);
  });

  it('does not price a fake "USDT" on Ethereum at 1 USD: stablecoins are known by address', async () => {
    const fake = tokenAddresses(1, 500)[0] as Address;
    const { quotes } = await priceTokens(harness.deps, 'eth', [{ address: fake, symbol: 'USDT', exchangeRate: null }]);
    expect(quotes.has(fake)).toBe(false);
  });
});

describe('priceTokens: fallbacks', () => {
  it('falls back to DefiLlama by chain:address when the DEX fails, with the 24h change of spec §5, then to the explorer rate', async () => {
    const [known, rated, unknown] = tokenAddresses(3);
    world.failing.add('/dexscreener');
    world.llamaNow.set(`pulse:${known}`, 0.003834);
    world.llamaDayAgo.set(`pulse:${known}`, 0.003911);
    const { quotes, statuses } = await priceTokens(harness.deps, 'pulse', [toPrice(known as Address), toPrice(rated as Address, 0.25), toPrice(unknown as Address)]);

    const llama = quotes.get(known as Address);
    expect(llama).toMatchObject({ priceUsd: 0.003834, source: 'defillama', changeSource: 'defillama' });
    expect(llama?.change24hPct).toBeCloseTo(((0.003834 - 0.003911) / 0.003911) * 100, 10);
    expect(quotes.get(rated as Address)).toEqual({ priceUsd: 0.25, change24hPct: null, source: 'blockscout', changeSource: null });
    expect(quotes.has(unknown as Address)).toBe(false);
    expect(world.server.requests.filter((request) => request.startsWith(LLAMA))).toEqual([
      `/defillama/prices/current/pulse:${known},pulse:${rated},pulse:${unknown}`,
      `/defillama/prices/historical/${DAY_AGO}/pulse:${known},pulse:${rated},pulse:${unknown}`,
    ]);
    expect(statuses.map(({ source, state, message }) => ({ source, state, message }))).toEqual([
      { source: 'dexscreener', state: 'failed', message: 'no answer for 3 token(s): DexScreener HTTP 500' },
      { source: 'defillama', state: 'fresh', message: null },
      { source: 'dex-search', state: 'failed', message: 'no answer for 2 token(s): DexScreener HTTP 500' },
    ]);
  });

  it('keeps the DefiLlama price when only its 24h-ago call fails, and says so', async () => {
    const [token] = tokenAddresses(1);
    world.llamaNow.set(`base:${token}`, 2);
    world.failing.add('/defillama/prices/historical');
    const { quotes, statuses } = await priceTokens(harness.deps, 'base', [toPrice(token as Address)]);
    expect(quotes.get(token as Address)).toEqual({ priceUsd: 2, change24hPct: null, source: 'defillama', changeSource: null });
    expect(statuses.map(({ source, state, message }) => ({ source, state, message }))).toEqual([
      { source: 'dexscreener', state: 'fresh', message: null },
      { source: 'defillama', state: 'fresh', message: null },
      { source: 'defillama-24h', state: 'failed', message: 'DefiLlama HTTP 500' },
    ]);
  });

  it('takes the 24h change from DefiLlama for a token the DEX priced without one', async () => {
    const [wpls] = tokenAddresses(1);
    world.pools.push({ chainId: 'pulsechain', token: wpls as Address, priceUsd: 0.00004, asQuote: { priceNative: 100 } });
    world.llamaNow.set(`pulse:${wpls}`, 0.000041);
    world.llamaDayAgo.set(`pulse:${wpls}`, 0.00004);
    const { quotes } = await priceTokens(harness.deps, 'pulse', [toPrice(wpls as Address)]);
    const quote = quotes.get(wpls as Address);
    expect(quote).toMatchObject({ source: 'dexscreener', changeSource: 'defillama' });
    expect(quote?.priceUsd).toBeCloseTo(0.00004, 12);
    expect(quote?.change24hPct).toBeCloseTo(2.5, 10);
  });

  it('prices the second DEX batch from DefiLlama when only that batch fails', async () => {
    const tokens = tokenAddresses(40);
    listOnPulse(tokens);
    const second = tokens.slice(25);
    for (const token of second) world.llamaNow.set(`pulse:${token}`, 7);
    world.failing.add(`${DEX_TOKENS}${second[0]}`);
    const { quotes, statuses } = await priceTokens(harness.deps, 'pulse', tokens.map((address) => toPrice(address)));
    expect(quotes.get(tokens[0] as Address)?.source).toBe('dexscreener');
    expect(second.every((token) => quotes.get(token)?.source === 'defillama')).toBe(true);
    expect(statuses[0]).toMatchObject({ source: 'dexscreener', state: 'failed', message: 'no answer for 15 token(s): DexScreener HTTP 500' });
  });

  it('keeps DefiLlama URLs under 2048 characters by splitting the coins', async () => {
    const tokens = tokenAddresses(60);
    const { statuses } = await priceTokens(harness.deps, 'eth', tokens.map((address) => toPrice(address)));
    const llamaRequests = world.server.requests.filter((request) => request.startsWith(LLAMA));
    expect(llamaRequests).toHaveLength(4);
    expect(Math.max(...llamaRequests.map((request) => `${world.server.url}${request}`.length))).toBeLessThanOrEqual(2048);
    expect(statuses.find((status) => status.source === 'defillama')?.state).toBe('fresh');
  });

  it('serves a stale price, labelled, only when every source fails and there is no explorer rate', async () => {
    const [token, rated] = tokenAddresses(2);
    listOnPulse([token as Address, rated as Address]);
    await priceTokens(harness.deps, 'pulse', [toPrice(token as Address), toPrice(rated as Address, 0.5)]);
    harness.advance(TTL.tokenPrice + 1);
    world.failing.add('/dexscreener').add('/defillama');
    const { quotes, statuses } = await priceTokens(harness.deps, 'pulse', [toPrice(token as Address), toPrice(rated as Address, 0.5)]);
    expect(quotes.get(token as Address)).toMatchObject({ priceUsd: 0.001, source: 'dexscreener' });
    expect(quotes.get(rated as Address)).toMatchObject({ priceUsd: 0.5, source: 'blockscout' });
    expect(statuses[0]).toMatchObject({ source: 'dexscreener', state: 'stale', ageMs: TTL.tokenPrice + 1, message: 'DexScreener HTTP 500' });
  });
});

describe('priceTokens: PulseChain fill-in searches (spec §9)', () => {
  it('searches at most 12 tokens the batch missed, 6 at a time, and reaches the rest on later refreshes', async () => {
    const tokens = tokenAddresses(20);
    listOnPulse(tokens);
    for (const token of tokens) world.missingFromBatch.add(token);
    const first = await priceTokens(harness.deps, 'pulse', tokens.map((address) => toPrice(address)));
    expect(world.count(DEX_SEARCH)).toBe(12);
    expect(first.quotes.size).toBe(12);
    expect(first.quotes.get(tokens[0] as Address)).toEqual({ priceUsd: 0.001, change24hPct: 0, source: 'dex-search', changeSource: 'dex-search' });
    expect(world.server.requests.find((request) => request.startsWith(DEX_SEARCH))).toMatch(/\?q=0x[0-9a-f]{40}%20chain%3Apulsechain$/);

    // The first twelve answers are cached (and do not count against the budget): the other eight get their turn.
    const second = await priceTokens(harness.deps, 'pulse', tokens.map((address) => toPrice(address)));
    expect(world.count(DEX_SEARCH)).toBe(20);
    expect(second.quotes.size).toBe(20);
  });

  it('does not search on other chains', async () => {
    const tokens = tokenAddresses(3);
    await priceTokens(harness.deps, 'eth', tokens.map((address) => toPrice(address)));
    expect(world.count(DEX_SEARCH)).toBe(0);
  });
});
