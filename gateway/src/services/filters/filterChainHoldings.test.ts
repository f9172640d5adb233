import { describe, expect, it } from '@jest/globals';
import { CHAINS } from '../../../../shared/src/chains';
import { PULSE_BLOCKLISTED_CONTRACTS } from './blocklist';
import { fakeHolding, type FakeHolding } from '../../../../tests/helpers/fakeHolding';
import { filterChainHoldings, isNativeHolding } from './filterChainHoldings';
import type { FilterReason } from './filterReason';

/** The reason one holding is dropped, or 'kept'. */
function verdictFor(input: FakeHolding): FilterReason | 'kept' {
  const { kept, filtered } = filterChainHoldings([fakeHolding(input)]);
  if (kept.length === 1) return 'kept';
  return filtered[0]?.reason ?? 'kept';
}

const pulseNative = { chain: 'pulse', address: null, symbol: 'PLS', name: 'Pulse' } as const;
const ethNative = { chain: 'eth', address: null, symbol: 'ETH', name: 'Ether' } as const;

describe('filterChainHoldings: PulseChain (spec §5)', () => {
  it.each([...PULSE_BLOCKLISTED_CONTRACTS])(
    'drops the blocklisted contract %s however valuable',
    (address) => {
      expect(verdictFor({ chain: 'pulse', address, valueUsd: 1_000_000 })).toBe('blocklisted');
    },
  );

  it('keeps an ordinary token above 0.01 USD', () => {
    expect(verdictFor({ chain: 'pulse', valueUsd: 0.010001 })).toBe('kept');
  });

  it('drops a value at exactly 0.01 USD ("at or below")', () => {
    expect(verdictFor({ chain: 'pulse', valueUsd: 0.01 })).toBe('dust');
  });

  it('drops a value below 0.01 USD, and 0', () => {
    expect(verdictFor({ chain: 'pulse', valueUsd: 0.0099 })).toBe('dust');
    expect(verdictFor({ chain: 'pulse', valueUsd: 0 })).toBe('dust');
  });

  it('drops a token with no USD value', () => {
    expect(verdictFor({ chain: 'pulse', priceUsd: null, valueUsd: null })).toBe('no-price');
    expect(verdictFor({ chain: 'pulse', valueUsd: Number.NaN })).toBe('no-price');
  });

  it('keeps the native coin at or below 0.01 USD, and unpriced', () => {
    expect(verdictFor({ ...pulseNative, valueUsd: 0.01 })).toBe('kept');
    expect(verdictFor({ ...pulseNative, valueUsd: 0 })).toBe('kept');
    expect(verdictFor({ ...pulseNative, priceUsd: null, valueUsd: null })).toBe('kept');
  });

  it('does not apply the Ethereum symbol blocklist', () => {
    expect(verdictFor({ chain: 'pulse', symbol: 'ETHG', name: 'Something' })).toBe('kept');
  });
});

describe('filterChainHoldings: Ethereum (spec §5)', () => {
  it.each(['ETHG', 'AICC', 'ethg', ' aicc '])('drops the blocklisted symbol %p', (symbol) => {
    expect(verdictFor({ chain: 'eth', symbol, name: 'Plain' })).toBe('blocklisted');
  });

  it.each(['AICC - AI Chain Coin', 'aicc token', 'The ETHG Gold', 'SuperAICCx'])(
    'drops the flagged name %p',
    (name) => {
      expect(verdictFor({ chain: 'eth', symbol: 'X', name })).toBe('flagged');
    },
  );

  it('does not flag symbols that merely contain a blocklisted one', () => {
    expect(verdictFor({ chain: 'eth', symbol: 'ETHGX', name: 'Plain' })).toBe('kept');
  });

  it('reports the most specific flagged fragment', () => {
    const { filtered } = filterChainHoldings([
      fakeHolding({ chain: 'eth', symbol: 'X', name: 'AICC - AI Chain Coin' }),
    ]);
    expect(filtered[0]?.detail).toBe('name contains "aicc - ai chain coin"');
  });

  it('drops values under 0.01 USD but keeps exactly 0.01 ("under")', () => {
    expect(verdictFor({ chain: 'eth', valueUsd: 0.0099 })).toBe('dust');
    expect(verdictFor({ chain: 'eth', valueUsd: 0.01 })).toBe('kept');
  });

  it('drops a token with no price and neither symbol nor name', () => {
    expect(verdictFor({ chain: 'eth', symbol: '', name: '', priceUsd: null })).toBe(
      'no-price-no-identity',
    );
    expect(verdictFor({ chain: 'eth', symbol: ' ', name: '', priceUsd: 0, valueUsd: null })).toBe(
      'no-price-no-identity',
    );
  });

  it('keeps an unpriced token that has a symbol or a name', () => {
    expect(verdictFor({ chain: 'eth', symbol: 'NEW', name: '', priceUsd: null })).toBe('kept');
    expect(verdictFor({ chain: 'eth', symbol: '', name: 'New Token', priceUsd: null })).toBe(
      'kept',
    );
  });

  it('keeps a priced token with neither symbol nor name', () => {
    expect(verdictFor({ chain: 'eth', symbol: '', name: '', priceUsd: 2, valueUsd: 5 })).toBe(
      'kept',
    );
  });

  it('always keeps the native coin', () => {
    expect(verdictFor({ ...ethNative, valueUsd: 0.001 })).toBe('kept');
    expect(verdictFor({ ...ethNative, priceUsd: null, valueUsd: null })).toBe('kept');
    expect(verdictFor({ ...ethNative, balanceRaw: '0', valueUsd: 0 })).toBe('kept');
  });
});

describe.each(['base', 'polygon', 'bsc'] as const)(
  'filterChainHoldings: %s (spec §5; BSC like Base and Polygon)',
  (chain) => {
    it('drops a zero raw balance', () => {
      expect(verdictFor({ chain, balanceRaw: '0' })).toBe('zero-balance');
    });

    it('drops an entry with no address', () => {
      expect(verdictFor({ chain, address: null, symbol: 'USDC' })).toBe('no-address');
    });

    it('keeps any non-zero balance, however small its value, and unpriced tokens', () => {
      expect(verdictFor({ chain, balanceRaw: '1', valueUsd: 0 })).toBe('kept');
      expect(verdictFor({ chain, priceUsd: null, valueUsd: null })).toBe('kept');
    });

    it('keeps the native coin, even at zero', () => {
      expect(
        verdictFor({ chain, address: null, symbol: CHAINS[chain].nativeSymbol, balanceRaw: '0' }),
      ).toBe('kept');
    });
  },
);

describe('filterChainHoldings: spam, every chain (spec §5)', () => {
  it.each(['pulse', 'eth', 'base', 'bsc', 'polygon'] as const)('drops spam on %s', (chain) => {
    expect(verdictFor({ chain, name: 'Claim at reward-eth.io' })).toBe('spam');
  });

  it('says what matched', () => {
    const { filtered } = filterChainHoldings([fakeHolding({ name: 'Free ETH' })]);
    expect(filtered[0]).toMatchObject({ reason: 'spam', detail: 'name matches phrase "free"' });
  });

  it('reports spam before dust, so a worthless scam is called a scam', () => {
    expect(verdictFor({ chain: 'pulse', name: 'airdrop', valueUsd: 0 })).toBe('spam');
  });

  it('reports a blocklist before spam', () => {
    expect(verdictFor({ chain: 'eth', symbol: 'AICC', name: 'AICC - AI Chain Coin' })).toBe(
      'blocklisted',
    );
  });

  it('keeps USDC.e on every chain', () => {
    expect(
      verdictFor({ chain: 'polygon', symbol: 'USDC.e', name: 'USD Coin (PoS) www.x.com' }),
    ).toBe('kept');
  });
});

describe('filterChainHoldings: shape', () => {
  it('puts every holding in exactly one list, in input order, with its reason', () => {
    const a = fakeHolding({ symbol: 'A', valueUsd: 5 });
    const b = fakeHolding({ symbol: 'B', valueUsd: 0.001 });
    const c = fakeHolding({ symbol: 'C', valueUsd: 7 });
    const d = fakeHolding({ chain: 'base', symbol: 'D', balanceRaw: '0' });
    expect(filterChainHoldings([a, b, c, d])).toEqual({
      kept: [a, c],
      filtered: [
        { holding: b, reason: 'dust', detail: '0.001 USD is at or below 0.01 USD' },
        { holding: d, reason: 'zero-balance', detail: 'raw balance is 0' },
      ],
    });
  });
});

describe('isNativeHolding', () => {
  it('is the address-less holding with the registry native symbol, any case', () => {
    expect(isNativeHolding(fakeHolding(pulseNative))).toBe(true);
    expect(isNativeHolding(fakeHolding({ ...pulseNative, symbol: 'pls' }))).toBe(true);
  });

  it('is not an address-less holding with another symbol, nor a contract with the native symbol', () => {
    expect(isNativeHolding(fakeHolding({ chain: 'pulse', address: null, symbol: 'ETH' }))).toBe(
      false,
    );
    expect(isNativeHolding(fakeHolding({ chain: 'pulse', symbol: 'PLS' }))).toBe(false);
  });
});
