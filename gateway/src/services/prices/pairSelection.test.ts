import { describe, expect, it } from '@jest/globals';
import type { Address } from '../../../../shared/src/addresses';
import { pairsResponseSchema, type DexPair } from '../../sources/dexscreener/schemas';
import { priceFromPairs } from './pairSelection';
import { loadSample } from '../../../../tests/sandbox/testing/shape';

// Real response shapes (UPSTREAMS.md §4 samples): PLSX/WPLS and HEX/WPLS on PulseChain, plus
// HEX/WETH on Ethereum — the same HEX address on both chains, as after the state fork.
const samplePairs = pairsResponseSchema.parse(loadSample('dexscreener-latest-dex-tokens'));
const PLSX = '0x95b303987a60c71504d99aa1b13b4da07b0790ab' as Address;
const HEX = '0x2b591e99afe9f32eaa6214f7b7629768c40eeb39' as Address;
const WPLS = '0xa1077a294dde1b09bb078844df40758a5d0f9a27' as Address;
const plsxPair = samplePairs.find((pair) => pair.baseToken.address === PLSX) as DexPair;

const variant = (overrides: Partial<DexPair>): DexPair => ({ ...plsxPair, ...overrides });
const quotedIn = (symbol: string): DexPair['quoteToken'] => ({
  address: '0x0000000000000000000000000000000000000001' as Address,
  symbol,
});

describe('priceFromPairs', () => {
  it('reads the base token price and 24h change of the chain it is asked for', () => {
    expect(priceFromPairs(samplePairs, PLSX, 'pulsechain')).toEqual({
      priceUsd: 0.00002981,
      change24hPct: -2.73,
    });
  });

  it('never prices a PulseChain token from its Ethereum twin (fork-copy pitfall), nor the reverse', () => {
    expect(priceFromPairs(samplePairs, HEX, 'pulsechain')).toEqual({
      priceUsd: 0.007641,
      change24hPct: 4.05,
    });
    expect(priceFromPairs(samplePairs, HEX, 'ethereum')).toEqual({
      priceUsd: 0.003834,
      change24hPct: -3.1,
    });
    expect(priceFromPairs(samplePairs, PLSX, 'ethereum')).toBeNull();
  });

  it('derives the quote token price as priceUsd / priceNative, liquidity-weighted, with no change', () => {
    // HEX/WPLS: 0.007641 USD per HEX at 223.31 WPLS per HEX; PLSX/WPLS: 0.00002981 at 0.8712.
    const fromHex = 0.007641 / 223.31;
    const fromPlsx = 0.00002981 / 0.8712;
    const expected = (fromHex * 41224455.12 + fromPlsx * 28411223.51) / (41224455.12 + 28411223.51);
    const price = priceFromPairs(samplePairs, WPLS, 'pulsechain');
    expect(price?.priceUsd).toBeCloseTo(expected, 12);
    expect(price?.priceUsd).toBeCloseTo(0.0000342, 7);
    expect(price?.change24hPct).toBeNull();
  });

  it('prefers a direct base-side price over a derived quote-side one', () => {
    const wplsBase = variant({
      baseToken: { address: WPLS, symbol: 'WPLS' },
      quoteToken: quotedIn('WETH'),
      priceUsd: 0.00004,
      liquidityUsd: 1000,
      change24hPct: 1,
    });
    expect(priceFromPairs([...samplePairs, wplsBase], WPLS, 'pulsechain')).toEqual({
      priceUsd: 0.00004,
      change24hPct: 1,
    });
  });

  it('averages price and 24h change weighted by liquidity; the change only over pairs that report one', () => {
    const second = variant({
      pairAddress: '0x2',
      priceUsd: 0.00003,
      liquidityUsd: 10_000_000,
      change24hPct: null,
    });
    const third = variant({
      pairAddress: '0x3',
      priceUsd: 0.000029,
      liquidityUsd: 1_588_776.49,
      change24hPct: 1.27,
    });
    const price = priceFromPairs([plsxPair, second, third], PLSX, 'pulsechain');
    const liquidity = 28411223.51 + 10_000_000 + 1_588_776.49;
    expect(price?.priceUsd).toBeCloseTo(
      (0.00002981 * 28411223.51 + 0.00003 * 10_000_000 + 0.000029 * 1_588_776.49) / liquidity,
      15,
    );
    expect(price?.change24hPct).toBeCloseTo(
      (-2.73 * 28411223.51 + 1.27 * 1_588_776.49) / (28411223.51 + 1_588_776.49),
      10,
    );
  });

  it('uses only stablecoin-quoted pairs when there are any (spec §5), matching symbols case-insensitively', () => {
    const inDai = variant({
      pairAddress: '0x4',
      quoteToken: quotedIn('pDAI'),
      priceUsd: 0.000031,
      liquidityUsd: 50_000,
      change24hPct: -1,
    });
    const inUsdce = variant({
      pairAddress: '0x5',
      quoteToken: quotedIn('USDC.e'),
      priceUsd: 0.000032,
      liquidityUsd: 50_000,
      change24hPct: -3,
    });
    expect(priceFromPairs([plsxPair, inDai, inUsdce], PLSX, 'pulsechain')).toEqual({
      priceUsd: 0.0000315,
      change24hPct: -2,
    });
  });

  it('drops pairs without liquidity or without a price', () => {
    const noLiquidity = variant({ pairAddress: '0x6', priceUsd: 5, liquidityUsd: null });
    const zeroLiquidity = variant({ pairAddress: '0x7', priceUsd: 5, liquidityUsd: 0 });
    const noPrice = variant({ pairAddress: '0x8', priceUsd: null, liquidityUsd: 1e12 });
    expect(priceFromPairs([noLiquidity, zeroLiquidity, noPrice], PLSX, 'pulsechain')).toBeNull();
    expect(
      priceFromPairs([plsxPair, noLiquidity, zeroLiquidity, noPrice], PLSX, 'pulsechain')?.priceUsd,
    ).toBe(0.00002981);
  });

  it('has no price for a token absent from the pairs, or for no pairs at all', () => {
    expect(
      priceFromPairs(
        samplePairs,
        '0x000000000000000000000000000000000000dead' as Address,
        'pulsechain',
      ),
    ).toBeNull();
    expect(
      priceFromPairs(
        pairsResponseSchema.parse(loadSample('dexscreener-latest-dex-tokens-empty')),
        PLSX,
        'pulsechain',
      ),
    ).toBeNull();
  });
});
