import { describe, expect, it } from '@jest/globals';
import { priceSourceName } from './sourceName';

describe('priceSourceName', () => {
  it('names every price source the gateway reports as a reader knows it', () => {
    expect(
      ['dexscreener', 'dex-search', 'blockscout', 'blockscout-coinprice', 'defillama'].map(
        priceSourceName,
      ),
    ).toEqual([
      { brand: 'DEX Screener' },
      { brand: 'DEX Screener' },
      { brand: 'Blockscout' },
      { brand: 'Blockscout' },
      { brand: 'DefiLlama' },
    ]);
    expect(priceSourceName('stablecoin')).toEqual({ key: 'table.source.stablecoin' });
    expect(priceSourceName('none')).toEqual({ key: 'table.source.none' });
    expect(priceSourceName('something-new')).toBeNull();
  });
});
