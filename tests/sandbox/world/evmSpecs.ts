import { CHAIN_KEYS, CHAINS, type ChainKey } from '../../../shared/src/chains';
import type { EvmChainSpec, HexSpec, HexStakeSpec } from '../evm/evmSpec';
import type { HexChain } from './hex';
import type { World } from './world';

/** What the local EVM must hold for this world: native balances on all five chains, HEX on PulseChain and Ethereum. */
export function evmSpecs(world: World): EvmChainSpec[] {
  return CHAIN_KEYS.map((chain) => {
    const nativeBalances = Object.fromEntries(world.wallets.map((wallet) => [wallet.address, world.nativeBalance(wallet.address, chain)]));
    const hex = hexChain(chain);
    const spec: EvmChainSpec = { chainId: CHAINS[chain].id, nativeBalances, now: world.now };
    return hex === undefined ? spec : { ...spec, hex: hexSpec(world, hex) };
  });
}

function hexChain(chain: ChainKey): HexChain | undefined {
  return chain === 'pulse' || chain === 'eth' ? chain : undefined;
}

function hexSpec(world: World, chain: HexChain): HexSpec {
  const reverting = world.wallets.filter((wallet) => world.hexStakeCountReverts(wallet.address, chain));
  const stakes = world.wallets
    .filter((wallet) => !reverting.includes(wallet))
    .map((wallet): [string, HexStakeSpec[]] => [wallet.address, [...world.hexStakes(wallet.address, chain)]])
    .filter(([, list]) => list.length > 0);
  return {
    currentDay: world.hexCurrentDay,
    dailyData: [...world.hexDailyData(chain)],
    shareRate: world.hexShareRate(chain),
    stakes: Object.fromEntries(stakes),
    revertStakeCountFor: reverting.map((wallet) => wallet.address),
  };
}
