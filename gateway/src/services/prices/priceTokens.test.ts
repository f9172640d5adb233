import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Address } from '../../../../shared/src/addresses';
import { priceTokens } from './priceTokens';
import type { TokenToPrice } from './priceQuote';
import {
  startFakePriceWorld,
  type FakePriceWorld,
} from '../../../../tests/helpers/prices/fakePriceUpstreams';
import {
  priceHarness,
  tokenAddresses,
  type PriceHarness,
} from '../../../../tests/helpers/prices/priceHarness';

// What the sandbox cannot stage deterministically, against a small loopback server fed from
// tables (pools shaped like the DexScreener sample): a token the DEX prices only as a quote, one
// DEX batch of several failing, /tokens leaving tokens out, a symbol-only impostor. The main
// paths (batching, single-flight, fallbacks, the world's truth) are in priceEngine.sandbox.test.ts.

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

const toPrice = (address: Address): TokenToPrice => ({ address, symbol: null, exchangeRate: null });
const DEX_TOKENS = '/dexscreener/latest/dex/tokens/';
const DEX_SEARCH = '/dexscreener/latest/dex/search';

/** Every token gets a PulseChain pool and, like fork copies, an Ethereum pool at a junk price. */
function listOnPulse(addresses: readonly Address[]) {
  addresses.forEach((token, index) => {
    world.pools.push({
      chainId: 'pulsechain',
      token,
      priceUsd: (index + 1) / 1000,
      change24hPct: index / 10,
    });
    world.pools.push({ chainId: 'ethereum', token, priceUsd: 999, change24hPct: 50 });
  });
}

describe('priceTokens: cases the sandbox does not stage', () => {
  it('does not price a fake "USDT" on Ethereum at 1 USD: stablecoins are known by address', async () => {
    const [fake] = tokenAddresses(1, 500) as [Address];
    const { quotes } = await priceTokens(harness.deps, 'eth', [
      { address: fake, symbol: 'USDT', exchangeRate: null },
    ]);
    expect(quotes.has(fake)).toBe(false);
  });

  it('takes the 24h change from DefiLlama for a token the DEX prices only as a quote (no change of its own)', async () => {
    const [wpls] = tokenAddresses(1) as [Address];
    world.pools.push({
      chainId: 'pulsechain',
      token: wpls,
      priceUsd: 0.00004,
      asQuote: { priceNative: 100 },
    });
    world.llamaNow.set(`pulse:${wpls}`, 0.000041);
    world.llamaDayAgo.set(`pulse:${wpls}`, 0.00004);
    const { quotes } = await priceTokens(harness.deps, 'pulse', [toPrice(wpls)]);
    const quote = quotes.get(wpls);
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
    const { quotes, statuses } = await priceTokens(harness.deps, 'pulse', tokens.map(toPrice));
    expect(tokens.slice(0, 25).every((token) => quotes.get(token)?.source === 'dexscreener')).toBe(
      true,
    );
    expect(second.every((token) => quotes.get(token)?.source === 'defillama')).toBe(true);
    expect(statuses[0]).toEqual({
      chain: 'pulse',
      wallet: null,
      source: 'dexscreener',
      state: 'failed',
      ageMs: null,
      message: 'no answer for 15 token(s): DexScreener HTTP 500',
      reason: 'BAD_RESPONSE',
    });
  });
});

describe('priceTokens: PulseChain fill-in searches (spec §9)', () => {
  it('searches at most 12 tokens the batch missed, and reaches the rest on later refreshes', async () => {
    const tokens = tokenAddresses(20);
    listOnPulse(tokens);
    for (const token of tokens) world.missingFromBatch.add(token);
    const first = await priceTokens(harness.deps, 'pulse', tokens.map(toPrice));
    expect(world.count(DEX_SEARCH)).toBe(12);
    expect(first.quotes.size).toBe(12);
    expect(first.quotes.get(tokens[0] as Address)).toEqual({
      priceUsd: 0.001,
      change24hPct: 0,
      source: 'dex-search',
      changeSource: 'dex-search',
    });
    expect(world.server.requests.find((request) => request.startsWith(DEX_SEARCH))).toMatch(
      /\?q=0x[0-9a-f]{40}%20chain%3Apulsechain$/,
    );

    // The first twelve answers come from the cache and do not count against the budget: the other eight get their turn.
    const second = await priceTokens(harness.deps, 'pulse', tokens.map(toPrice));
    expect(world.count(DEX_SEARCH)).toBe(20);
    expect(second.quotes.size).toBe(20);
  });
});
