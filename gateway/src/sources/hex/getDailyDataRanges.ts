import { decodeFunctionResult, encodeFunctionData, type PublicClient } from 'viem';
import { HEX_ADDRESS } from '../../../../shared/src/chains';
import { hexAbi } from '../../../../shared/src/hexAbi';
import { UpstreamShapeError } from '../../errors/errors';
import { aggregate3 } from '../rpc/aggregate3';

/** Days [begin, end): end exclusive and at most globals.dailyDataCount, as dailyDataRange requires. */
export interface DayRange {
  begin: number;
  end: number;
}

/**
 * dailyDataRange(begin, end) for every range, all in as few eth_calls as the budget allows.
 * Returns, per range and in order, one packed word per day (decode with decodeDailyWord). HEX
 * reverts a range past dailyDataCount ("HEX: range invalid"); that is an error here, since the
 * caller asked only for days the contract has.
 */
export async function getDailyDataRanges(
  client: PublicClient,
  ranges: readonly DayRange[],
): Promise<bigint[][]> {
  const results = await aggregate3(
    client,
    ranges.map(({ begin, end }) => ({
      target: HEX_ADDRESS,
      callData: encodeFunctionData({
        abi: hexAbi,
        functionName: 'dailyDataRange',
        args: [BigInt(begin), BigInt(end)],
      }),
      weight: end - begin,
    })),
  );
  return ranges.map(({ begin, end }, index) => {
    const result = results[index];
    if (!result?.success)
      throw new UpstreamShapeError(`HEX dailyDataRange(${begin}, ${end}) reverted`, 'rpc:hex');
    const words = decodeFunctionResult({
      abi: hexAbi,
      functionName: 'dailyDataRange',
      data: result.returnData,
    });
    if (words.length !== end - begin)
      throw new UpstreamShapeError(
        `HEX dailyDataRange(${begin}, ${end}) returned ${words.length} days`,
        'rpc:hex',
      );
    return [...words];
  });
}
