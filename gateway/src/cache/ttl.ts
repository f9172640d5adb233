import type { ChainKey } from '../../../shared/src/chains';

const MINUTE = 60_000;

/**
 * Time-to-live per kind of data, spec §9. Where the spec gives two readings (Ethereum tokens:
 * 10 min or 300000 ms) the shorter one wins: fresher numbers, and the cache still absorbs bursts.
 */
export const TTL = {
  tokens: { pulse: 10 * MINUTE, eth: 5 * MINUTE, base: 5 * MINUTE, polygon: 5 * MINUTE, bsc: 5 * MINUTE } satisfies Record<ChainKey, number>,
  nativeBalance: 2 * MINUTE,
  nativePrice: 2 * MINUTE,
  tokenPrice: 2 * MINUTE,
  price: MINUTE,
  tokenMetadata: 24 * 60 * MINUTE,
  /** An ENS name's address: a name can change hands, so not the 24 h of token metadata. */
  ensName: 10 * MINUTE,
  ticker: MINUTE,
  /** How long an expired entry is kept to be served as stale when every source fails. */
  staleRetention: 7 * 24 * 60 * MINUTE,
} as const;
