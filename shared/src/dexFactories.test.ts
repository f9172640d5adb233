import { describe, expect, it } from '@jest/globals';
import { getAddress } from 'viem';
import { DEX_FACTORIES } from './dexFactories';

describe('DEX_FACTORIES', () => {
  it('holds lowercase 20-byte addresses matching the DEXes’ published checksummed ones', () => {
    const published: Record<string, string> = {
      'PulseX v1': '0x1715a3E4A142d8b698131108995174F37aEBA10D',
      'PulseX v2': '0x29eA7545DEf87022BAdc76323F373EA1e707C523',
      SushiSwap: '0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac',
      'PancakeSwap v2': '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73',
      QuickSwap: '0x5757371414417b8C6CAad45bAeF941aBc7d3Ab32',
    };
    for (const factories of Object.values(DEX_FACTORIES))
      for (const factory of factories) {
        expect(factory.address).toMatch(/^0x[0-9a-f]{40}$/);
        const checksummed = published[factory.name];
        if (checksummed !== undefined) expect(getAddress(factory.address)).toBe(checksummed);
      }
  });
});
