/**
 * Uniswap-v3-style position managers (NonfungiblePositionManager) whose NFTs Kinko values as
 * concentrated-liquidity positions, per chain. A position is read through the manager a wallet's
 * NFT lives on, and its pool through that manager's own factory, so a manager listed here vouches
 * for every pool it reports. Addresses from Uniswap's v3 deployments page and PancakeSwap's v3
 * deployment list.
 */
import type { Address } from './addresses';
import type { ChainKey } from './chains';

export interface PositionManager {
  /** Lowercase. */
  address: Address;
  /** The DEX as a user knows it, shown as the position's protocol. */
  name: string;
}

export const POSITION_MANAGERS: Readonly<Record<ChainKey, readonly PositionManager[]>> = {
  pulse: [],
  eth: [{ address: '0xc36442b4a4522e871399cd717abdd847ab11fe88', name: 'Uniswap v3' }],
  bsc: [
    { address: '0x46a15b0b27311cedf172ab29e4f4766fbe7f4364', name: 'PancakeSwap v3' },
    { address: '0x7b8a01b39d58278b5de7e48c8449c9f4f5170613', name: 'Uniswap v3' },
  ],
  polygon: [{ address: '0xc36442b4a4522e871399cd717abdd847ab11fe88', name: 'Uniswap v3' }],
  base: [{ address: '0x03a520b32c04bf3beef7beb72e919cf822ed34f1', name: 'Uniswap v3' }],
};
