import type { ChainKey } from '../../../shared/src/chains';

const MINUTE = 60_000;

/**
 * Time-to-live per kind of data, spec §9. Where the spec gives two readings (Ethereum tokens:
 * 10 min or 300000 ms) the shorter one wins: fresher numbers, and the cache still absorbs bursts.
 */
export const TTL = {
  tokens: {
    pulse: 10 * MINUTE,
    eth: 5 * MINUTE,
    base: 5 * MINUTE,
    polygon: 5 * MINUTE,
    bsc: 5 * MINUTE,
  } satisfies Record<ChainKey, number>,
  nativeBalance: 2 * MINUTE,
  /**
   * Spec §9 "ETH price 2 min; price 60 s": ETH (Ethereum's and Base's native coin) 2 min, every
   * other native coin (PLS, BNB, POL) the general 60 s (docs/DECISIONS.md).
   */
  nativePrice: {
    pulse: MINUTE,
    eth: 2 * MINUTE,
    base: 2 * MINUTE,
    bsc: MINUTE,
    polygon: MINUTE,
  } satisfies Record<ChainKey, number>,
  /**
   * Spec §9 "ERC-20 price 2 min; price 60 s": token prices on the Ethereum-family chains 2 min;
   * PulseChain's, which the spec's app priced in its own 60 s price cache, 60 s.
   */
  tokenPrice: {
    pulse: MINUTE,
    eth: 2 * MINUTE,
    base: 2 * MINUTE,
    bsc: 2 * MINUTE,
    polygon: 2 * MINUTE,
  } satisfies Record<ChainKey, number>,
  /** An ENS name's address: a name can change hands, so not the 24 h spec §9 gives token metadata. */
  ensName: 10 * MINUTE,
  ticker: MINUTE,
  /** Exchange rates: one read a minute for everyone (the ECB fixes them once a working day). */
  fx: MINUTE,
  /** What never changes once written (a closed day's price, past blocks' transfers): ten years. */
  settled: 10 * 365 * 24 * 60 * MINUTE,
  /** How long an expired entry is kept to be served as stale when every source fails. */
  staleRetention: 7 * 24 * 60 * MINUTE,
} as const;
