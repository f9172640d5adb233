import { describe, expect, it } from '@jest/globals';
import { change24hPct } from './priceChange';

describe('change24hPct (spec §5)', () => {
  it('is (now − then) / then × 100', () => {
    expect(change24hPct(110, 100)).toBeCloseTo(10, 12);
    // DefiLlama samples: HEX at 0.003834 now against 0.003911 a day earlier.
    expect(change24hPct(0.003834, 0.003911)).toBeCloseTo(-1.9688059319867042, 12);
  });

  it('is null unless both prices are above zero', () => {
    expect(change24hPct(1, 0)).toBeNull();
    expect(change24hPct(0, 1)).toBeNull();
    expect(change24hPct(1, -1)).toBeNull();
    expect(change24hPct(1, undefined)).toBeNull();
    expect(change24hPct(undefined, 1)).toBeNull();
  });
});
