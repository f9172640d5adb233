import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { checksumAddress, InvalidAddressError } from '../../../shared/src/addresses';
import { CHAIN_KEYS } from '../../../shared/src/chains';
import { BadInputError } from '../errors/errors';
import { MAX_WALLETS_PER_QUERY } from '../limits';
import {
  chainParam,
  chainsParam,
  freshParam,
  intParam,
  parseQuery,
  txKindOf,
  txKindParams,
  walletsParam,
} from './queryParams';

const A = '0x7a16ff8270133f063aab6c9977183d9e72835428';
const B = '0x00000000219ab540356cbb839cbe05303d7705fa';

const wallets = z.object({ wallets: walletsParam });
const chains = z.object({ chains: chainsParam });
const fresh = z.object({ fresh: freshParam });
const limit = z.object({ limit: intParam('limit', { min: 1, max: 100, fallback: 100 }) });

describe('REST query parameters', () => {
  it('reads a list given comma-separated or repeated, skipping blanks', () => {
    expect(parseQuery(wallets, { wallets: `${A}, ${B},` }).wallets).toEqual([A, B]);
    expect(parseQuery(wallets, { wallets: [A, B] }).wallets).toEqual([A, B]);
    expect(() => parseQuery(wallets, { wallets: { nested: A } })).toThrow(
      'wallets must be a comma-separated list.',
    );
  });

  it('lowercases and deduplicates wallets, and rejects a bad one with the spec text', () => {
    expect(parseQuery(wallets, { wallets: `${checksumAddress(A)},${A}` }).wallets).toEqual([A]);
    expect(() => parseQuery(wallets, { wallets: '0x123' })).toThrow(
      new InvalidAddressError('Invalid wallet address "0x123". Please check and try again.'),
    );
    for (const query of [{}, { wallets: '' }, { wallets: ' , ' }])
      expect(() => parseQuery(wallets, query)).toThrow(
        new BadInputError('wallets is required: one or more wallet addresses, comma-separated.'),
      );
  });

  it('bounds the number of wallets like the GraphQL API', () => {
    const many = Array.from(
      { length: MAX_WALLETS_PER_QUERY + 1 },
      (_, index) => `0x${index.toString(16).padStart(40, '0')}`,
    );
    expect(() => parseQuery(wallets, { wallets: many.join(',') })).toThrow(
      `At most ${MAX_WALLETS_PER_QUERY} wallets per query.`,
    );
  });

  it('takes chains by registry key or by name, any case, all five when absent', () => {
    expect(parseQuery(chains, { chains: 'pulsechain,ETH,Ethereum,bnbsmartchain' }).chains).toEqual([
      'pulse',
      'eth',
      'bsc',
    ]);
    expect(parseQuery(chains, {}).chains).toEqual([...CHAIN_KEYS]);
    expect(() => parseQuery(chains, { chains: 'solana' })).toThrow(
      'Unknown chain "solana". Use one of: pulse, eth, base, bsc, polygon.',
    );
  });

  it('asks for a single parameter once, and names a missing required one', () => {
    const chain = z.object({ chain: chainParam('chain', 'A chain.') });
    expect(parseQuery(chain, { chain: ' Ethereum ' }).chain).toBe('eth');
    expect(() => parseQuery(chain, { chain: ['eth', 'base'] })).toThrow('Give chain once.');
    expect(() => parseQuery(chain, {})).toThrow(new BadInputError('chain is required.'));
  });

  it('reports the first bad parameter in the schema’s order', () => {
    const both = z.object({ wallets: walletsParam, chains: chainsParam });
    expect(() => parseQuery(both, { chains: 'solana' })).toThrow(/^wallets is required/);
  });

  it('reads flags and bounded whole numbers strictly', () => {
    expect(parseQuery(fresh, { fresh: '1' }).fresh).toBe(true);
    expect(parseQuery(fresh, { fresh: 'FALSE' }).fresh).toBe(false);
    expect(parseQuery(fresh, {}).fresh).toBe(false);
    expect(() => parseQuery(fresh, { fresh: 'yes' })).toThrow(BadInputError);
    expect(parseQuery(limit, { limit: '20' }).limit).toBe(20);
    expect(parseQuery(limit, {}).limit).toBe(100);
    for (const value of ['0', '101', '2.5', '-1', '1e2'])
      expect(() => parseQuery(limit, { limit: value })).toThrow(
        'limit must be a whole number from 1 to 100.',
      );
  });

  it('reads kind with type as its alias; both must agree', () => {
    const kinds = z.object(txKindParams);
    expect(txKindOf(parseQuery(kinds, {}))).toBe('all');
    expect(txKindOf(parseQuery(kinds, { type: 'ERC20' }))).toBe('erc20');
    expect(txKindOf(parseQuery(kinds, { kind: 'native', type: 'native' }))).toBe('native');
    expect(() => txKindOf(parseQuery(kinds, { kind: 'native', type: 'erc20' }))).toThrow(
      'Give kind (or its alias type) once.',
    );
    expect(() => parseQuery(kinds, { kind: 'nft' })).toThrow(
      'kind must be one of: all, native, erc20.',
    );
  });

  it('describes each parameter as the route reads it (the OpenAPI input)', () => {
    const json = z.toJSONSchema(limit.extend(fresh.shape).extend(wallets.shape), { io: 'input' });
    expect(json.properties).toMatchObject({
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 100 },
      fresh: { type: 'string', enum: ['1', '0', 'true', 'false'], default: '0' },
      wallets: { type: 'string' },
    });
    expect(json.required).toEqual(['wallets']);
  });
});
