import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { DEX_FACTORIES } from '../../../../shared/src/dexFactories';
import type { Config } from '../../config/env';

/**
 * The DEX a pair's factory belongs to on this chain: the built-in registry, then the operator's
 * DEX_FACTORIES. Per chain on purpose: PulseChain's state-fork copies of Ethereum's pairs still
 * name Uniswap's factory address, and those copies are not Uniswap pools.
 */
export function dexProtocol(
  configured: Config['dexFactories'],
  chain: ChainKey,
  factory: Address,
): string | null {
  const builtIn = DEX_FACTORIES[chain].find((entry) => entry.address === factory);
  if (builtIn !== undefined) return builtIn.name;
  return (
    configured.find((entry) => entry.chain === chain && entry.address === factory)?.name ?? null
  );
}
