import type { Address } from '../../../../shared/src/addresses';
import { createHexClient } from '../../sources/hex/hexClient';
import { type HexChain } from '../../../../shared/src/chains';
import type { EngineDeps } from '../holdings/engineDeps';
import { hexPriceFromEngine } from './hexPrice';
import { hexStaking } from './hexStaking';
import type { StakingResultModel } from './stakingModel';

/**
 * hexStaking wired to the process's engine: a HEX client over the chain's configured nodes and
 * HEX priced by the price engine. The GraphQL query and the CSV export both read stakes through it.
 */
export function engineHexStaking(
  deps: EngineDeps,
  chain: HexChain,
  wallets: readonly Address[],
  options: { fresh: boolean },
): Promise<StakingResultModel> {
  const stakingDeps = {
    cache: deps.cache,
    client: createHexClient(chain, deps.config.chains[chain].rpcUrls, { circuits: deps.circuits }),
    price: hexPriceFromEngine(deps),
  };
  return hexStaking(stakingDeps, chain, wallets, options);
}
