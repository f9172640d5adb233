import { decodeFunctionResult, encodeFunctionData } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { HSIM_ADDRESS } from '../../../../shared/src/chains';
import { hsimAbi } from '../../../../shared/src/hsimAbi';
import type { Aggregate3Call, Aggregate3Result } from '../rpc/aggregate3';
import { decodeOrNull } from './decodeOr';
import type { HsiCounts } from './getHsiCounts';

export interface HsiEntrySlot {
  wallet: Address;
  /** hsiLists(wallet, index) or tokenOfOwnerByIndex(wallet, index). */
  kind: 'direct' | 'token';
  index: number;
}

/** Every slot the counts announce: direct HSIs first, then NFTs, wallet by wallet. */
export function hsiEntrySlots(counts: ReadonlyMap<Address, HsiCounts>): HsiEntrySlot[] {
  return [...counts].flatMap(([wallet, { direct, tokens }]) => [
    ...Array.from({ length: direct }, (_, index): HsiEntrySlot => ({
      wallet,
      kind: 'direct',
      index,
    })),
    ...Array.from({ length: tokens }, (_, index): HsiEntrySlot => ({
      wallet,
      kind: 'token',
      index,
    })),
  ]);
}

/** hsiLists(wallet, i) and tokenOfOwnerByIndex(wallet, j) on HSIM, for one aggregate3 round. */
export function hsiEntryCalls(slots: readonly HsiEntrySlot[]): Aggregate3Call[] {
  return slots.map(({ wallet, kind, index }) => ({
    target: HSIM_ADDRESS,
    callData:
      kind === 'direct'
        ? encodeFunctionData({
            abi: hsimAbi,
            functionName: 'hsiLists',
            args: [wallet, BigInt(index)],
          })
        : encodeFunctionData({
            abi: hsimAbi,
            functionName: 'tokenOfOwnerByIndex',
            args: [wallet, BigInt(index)],
          }),
    weight: 2,
  }));
}

/** A direct slot's HSI address (lowercase) or a token slot's NFT id; null when the call failed. */
export function decodeHsiEntry(
  slot: HsiEntrySlot,
  result: Aggregate3Result | undefined,
): Address | bigint | null {
  if (slot.kind === 'token')
    return decodeOrNull(result, (data) =>
      decodeFunctionResult({ abi: hsimAbi, functionName: 'tokenOfOwnerByIndex', data }),
    );
  const hsi = decodeOrNull(result, (data) =>
    decodeFunctionResult({ abi: hsimAbi, functionName: 'hsiLists', data }),
  );
  return hsi === null ? null : (hsi.toLowerCase() as Address);
}
