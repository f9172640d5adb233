import { decodeFunctionResult, encodeFunctionData, zeroAddress } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { HSIM_ADDRESS } from '../../../../shared/src/chains';
import { hsimAbi } from '../../../../shared/src/hsimAbi';
import type { Aggregate3Call, Aggregate3Result } from '../rpc/aggregate3';
import { decodeOrNull } from './decodeOr';

/** hsiToken(tokenId) on HSIM for every NFT, for one aggregate3 round. */
export function hsiTokenCalls(tokenIds: readonly bigint[]): Aggregate3Call[] {
  return tokenIds.map((tokenId) => ({
    target: HSIM_ADDRESS,
    callData: encodeFunctionData({ abi: hsimAbi, functionName: 'hsiToken', args: [tokenId] }),
    weight: 1,
  }));
}

/** The HSI a token stands for, lowercase; null when the call failed or the token maps to nothing. */
export function decodeHsiToken(result: Aggregate3Result | undefined): Address | null {
  const hsi = decodeOrNull(result, (data) =>
    decodeFunctionResult({ abi: hsimAbi, functionName: 'hsiToken', data }),
  );
  return hsi === null || hsi === zeroAddress ? null : (hsi.toLowerCase() as Address);
}
