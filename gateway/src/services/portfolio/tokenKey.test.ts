import { describe, expect, it } from '@jest/globals';
import { fakeHolding } from '../../../../tests/helpers/fakeHolding';
import { tokenKey } from './tokenKey';

describe('tokenKey (spec §3 "Breakdown")', () => {
  it('is chain:address:SYMBOL with the symbol uppercased', () => {
    expect(
      tokenKey(
        fakeHolding({
          chain: 'eth',
          address: '0x2b591e99afe9f32eaa6214f7b7629768c40eeb39',
          symbol: 'Hex',
        }),
      ),
    ).toBe('eth:0x2b591e99afe9f32eaa6214f7b7629768c40eeb39:HEX');
  });

  it('writes native for the native coin', () => {
    expect(tokenKey(fakeHolding({ chain: 'pulse', address: null, symbol: 'pls' }))).toBe(
      'pulse:native:PLS',
    );
  });
});
