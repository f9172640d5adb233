import { describe, expect, it } from '@jest/globals';
import { checksumAddress, InvalidAddressError } from '../../../../shared/src/addresses';
import { CHAIN_KEYS } from '../../../../shared/src/chains';
import { BadInputError } from '../../errors/errors';
import { MAX_WALLETS_PER_QUERY } from '../../limits';
import { chainsParam, flagParam, intParam, listParam, parseChain, walletsParam } from './csvQuery';

const A = '0x7a16ff8270133f063aab6c9977183d9e72835428';
const B = '0x00000000219ab540356cbb839cbe05303d7705fa';

describe('csv query parameters', () => {
  it('reads a list given comma-separated or repeated, skipping blanks', () => {
    expect(listParam({ wallets: `${A}, ${B},` }, 'wallets')).toEqual([A, B]);
    expect(listParam({ wallets: [A, B] }, 'wallets')).toEqual([A, B]);
    expect(listParam({}, 'wallets')).toEqual([]);
    expect(() => listParam({ wallets: { nested: A } }, 'wallets')).toThrow(BadInputError);
  });

  it('lowercases and deduplicates wallets, and rejects a bad one with the spec text', () => {
    expect(walletsParam({ wallets: `${checksumAddress(A)},${A}` })).toEqual([A]);
    expect(() => walletsParam({ wallets: '0x123' })).toThrow(
      new InvalidAddressError('Invalid wallet address "0x123". Please check and try again.'),
    );
    expect(() => walletsParam({})).toThrow(BadInputError);
  });

  it('bounds the number of wallets like the GraphQL API', () => {
    const many = Array.from(
      { length: MAX_WALLETS_PER_QUERY + 1 },
      (_, index) => `0x${index.toString(16).padStart(40, '0')}`,
    );
    expect(() => walletsParam({ wallets: many.join(',') })).toThrow(
      `At most ${MAX_WALLETS_PER_QUERY} wallets per query.`,
    );
  });

  it('takes chains by registry key or by name, any case, all five when absent', () => {
    expect(chainsParam({ chains: 'pulsechain,ETH,Ethereum,bnbsmartchain' })).toEqual([
      'pulse',
      'eth',
      'bsc',
    ]);
    expect(chainsParam({})).toEqual([...CHAIN_KEYS]);
    expect(() => parseChain('solana')).toThrow(
      'Unknown chain "solana". Use one of: pulse, eth, base, bsc, polygon.',
    );
  });

  it('reads flags and bounded whole numbers strictly', () => {
    expect(flagParam({ fresh: '1' }, 'fresh')).toBe(true);
    expect(flagParam({ fresh: 'FALSE' }, 'fresh')).toBe(false);
    expect(flagParam({}, 'fresh')).toBe(false);
    expect(() => flagParam({ fresh: 'yes' }, 'fresh')).toThrow(BadInputError);
    expect(intParam({ limit: '20' }, 'limit', { min: 1, max: 100, fallback: 100 })).toBe(20);
    expect(intParam({}, 'limit', { min: 1, max: 100, fallback: 100 })).toBe(100);
    for (const limit of ['0', '101', '2.5', '-1', '1e2'])
      expect(() => intParam({ limit }, 'limit', { min: 1, max: 100, fallback: 100 })).toThrow(
        BadInputError,
      );
  });
});
