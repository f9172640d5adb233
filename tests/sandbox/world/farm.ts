/**
 * The world's MasterChef-style farm (PulseX's, at its real address): the LP the wallets staked
 * (world/poolShares.ts mints it straight to the farm) and the INC each has earned. The farm's
 * emission rate is 0, so a pending reward does not grow with the node's clock: ground truth is
 * `amount × accIncPerShare ÷ 1e12 − rewardDebt` exactly, as MasterChef's pendingInc computes it.
 */
import { FARMS } from '../../../shared/src/farms';
import type { Address } from '../../../shared/src/addresses';
import type { ChainKey } from '../../../shared/src/chains';
import type { WorldPair } from './poolShares';
import type { WorldToken } from './types';

export interface FarmPool {
  lpToken: Address;
  allocPoint: bigint;
  /** Reward per staked LP base unit, × 1e12. */
  accIncPerShare: bigint;
}

export interface FarmUser {
  pid: number;
  wallet: Address;
  amount: bigint;
  rewardDebt: bigint;
}

export interface WorldFarm {
  chain: ChainKey;
  protocol: string;
  address: Address;
  rewardToken: WorldToken;
  pools: FarmPool[];
  users: FarmUser[];
}

/** Reward per LP base unit the pool has paid since it opened (× 1e12), and when a staker joined. */
const ACC_PER_SHARE = 3_000_000n;
const ACC_AT_DEPOSIT = 1_000_000n;

/** The chain's farm address, if the world has one there. */
export function farmAddress(chain: ChainKey): Address | undefined {
  return chain === 'pulse' ? FARMS.pulse[0]!.address : undefined;
}

/**
 * The farm of a chain from its pairs' staked LP: pid 0 a single-token pool nobody here staked in
 * (as MasterChef's first pool often is), then one pool per pair with stakes.
 */
export function worldFarm(
  chain: ChainKey,
  pairs: readonly WorldPair[],
  wellKnown: (chain: ChainKey, symbol: string) => WorldToken,
): WorldFarm | undefined {
  const address = farmAddress(chain);
  const farmed = pairs.filter(
    (pair) => pair.chain === chain && Object.keys(pair.state.staked).length > 0,
  );
  if (address === undefined || farmed.length === 0) return undefined;
  const rewardToken = wellKnown(chain, 'INC');
  const pools: FarmPool[] = [
    { lpToken: wellKnown(chain, 'PLSX').address, allocPoint: 0n, accIncPerShare: 0n },
    ...farmed.map((pair) => ({
      lpToken: pair.address,
      allocPoint: 1_000n,
      accIncPerShare: ACC_PER_SHARE,
    })),
  ];
  const users = farmed.flatMap((pair, index) =>
    Object.entries(pair.state.staked).map(([wallet, amount]) => ({
      pid: index + 1,
      wallet: wallet as Address,
      amount,
      rewardDebt: (amount * ACC_AT_DEPOSIT) / 10n ** 12n,
    })),
  );
  return { chain, protocol: FARMS[chain][0]!.name, address, rewardToken, pools, users };
}

/** What pendingInc answers for a staker. */
export function pendingReward(farm: WorldFarm, user: FarmUser): bigint {
  return (user.amount * farm.pools[user.pid]!.accIncPerShare) / 10n ** 12n - user.rewardDebt;
}
