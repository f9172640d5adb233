import { decodeFunctionResult, encodeFunctionData } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { HEX_ADDRESS } from '../../../../shared/src/chains';
import { hexAbi } from '../../../../shared/src/hexAbi';
import type { Aggregate3Call, Aggregate3Result } from '../rpc/aggregate3';

/** A stake held through Hedron: the HSI contract is HEX's staker (UPSTREAMS.md §8, Hedron's HSIM). */
export interface HsiRef {
  /** The HSI contract: stakeLists(hsiAddress, 0) is its one stake. */
  address: Address;
  /** Its position in the wallet's hsiLists (what hexStakeEnd takes); null when tokenized. */
  hsiIndex: number | null;
  /** The HSI NFT the wallet owns, as a decimal string; null when held untokenized. */
  tokenId: string | null;
}

/**
 * One stakeLists entry (spec §3 "HEX stake row" / "eHEX stake"). uint40/uint72 values are exact
 * decimal strings, as the API sends them and the cache stores them (JSON has no bigint).
 */
export interface HexStakeEntry {
  /** Position in the staker's list: changes when an earlier stake ends (swap-and-pop, UPSTREAMS.md §8). */
  stakeIndex: number;
  stakeId: string;
  stakedHearts: string;
  stakeShares: string;
  lockedDay: number;
  stakedDays: number;
  /** 0 while the stake is active (spec §3). */
  unlockedDay: number;
  isAutoStake: boolean;
  /** Set when the staker is an HSI the wallet owns; absent for the wallet's own stakes. */
  hsi?: HsiRef;
}

export interface StakeSlot {
  staker: Address;
  stakeIndex: number;
}

/** stakeLists(staker, i) for every slot, to send in one aggregate3 round (aggregate3Groups). */
export function stakeListCalls(slots: readonly StakeSlot[]): Aggregate3Call[] {
  return slots.map(({ staker, stakeIndex }) => ({
    target: HEX_ADDRESS,
    callData: encodeFunctionData({
      abi: hexAbi,
      functionName: 'stakeLists',
      args: [staker, BigInt(stakeIndex)],
    }),
    weight: 2,
  }));
}

/**
 * One slot's entry. Spec §5: "a failed stake entry is skipped" — a reverted or undecodable entry
 * is null and the rest of its wallet still shows.
 */
export function decodeStakeEntry(
  stakeIndex: number,
  result: Aggregate3Result | undefined,
): HexStakeEntry | null {
  if (!result?.success) return null;
  let fields;
  try {
    fields = decodeFunctionResult({
      abi: hexAbi,
      functionName: 'stakeLists',
      data: result.returnData,
    });
  } catch {
    return null; // not a stake record: skipped like a revert
  }
  const [stakeId, stakedHearts, stakeShares, lockedDay, stakedDays, unlockedDay, isAutoStake] =
    fields;
  return {
    stakeIndex,
    stakeId: stakeId.toString(),
    stakedHearts: stakedHearts.toString(),
    stakeShares: stakeShares.toString(),
    lockedDay,
    stakedDays,
    unlockedDay,
    isAutoStake,
  };
}
