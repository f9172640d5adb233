import type { PublicClient } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { getStakeCounts } from '../../sources/hex/getStakeCounts';
import { getStakeLists, type HexStakeEntry } from '../../sources/hex/getStakeLists';
import { isUnreachable } from '../../sources/hex/rpcFailure';
import { mapWithConcurrency } from '../holdings/mapWithConcurrency';

export type WalletRead = { stakes: HexStakeEntry[] } | { error: unknown };

/** Spec §9: "HEX stakes fetched 3 wallets at a time". */
export const WALLETS_AT_A_TIME = 3;

/**
 * Every wallet's stakes in two round trips whatever the number of wallets: all stakeCounts in one
 * Multicall3 eth_call, then all stakeLists entries in one more (split only past the gas budget of
 * aggregate3.ts).
 *
 * When a node answers but refuses the combined read (a gas or response-size cap of its own), the
 * wallets are read one by one, 3 at a time (spec §9), so a wallet whose list is too big for the
 * node fails alone and the others still show. When no node answers at all, asking again wallet by
 * wallet would only multiply the waiting (eHEX retries six times), so every wallet fails at once.
 */
export async function readWalletStakes(client: PublicClient, wallets: readonly Address[]): Promise<Map<Address, WalletRead>> {
  if (wallets.length === 0) return new Map();
  try {
    const lists = await getStakeLists(client, await getStakeCounts(client, wallets));
    return new Map(wallets.map((wallet) => [wallet, { stakes: lists.get(wallet) ?? [] }]));
  } catch (error) {
    if (wallets.length === 1 || isUnreachable(error)) return new Map(wallets.map((wallet) => [wallet, { error }]));
    const one = await mapWithConcurrency(wallets, WALLETS_AT_A_TIME, (wallet) => readWalletStakes(client, [wallet]));
    return new Map(one.flatMap((reads) => [...reads]));
  }
}
