import type { Address } from '../../../../shared/src/addresses';
import { CHAINS, HEX_ADDRESS } from '../../../../shared/src/chains';
import type { HexChain } from '../../sources/hex/hexClient';

/** Spec §3 "Staking config": HEX on PulseChain (chainId 369, unit HEX), eHEX on Ethereum (chainId 1, unit eHEX). */
export interface StakingNetwork {
  id: 'hex' | 'ehex';
  title: string;
  unit: 'HEX' | 'eHEX';
  chain: HexChain;
  chainId: number;
  /** Same contract on both chains (UPSTREAMS.md §8); lowercase, the price engine's key. */
  hexAddress: Address;
  /** The token's own symbol on its chain, for the price engine's searches: HEX on both. */
  priceSymbol: string;
}

export const STAKING_NETWORKS: Readonly<Record<HexChain, StakingNetwork>> = {
  pulse: {
    id: 'hex',
    title: 'HEX Staking',
    unit: 'HEX',
    chain: 'pulse',
    chainId: CHAINS.pulse.id,
    hexAddress: HEX_ADDRESS.toLowerCase() as Address,
    priceSymbol: 'HEX',
  },
  eth: {
    id: 'ehex',
    title: 'eHEX Staking',
    unit: 'eHEX',
    chain: 'eth',
    chainId: CHAINS.eth.id,
    hexAddress: HEX_ADDRESS.toLowerCase() as Address,
    priceSymbol: 'HEX',
  },
};
