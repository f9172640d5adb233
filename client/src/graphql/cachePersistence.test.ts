/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import {
  CACHE_STORAGE_KEY,
  createCachePersistor,
  pruneToEssentials,
  restoreCache,
  serialise,
} from './cachePersistence';
import { WalletDetailDocument } from './generated/graphql';
import { typePolicies } from './typePolicies';
import { sampleWallet, walletDetailResult } from '../../../tests/client/walletDetailFixture';

const filled = () => {
  const cache = new InMemoryCache({ typePolicies });
  cache.writeQuery({
    query: WalletDetailDocument,
    variables: { address: sampleWallet },
    data: walletDetailResult,
  });
  return cache;
};

describe('cache persistence', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('saves after a quiet moment and restores into a new cache, so a reload paints at once', () => {
    const persistor = createCachePersistor(filled(), { storage: localStorage, debounceMs: 1000 });
    persistor.schedule();
    persistor.schedule();
    expect(localStorage.getItem(CACHE_STORAGE_KEY)).toBeNull();
    jest.advanceTimersByTime(1000);
    expect(localStorage.getItem(CACHE_STORAGE_KEY)).not.toBeNull();

    const fresh = new InMemoryCache({ typePolicies });
    expect(restoreCache(fresh, { storage: localStorage })).not.toBeNull();
    expect(
      fresh.readQuery({ query: WalletDetailDocument, variables: { address: sampleWallet } })?.wallet
        .totalUsd,
    ).toBe(1234.5);
  });

  it('drops a snapshot of another version instead of restoring it', () => {
    createCachePersistor(filled(), { storage: localStorage, version: 1 }).flush();
    const fresh = new InMemoryCache({ typePolicies });
    expect(restoreCache(fresh, { storage: localStorage, version: 2 })).toBeNull();
    expect(localStorage.getItem(CACHE_STORAGE_KEY)).toBeNull();
    expect(fresh.extract()).toEqual({});
  });

  it('drops an unreadable snapshot', () => {
    localStorage.setItem(CACHE_STORAGE_KEY, '{not json');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(restoreCache(new InMemoryCache(), { storage: localStorage })).toBeNull();
    expect(localStorage.getItem(CACHE_STORAGE_KEY)).toBeNull();
  });

  it('keeps under the size cap: prunes optional answers, or saves nothing rather than a stale snapshot', () => {
    localStorage.setItem(CACHE_STORAGE_KEY, 'old');
    createCachePersistor(filled(), { storage: localStorage, maxChars: 50 }).flush();
    expect(localStorage.getItem(CACHE_STORAGE_KEY)).toBeNull();
  });

  it('pruning keeps the everyday root fields and what they reach, and drops filtered lists and histories', () => {
    const data: NormalizedCacheObject = {
      ROOT_QUERY: {
        __typename: 'Query',
        'wallet:{"address":"0xa"}': { __ref: 'Wallet:{"address":"0xa"}' },
        'wallet:{"address":"0xa","includeFiltered":true}': { __ref: 'Wallet:{"address":"0xa"}' },
        'transactions:{"address":"0xa"}': { edges: [] },
      },
      'Wallet:{"address":"0xa"}': {
        __typename: 'Wallet',
        address: '0xa',
        holdings: [{ __ref: 'TokenHolding:x' }],
      },
      'TokenHolding:x': { __typename: 'TokenHolding' },
      'Token:unreachable': { __typename: 'Token' },
    };
    const pruned = pruneToEssentials(data);
    expect(Object.keys(pruned).sort()).toEqual([
      'ROOT_QUERY',
      'TokenHolding:x',
      'Wallet:{"address":"0xa"}',
    ]);
    expect(Object.keys(pruned['ROOT_QUERY'] ?? {})).toEqual([
      '__typename',
      'wallet:{"address":"0xa"}',
    ]);
    expect(serialise(data, 1, 10)).toBeNull();
  });
});
