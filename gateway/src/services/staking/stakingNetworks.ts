import type { Address } from '../../../../shared/src/addresses';
import {
  CHAINS,
  HEX_ADDRESS,
  HEX_CHAINS,
  HEX_DEPLOYMENTS,
  type HexChain,
} from '../../../../shared/src/chains';

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

/** Each HEX chain's network, from the registry's HEX_DEPLOYMENTS. */
export const STAKING_NETWORKS = Object.fromEntries(
  HEX_CHAINS.map((chain): [HexChain, StakingNetwork] => [
    chain,
    {
      id: HEX_DEPLOYMENTS[chain].page,
      title: HEX_DEPLOYMENTS[chain].title,
      unit: HEX_DEPLOYMENTS[chain].unit,
      chain,
      chainId: CHAINS[chain].id,
      hexAddress: HEX_ADDRESS.toLowerCase() as Address,
      priceSymbol: 'HEX',
    },
  ]),
) as Readonly<Record<HexChain, StakingNetwork>>;
