/**
 * MasterChef-style farms whose staked LP Kinko values as farm positions, per chain. Each answers
 * poolLength(), poolInfo(pid) (the LP token first), userInfo(pid, user) (the staked amount first)
 * and a pending-reward view; the reward token is what `rewardToken` returns. Addresses and
 * function names from the farm's verified contract (PulseX's MasterChef: pendingInc, inc).
 */
import type { Address } from './addresses';
import type { ChainKey } from './chains';

export interface Farm {
  /** Lowercase. */
  address: Address;
  /** The farm as a user knows it, shown as the position's protocol. */
  name: string;
  /** The view `(uint256 pid, address user) returns (uint256)` of the reward not yet harvested. */
  pendingFunction: string;
  /** The view `() returns (address)` of the reward token. */
  rewardTokenFunction: string;
}

export const FARMS: Readonly<Record<ChainKey, readonly Farm[]>> = {
  pulse: [
    {
      address: '0xb2ca4a66d3e57a5a9a12043b6bad28249fe302d4',
      name: 'PulseX farm',
      pendingFunction: 'pendingInc',
      rewardTokenFunction: 'inc',
    },
  ],
  eth: [],
  bsc: [],
  polygon: [],
  base: [],
};
