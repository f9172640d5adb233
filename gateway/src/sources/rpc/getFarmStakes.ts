import {
  decodeFunctionResult,
  encodeFunctionData,
  parseAbi,
  type Abi,
  type PublicClient,
} from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { Farm } from '../../../../shared/src/farms';
import { chainAggregate3, type Aggregate3Result } from './aggregate3';

/** MasterChef's pool and staker views; poolInfo's first word is the staked token. */
const chefAbi = parseAbi([
  'function poolLength() view returns (uint256)',
  'function poolInfo(uint256) view returns (address lpToken, uint256 allocPoint, uint256 lastRewardTime, uint256 accIncPerShare)',
  'function userInfo(uint256, address) view returns (uint256 amount, uint256 rewardDebt)',
]);

/** The farm's own names for its pending-reward view and reward token (shared/src/farms.ts). */
function rewardAbi(farm: Farm): Abi {
  return parseAbi([
    `function ${farm.pendingFunction}(uint256, address) view returns (uint256)`,
    `function ${farm.rewardTokenFunction}() view returns (address)`,
  ] as readonly string[]);
}

/** One wallet's stake in one pool of a farm. Addresses lowercase. */
export interface FarmStake {
  pid: number;
  lpToken: Address;
  wallet: Address;
  amount: bigint;
  /** The reward not yet harvested; null when the farm's view reverted. */
  pending: bigint | null;
}

export interface FarmStakes {
  /** Null when the farm does not answer it (then no pending reward can be valued). */
  rewardToken: Address | null;
  stakes: FarmStake[];
}

/** Storage slots each view reads, for aggregate3's per-eth_call budget. */
const WEIGHT = { poolInfo: 4, userInfo: 2, pending: 8 } as const;

/**
 * Every wallet's stakes in a MasterChef-style farm in three aggregate3 rounds whatever the number
 * of wallets: poolLength and the reward token; poolInfo of every pid; userInfo and the pending
 * reward of every wallet × pid. Stakes of 0 are left out. A farm that does not answer poolLength
 * (no contract at the address on this node) has no stakes; an eth_call that fails as a whole
 * throws NetworkError (chainAggregate3).
 */
export async function getFarmStakes(
  client: PublicClient,
  chain: ChainKey,
  farm: Farm,
  wallets: readonly Address[],
): Promise<FarmStakes> {
  const rewards = rewardAbi(farm);
  const call = (abi: Abi, functionName: string, args: readonly unknown[], weight: number) => ({
    target: farm.address,
    callData: encodeFunctionData({ abi, functionName, args }),
    weight,
  });
  const decoded = <T>(abi: Abi, functionName: string, answer: Aggregate3Result | undefined) => {
    if (answer?.success !== true) return undefined;
    try {
      return decodeFunctionResult({ abi, functionName, data: answer.returnData }) as T;
    } catch {
      // Answered, but not as the farm's view would (empty data from an address without code).
      return undefined;
    }
  };

  const [length, reward] = await chainAggregate3(client, chain, [
    call(chefAbi, 'poolLength', [], 1),
    call(rewards, farm.rewardTokenFunction, [], 1),
  ]);
  const poolCount = Number(decoded<bigint>(chefAbi, 'poolLength', length) ?? 0n);
  const rewardToken = decoded<string>(rewards, farm.rewardTokenFunction, reward);
  if (poolCount === 0 || wallets.length === 0)
    return { rewardToken: (rewardToken?.toLowerCase() as Address | undefined) ?? null, stakes: [] };

  const pids = Array.from({ length: poolCount }, (_, pid) => pid);
  const infos = await chainAggregate3(
    client,
    chain,
    pids.map((pid) => call(chefAbi, 'poolInfo', [BigInt(pid)], WEIGHT.poolInfo)),
  );
  const pools = pids.flatMap((pid) => {
    const info = decoded<readonly [string, bigint, bigint, bigint]>(
      chefAbi,
      'poolInfo',
      infos[pid],
    );
    return info === undefined ? [] : [{ pid, lpToken: info[0].toLowerCase() as Address }];
  });

  const pairs = pools.flatMap((pool) => wallets.map((wallet) => ({ ...pool, wallet })));
  const answers = await chainAggregate3(
    client,
    chain,
    pairs.flatMap(({ pid, wallet }) => [
      call(chefAbi, 'userInfo', [BigInt(pid), wallet], WEIGHT.userInfo),
      call(rewards, farm.pendingFunction, [BigInt(pid), wallet], WEIGHT.pending),
    ]),
  );
  const stakes = pairs.flatMap(({ pid, lpToken, wallet }, index) => {
    const user = decoded<readonly [bigint, bigint]>(chefAbi, 'userInfo', answers[index * 2]);
    if (user === undefined || user[0] === 0n) return [];
    const pending = decoded<bigint>(rewards, farm.pendingFunction, answers[index * 2 + 1]);
    return [{ pid, lpToken, wallet, amount: user[0], pending: pending ?? null }];
  });
  return { rewardToken: (rewardToken?.toLowerCase() as Address | undefined) ?? null, stakes };
}
