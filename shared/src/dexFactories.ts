/**
 * Uniswap-v2-style factories whose pairs Kinko values as pool positions, per chain. A pair answers
 * factory(); only a factory listed here (or configured with DEX_FACTORIES) names the DEX and lets
 * the pair be valued, because anyone can deploy a pair-shaped contract with made-up reserves.
 * Addresses checked against each DEX's published deployments (Uniswap's v2 deployments page,
 * QuickSwap's and PancakeSwap's READMEs, PulseX's verified factories).
 */
import type { Address } from './addresses';
import type { ChainKey } from './chains';

export interface DexFactory {
  /** Lowercase. */
  address: Address;
  /** The DEX as a user knows it, shown as the position's protocol. */
  name: string;
}

export const DEX_FACTORIES: Readonly<Record<ChainKey, readonly DexFactory[]>> = {
  pulse: [
    { address: '0x1715a3e4a142d8b698131108995174f37aeba10d', name: 'PulseX v1' },
    { address: '0x29ea7545def87022badc76323f373ea1e707c523', name: 'PulseX v2' },
  ],
  eth: [
    { address: '0x5c69bee701ef814a2b6a3edd4b1652cb9cc5aa6f', name: 'Uniswap v2' },
    { address: '0xc0aee478e3658e2610c5f7a4a2e1777ce9e4f2ac', name: 'SushiSwap' },
  ],
  bsc: [
    { address: '0xca143ce32fe78f1f7019d7d551a6402fc5350c73', name: 'PancakeSwap v2' },
    { address: '0x8909dc15e40173ff4699343b6eb8132c65e18ec6', name: 'Uniswap v2' },
  ],
  polygon: [
    { address: '0x5757371414417b8c6caad45baef941abc7d3ab32', name: 'QuickSwap' },
    { address: '0x9e5a52f57b3038f1b8eee45f28b3c1967e22799c', name: 'Uniswap v2' },
  ],
  base: [{ address: '0x8909dc15e40173ff4699343b6eb8132c65e18ec6', name: 'Uniswap v2' }],
};
