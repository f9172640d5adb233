import { decodeFunctionResult, encodeFunctionData, type PublicClient } from 'viem';
import { HEX_ADDRESS } from '../../../../shared/src/chains';
import { hexAbi } from '../../../../shared/src/hexAbi';
import { UpstreamShapeError } from '../../errors/errors';
import { aggregate3 } from '../rpc/aggregate3';

/** The contract-wide numbers a staking page needs; decimal strings where a value may pass 2^53. */
export interface HexGlobals {
  currentDay: number;
  /** globals.dailyDataCount: dailyData exists for days 0 … dailyDataCount − 1 (may lag currentDay). */
  dailyDataCount: number;
  /** globalInfo()[9] and [8], the adoption-bonus inputs of the Big Pay Day slice. */
  claimedBtcAddrCount: string;
  claimedSatoshisTotal: string;
  /**
   * globalInfo()[0], [1], [3], [5], [7] and [11]: what HEX's stakeEnd works from when it first stores
   * the days missing before currentDay (_dailyDataUpdate) and when it estimates a day that has not
   * been served (_estimatePayoutRewardsDay). Optional only for entries cached before they were read.
   */
  ledger?: HexLedger;
}

/** HEX's GlobalsCache words behind a stake's end (HEX-src GlobalsAndUtility), decimal strings. */
export interface HexLedger {
  lockedHeartsTotal: string;
  nextStakeSharesTotal: string;
  stakePenaltyTotal: string;
  stakeSharesTotal: string;
  unclaimedSatoshisTotal: string;
  totalSupply: string;
}

/** HEX days are uint16 in its storage; anything larger is not HEX answering. */
const MAX_DAY = 65_535;

function day(value: bigint, what: string): number {
  if (value > BigInt(MAX_DAY))
    throw new UpstreamShapeError(`HEX ${what} ${value} is not a day number`, 'rpc:hex');
  return Number(value);
}

/** currentDay() and globalInfo() in one eth_call (UPSTREAMS.md §8 for globalInfo's 13 words). */
export async function getHexGlobals(client: PublicClient): Promise<HexGlobals> {
  const [current, info] = await aggregate3(client, [
    {
      target: HEX_ADDRESS,
      callData: encodeFunctionData({ abi: hexAbi, functionName: 'currentDay' }),
      weight: 1,
    },
    {
      target: HEX_ADDRESS,
      callData: encodeFunctionData({ abi: hexAbi, functionName: 'globalInfo' }),
      weight: 8,
    },
  ]);
  if (!current?.success || !info?.success)
    throw new UpstreamShapeError('HEX currentDay() or globalInfo() reverted', 'rpc:hex');
  const currentDay = decodeFunctionResult({
    abi: hexAbi,
    functionName: 'currentDay',
    data: current.returnData,
  });
  const words = decodeFunctionResult({
    abi: hexAbi,
    functionName: 'globalInfo',
    data: info.returnData,
  });
  return {
    currentDay: day(currentDay, 'currentDay'),
    dailyDataCount: day(words[4], 'dailyDataCount'),
    claimedBtcAddrCount: words[9].toString(),
    claimedSatoshisTotal: words[8].toString(),
    ledger: {
      lockedHeartsTotal: words[0].toString(),
      nextStakeSharesTotal: words[1].toString(),
      stakePenaltyTotal: words[3].toString(),
      stakeSharesTotal: words[5].toString(),
      unclaimedSatoshisTotal: words[7].toString(),
      totalSupply: words[11].toString(),
    },
  };
}
