import { decodeFunctionResult, encodeFunctionData, type PublicClient } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { HEX_ADDRESS } from '../../../../shared/src/chains';
import { hexAbi } from '../../../../shared/src/hexAbi';
import { aggregate3 } from './aggregate3';

/**
 * One stakeLists entry (spec §3 "HEX stake row" / "eHEX stake"). uint40/uint72 values are exact
 * decimal strings, as the API sends them and the cache stores them (JSON has no bigint).
 */
export interface HexStakeEntry {
  /** Position in the wallet's list: changes when an earlier stake ends (swap-and-pop, UPSTREAMS.md §8). */
  stakeIndex: number;
  stakeId: string;
  stakedHearts: string;
  stakeShares: string;
  lockedDay: number;
  stakedDays: number;
  /** 0 while the stake is active (spec §3). */
  unlockedDay: number;
  isAutoStake: boolean;
}

/**
 * stakeLists(wallet, i) for i < count of every wallet, all in as few eth_calls as the budget
 * allows (10 wallets × 20 stakes: one). Spec §5: "a failed stake entry is skipped" — a reverted
 * entry is left out and the rest of its wallet still shows. Rejects when an eth_call fails.
 */
export async function getStakeLists(client: PublicClient, counts: ReadonlyMap<Address, number>): Promise<Map<Address, HexStakeEntry[]>> {
  const slots = [...counts].flatMap(([wallet, count]) => Array.from({ length: count }, (_, stakeIndex) => ({ wallet, stakeIndex })));
  const results = await aggregate3(
    client,
    slots.map(({ wallet, stakeIndex }) => ({
      target: HEX_ADDRESS,
      callData: encodeFunctionData({ abi: hexAbi, functionName: 'stakeLists', args: [wallet, BigInt(stakeIndex)] }),
      weight: 2,
    })),
  );
  const lists = new Map<Address, HexStakeEntry[]>([...counts.keys()].map((wallet) => [wallet, []]));
  slots.forEach(({ wallet, stakeIndex }, index) => {
    const result = results[index];
    if (!result?.success) return;
    let fields;
    try {
      fields = decodeFunctionResult({ abi: hexAbi, functionName: 'stakeLists', data: result.returnData });
    } catch {
      return; // not a stake record: skipped like a revert
    }
    const [stakeId, stakedHearts, stakeShares, lockedDay, stakedDays, unlockedDay, isAutoStake] = fields;
    lists.get(wallet)?.push({
      stakeIndex,
      stakeId: stakeId.toString(),
      stakedHearts: stakedHearts.toString(),
      stakeShares: stakeShares.toString(),
      lockedDay,
      stakedDays,
      unlockedDay,
      isAutoStake,
    });
  });
  return lists;
}
