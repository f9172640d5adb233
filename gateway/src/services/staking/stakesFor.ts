import type { Address } from '../../../../shared/src/addresses';
import { createHexClient } from '../../sources/hex/hexClient';
import { type HexChain } from '../../../../shared/src/chains';
import type { GatewayDeps } from '../../deps';
import { hexPriceLookup } from './hexPrice';
import { hexStaking } from './hexStaking';
import type { StakingResultModel } from './stakingModel';

/**
 * hexStaking wired to the process's dependencies: a HEX client over the chain's configured nodes and
 * HEX priced by the price engine. The GraphQL query and the CSV export both read stakes through it.
 */
export function stakesFor(
  deps: GatewayDeps,
  chain: HexChain,
  wallets: readonly Address[],
  options: { fresh: boolean },
): Promise<StakingResultModel> {
  const stakingDeps = {
    cache: deps.cache,
    client: createHexClient(chain, deps.config.chains[chain].rpcUrls, { circuits: deps.circuits }),
    price: hexPriceLookup(deps),
  };
  return hexStaking(stakingDeps, chain, wallets, options);
}
