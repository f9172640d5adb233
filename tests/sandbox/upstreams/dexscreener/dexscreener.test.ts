import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHAINS } from '../../../../shared/src/chains';
import { startSandbox, type Sandbox } from '../../index';
import { get } from '../../testing/http';
import { loadSample, shapeMismatches } from '../../testing/shape';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

interface Pair {
  chainId: string;
  baseToken: { address: string; symbol: string };
  quoteToken: { address: string };
  priceUsd: string;
  priceChange: { h24?: number };
  liquidity: { usd: number };
}

/** Keys DexScreener omits when it has no value (UPSTREAMS.md §4), though every sample pair has them. */
const optional = (at: string) => ({
  optional: [
    `${at}.labels`,
    `${at}.priceChange.m5`,
    `${at}.priceChange.h1`,
    `${at}.priceChange.h6`,
    `${at}.priceChange.h24`,
    `${at}.info`,
  ],
});
const samples = () => [
  loadSample('dexscreener-latest-dex-tokens'),
  loadSample('dexscreener-latest-dex-search'),
  loadSample('dexscreener-latest-dex-pairs'),
];
const tokens = async (addresses: readonly string[]) =>
  (await get(`${sandbox.url}/dexscreener/latest/dex/tokens/${addresses.join(',')}`)).body as {
    schemaVersion: string;
    pairs: Pair[] | null;
  };

describe('DexScreener', () => {
  it('answers /latest/dex/tokens in the sample shape, with the token’s price on its own chain', async () => {
    const priced = sandbox.world
      .tokens('pulse')
      .filter((t) => t.quotes.dexscreener !== null)
      .slice(0, 30);
    const body = await tokens(priced.map((t) => t.checksum));
    expect(shapeMismatches(body, samples(), optional('$.pairs[]'))).toEqual([]);
    for (const token of priced) {
      const own = body.pairs!.filter(
        (p) => p.chainId === 'pulsechain' && p.baseToken.address === token.checksum,
      );
      expect(own.length).toBeGreaterThan(0);
      for (const pair of own) {
        expect(Number(pair.priceUsd)).toBe(token.quotes.dexscreener);
        expect(pair.priceChange.h24).toBe(token.change24hPct);
      }
    }
  });

  it('returns pairs on every chain where the address exists (the state-fork pitfall)', async () => {
    const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
    const body = await tokens([dai]);
    const chains = new Set(
      body.pairs!.filter((p) => p.baseToken.address === dai).map((p) => p.chainId),
    );
    expect(chains).toEqual(new Set(['ethereum', 'pulsechain']));
    const pulsePrice = Number(
      body.pairs!.find((p) => p.chainId === 'pulsechain' && p.baseToken.address === dai)!.priceUsd,
    );
    expect(pulsePrice).toBe(sandbox.world.token('pulse', dai)!.expected.priceUsd);
    expect(pulsePrice).toBeLessThan(0.01);
    const junk = sandbox.world.dexPairs().filter((p) => p.junk);
    expect(junk.some((p) => p.chain === 'pulse')).toBe(true);
  });

  it('lists pairs where the token is the quote too, so a client must pick base pairs', async () => {
    const body = await tokens([CHAINS.pulse.wrappedNative]);
    const asQuote = body.pairs!.filter((p) => p.quoteToken.address === CHAINS.pulse.wrappedNative);
    expect(asQuote.length).toBeGreaterThan(10);
  });

  it('answers pairs: null when nothing trades, and rejects more than 30 addresses', async () => {
    const unpriced = sandbox.world
      .tokens('eth')
      .find(
        (t) => t.quotes.dexscreener === null && sandbox.world.dexPairsOf(t.address).length === 0,
      )!;
    expect(await tokens([unpriced.address])).toEqual(
      loadSample('dexscreener-latest-dex-tokens-empty'),
    );
    const many = Array.from(
      { length: 31 },
      (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`,
    );
    expect(
      (await get(`${sandbox.url}/dexscreener/latest/dex/tokens/${many.join(',')}`)).status,
    ).toBe(400);
  });

  it('searches by symbol, optionally within a chain', async () => {
    const { body } = await get(
      `${sandbox.url}/dexscreener/latest/dex/search?q=${encodeURIComponent('WPLS chain:pulsechain')}`,
    );
    const pairs = (body as { pairs: Pair[] }).pairs;
    expect(shapeMismatches(body, samples(), optional('$.pairs[]'))).toEqual([]);
    expect(pairs.every((p) => p.chainId === 'pulsechain')).toBe(true);
    const liquidity = pairs.map((p) => p.liquidity.usd);
    expect(liquidity).toEqual([...liquidity].sort((a, b) => b - a));
  });

  it('answers /tokens/v1/{chainId}/{addresses} as a bare array on that chain only', async () => {
    const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
    const { body } = await get(`${sandbox.url}/dexscreener/tokens/v1/ethereum/${dai}`);
    expect(shapeMismatches(body, [loadSample('dexscreener-tokens-v1')], optional('$[]'))).toEqual(
      [],
    );
    expect((body as Pair[]).every((p) => p.chainId === 'ethereum')).toBe(true);
  });
});
