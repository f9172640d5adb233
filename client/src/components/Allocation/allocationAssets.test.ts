import { describe, expect, it } from '@jest/globals';
import { allocationAssets } from './allocationAssets';

const WPLS = '0xA1077a294dDE1B09bB078844df40758a5D0f9a27';
const HEX = '0x2b591e99afe9f32eaa6214f7b7629768c40eeb39';
const INC = '0x2fa878ab3f87cc1c9737fc071108f904c0b0c95d';

const side = (address: string | null, symbol: string, valueUsd: number | null) => ({
  valueUsd,
  token: { chain: 'PULSE' as const, address, symbol },
});

describe('allocationAssets', () => {
  it('adds each token inside a position to that token, the wrapped coin to the coin, rewards included', () => {
    const assets = allocationAssets(
      [side(null, 'PLS', 900), side(HEX, 'HEX', 200)],
      [
        {
          underlying: [side(WPLS.toLowerCase(), 'WPLS', 300), side(HEX, 'HEX', 300)],
          rewards: [side(INC, 'INC', 7)],
        },
      ],
    );
    expect(assets).toEqual([
      { id: 'PULSE:native', chain: 'PULSE', symbol: 'PLS', valueUsd: 1200 },
      { id: `PULSE:${HEX}`, chain: 'PULSE', symbol: 'HEX', valueUsd: 500 },
      { id: `PULSE:${INC}`, chain: 'PULSE', symbol: 'INC', valueUsd: 7 },
    ]);
  });

  it('names a coin only held wrapped by the coin, and leaves out what has no price', () => {
    const assets = allocationAssets(
      [side(HEX, 'HEX', null)],
      [
        {
          underlying: [side(WPLS, 'WPLS', 50), side(HEX, 'HEX', 50)],
          rewards: [side(INC, 'INC', null)],
        },
      ],
    );
    expect(assets).toEqual([
      { id: 'PULSE:native', chain: 'PULSE', symbol: 'PLS', valueUsd: 50 },
      { id: `PULSE:${HEX}`, chain: 'PULSE', symbol: 'HEX', valueUsd: 50 },
    ]);
  });
});
