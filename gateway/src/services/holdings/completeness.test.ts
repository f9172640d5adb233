import { describe, expect, it } from '@jest/globals';
import type { ChainKey } from '../../../../shared/src/chains';
import { fakeHolding, WALLET_A } from '../../../../tests/helpers/fakeHolding';
import type { SourceStatus } from '../sourceStatus';
import { completeness } from './completeness';

const status = (
  chain: ChainKey,
  source: string,
  state: SourceStatus['state'],
  reason: SourceStatus['reason'] = state === 'failed' ? 'TIMEOUT' : null,
): SourceStatus => ({
  chain,
  wallet: source.startsWith('token-listing') ? WALLET_A : null,
  source,
  state,
  ageMs: state === 'failed' ? null : 0,
  message: null,
  reason,
});

const priced = [fakeHolding({ chain: 'eth' }), fakeHolding({ chain: 'pulse' })];

describe('completeness', () => {
  it('is complete when every source answered live or from cache', () => {
    expect(
      completeness(priced, [
        status('eth', 'token-listing:blockscout-tokens-paged', 'fresh'),
        status('pulse', 'dexscreener', 'cached'),
      ]),
    ).toEqual({ complete: true, incompleteChains: [] });
  });

  it('names, in registry order, the chains whose balances failed, were stale or were truncated', () => {
    expect(
      completeness(priced, [
        status('base', 'native-balance', 'failed'),
        status('eth', 'token-listing:blockscout-tokens-paged', 'fresh', 'TRUNCATED'),
        status('pulse', 'token-listing:blockscout-token-balances', 'stale', 'TIMEOUT'),
      ]),
    ).toEqual({ complete: false, incompleteChains: ['pulse', 'eth', 'base'] });
  });

  it('counts a failed price source only where a held coin went without a price', () => {
    const failedDex = [status('pulse', 'dexscreener', 'failed')];
    expect(completeness(priced, failedDex).complete).toBe(true);
    const unpriced = [...priced, fakeHolding({ chain: 'pulse', priceUsd: null, valueUsd: null })];
    expect(completeness(unpriced, failedDex)).toEqual({
      complete: false,
      incompleteChains: ['pulse'],
    });
    // A zero balance is worth nothing at any price.
    const empty = [...priced, fakeHolding({ chain: 'pulse', priceUsd: null, balanceRaw: '0' })];
    expect(completeness(empty, failedDex).complete).toBe(true);
  });

  it('ignores the 24h-change lookup, and counts a stale price wherever it is', () => {
    const unpriced = [fakeHolding({ chain: 'eth', priceUsd: null, valueUsd: null })];
    expect(completeness(unpriced, [status('eth', 'defillama-24h', 'failed')]).complete).toBe(true);
    expect(completeness(priced, [status('eth', 'defillama', 'stale', 'RATE_LIMITED')])).toEqual({
      complete: false,
      incompleteChains: ['eth'],
    });
  });
});
