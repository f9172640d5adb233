import type { PublicClient } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import type { Cache } from '../../cache/cache';
import { getHexGlobals, type HexGlobals } from '../../sources/hex/getHexGlobals';
import type { HexStakeEntry } from '../../sources/hex/getStakeLists';
import type { HexChain } from '../../../../shared/src/chains';
import { failedStatus, statusOf, type SourceStatus } from '../sourceStatus';
import { readWalletStakes } from './readWalletStakes';
import { STAKING_NETWORKS } from './stakingNetworks';

/**
 * Stakes and globals are cached 10 minutes: spec §9's persistent-cache TTL and its "Daily payout
 * cache valid 10 min". `fresh` (the refresh button) skips it.
 */
const STAKES_TTL_MS = 10 * 60_000;

export interface ChainReader {
  cache: Cache;
  client: PublicClient;
}

export interface WalletStakes {
  wallet: Address;
  /** Null when the wallet could not be read and nothing was cached. */
  stakes: HexStakeEntry[] | null;
  status: SourceStatus;
  error: unknown;
}

export function cachedGlobals(deps: ChainReader, chain: HexChain, fresh: boolean) {
  return deps.cache.getOrFetch<HexGlobals>(
    `hex:globals:${STAKING_NETWORKS[chain].chainId}`,
    STAKES_TTL_MS,
    () => getHexGlobals(deps.client),
    { fresh },
  );
}

/**
 * Each wallet's stake list, cached per wallet; the wallets missing from the cache are read
 * together (readWalletStakes). A wallet that fails is left out of the batch's answer, so it is
 * neither cached nor mixed up with the others; when every wallet of the batch fails the batch
 * rejects, which lets the cache serve old lists, labelled stale.
 */
export async function cachedWalletStakes(
  deps: ChainReader,
  chain: HexChain,
  wallets: readonly Address[],
  fresh: boolean,
): Promise<WalletStakes[]> {
  const keyOf = (wallet: Address) => `hex:stakes:${STAKING_NETWORKS[chain].chainId}:${wallet}`;
  const walletOf = new Map(wallets.map((wallet) => [keyOf(wallet), wallet]));
  const errors = new Map<Address, unknown>();
  const found = await deps.cache.getOrFetchMany<HexStakeEntry[]>(
    wallets.map(keyOf),
    STAKES_TTL_MS,
    async (keys) => {
      const reads = await readWalletStakes(
        deps.client,
        keys.map((key) => walletOf.get(key) as Address),
      );
      const lists = new Map<string, HexStakeEntry[]>();
      for (const [wallet, read] of reads) {
        if ('stakes' in read) lists.set(keyOf(wallet), read.stakes);
        else errors.set(wallet, read.error);
      }
      if (lists.size === 0 && errors.size > 0) throw [...errors.values()][0];
      return lists;
    },
    { fresh },
  );
  return wallets.map((wallet) => {
    const where = { chain, wallet, source: 'hex-stakes:rpc' };
    const cached = found.get(keyOf(wallet));
    if (cached)
      return { wallet, stakes: cached.value, status: statusOf(cached, where), error: null };
    // Another request's batch may have failed for this wallet; its error is not ours to see.
    const error = errors.get(wallet) ?? new Error('no answer for this wallet');
    return { wallet, stakes: null, status: failedStatus(error, where), error };
  });
}
