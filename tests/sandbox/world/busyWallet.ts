import { getAddress } from 'viem';
import type { ChainKey } from '../../../shared/src/chains';
import { Rng } from './random';
import type { WorldWallet } from './types';

/** The busy wallet's index: below every listed wallet's (0…) and the bulk holder's (−1). */
export const BUSY_WALLET_INDEX = -2;

/** Its chain: PulseChain, whose explorer answers a page in ~700 ms on a bad day (UPSTREAMS.md §1.1). */
export const BUSY_CHAIN: ChainKey = 'pulse';

/**
 * Its own transactions there, before the funding and lures world/transferHistory.ts adds: about
 * half native, half token transfers, so each list is some 110 pages of 50 — over 10,000 rows in
 * all, within the classic APIs' 10,000-row window per list.
 */
export const BUSY_TRANSACTIONS = 11_000;

/** The longest gap between two of its transactions (seconds): 11,000 of them span about 5 months. */
export const BUSY_MAX_GAP_S = 5_000;

/**
 * A wallet outside the world's list whose PulseChain history is longer than one background read
 * can take: a trader's, for resumable history reads. Everything else of it (holdings, balances,
 * other chains) is generated as for any wallet, so the world's truths hold for it.
 */
export function busyWallet(seed: number): WorldWallet {
  const address = Rng.derive(seed, 'busy-wallet').address();
  return { index: BUSY_WALLET_INDEX, address, checksum: getAddress(address), name: 'Busy trader' };
}
