import { decodeFunctionResult, encodeFunctionData } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { HSIM_ADDRESS } from '../../../../shared/src/chains';
import { hsimAbi } from '../../../../shared/src/hsimAbi';
import type { Aggregate3Call, Aggregate3Result } from '../rpc/aggregate3';
import { decodeOrNull } from './decodeOr';

export interface HsiCounts {
  /** hsiCount(wallet): HSIs held untokenized, listed in hsiLists. */
  direct: number;
  /** balanceOf(wallet) on HSIM, the ERC-721 of tokenized HSIs. */
  tokens: number;
}

/** hsiCount(wallet) and balanceOf(wallet) on HSIM for every wallet, for one aggregate3 round. */
export function hsiCountCalls(wallets: readonly Address[]): Aggregate3Call[] {
  return wallets.flatMap((wallet) => [
    {
      target: HSIM_ADDRESS,
      callData: encodeFunctionData({ abi: hsimAbi, functionName: 'hsiCount', args: [wallet] }),
      weight: 1,
    },
    {
      target: HSIM_ADDRESS,
      callData: encodeFunctionData({ abi: hsimAbi, functionName: 'balanceOf', args: [wallet] }),
      weight: 1,
    },
  ]);
}

/** By wallet; a revert or an empty answer counts as none (decodeOr.ts). */
export function decodeHsiCounts(
  wallets: readonly Address[],
  results: readonly Aggregate3Result[],
): Map<Address, HsiCounts> {
  // Lists longer than 2^53 cannot exist: Number is exact.
  return new Map(
    wallets.map((wallet, index) => [
      wallet,
      {
        direct: Number(
          decodeOrNull(results[2 * index], (data) =>
            decodeFunctionResult({ abi: hsimAbi, functionName: 'hsiCount', data }),
          ) ?? 0n,
        ),
        tokens: Number(
          decodeOrNull(results[2 * index + 1], (data) =>
            decodeFunctionResult({ abi: hsimAbi, functionName: 'balanceOf', data }),
          ) ?? 0n,
        ),
      },
    ]),
  );
}
