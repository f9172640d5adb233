import { describe, expect, it } from '@jest/globals';
import type { ChainKey } from '../../../../shared/src/chains';
import { TTL } from '../../cache/ttl';
import type { SourceStatus } from '../sourceStatus';
import { freshForMs } from './freshness';

const status = (chain: ChainKey, source: string, ageMs: number): SourceStatus => ({
  chain,
  wallet: null,
  source,
  state: 'cached',
  ageMs,
  message: null,
  reason: null,
});

describe('freshForMs', () => {
  it('is the shortest remaining TTL inside', () => {
    expect(
      freshForMs([
        status('eth', 'token-listing:blockscout-tokens-paged', 60_000),
        status('eth', 'native-balance:rpc', 30_000),
        status('eth', 'dexscreener', 10_000),
      ]),
    ).toBe(TTL.nativeBalance - 30_000);
  });

  it('counts a BSC price older than the native coin’s 60 s as a token price, still fresh for its 2 min', () => {
    // Served at 75 s, so kept under the token TTL: the answer lives 45 s more, not 0.
    expect(
      freshForMs([status('bsc', 'dexscreener', 75_000), status('bsc', 'dex(wbnb)', 15_000)]),
    ).toBe(TTL.tokenPrice.bsc - 75_000);
    // Younger than 60 s it may be the native coin's, whose TTL is the shorter.
    expect(freshForMs([status('bsc', 'defillama', 20_000)])).toBe(TTL.nativePrice.bsc - 20_000);
  });

  it('is 0 with a failed or stale source', () => {
    expect(freshForMs([{ ...status('bsc', 'dexscreener', 0), state: 'stale' }])).toBe(0);
    expect(freshForMs([{ ...status('bsc', 'dexscreener', 0), state: 'failed', ageMs: null }])).toBe(
      0,
    );
  });
});
