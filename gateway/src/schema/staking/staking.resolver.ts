import { GraphQLError } from 'graphql';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Address } from '../../../../shared/src/addresses';
import type { Context } from '../../context';
import { createHexClient } from '../../sources/hex/hexClient';
import { hexPriceFromEngine } from '../../services/staking/hexPrice';
import { hexStaking } from '../../services/staking/hexStaking';
import { MAX_WALLETS_PER_QUERY } from '../limits';
import { AddressScalar } from '../scalars/address';
import { HexNetworkEnum, StakingResult } from './staking.type';

@Resolver(() => StakingResult)
export class StakingResolver {
  @Query(() => StakingResult, {
    description: 'HEX (PULSECHAIN) or eHEX (ETHEREUM) stakes of the wallets, read from the chain, with yield, APY and USD value.',
  })
  async hexStaking(
    @Arg('wallets', () => [AddressScalar]) wallets: Address[],
    @Arg('network', () => HexNetworkEnum) network: HexNetworkEnum,
    @Arg('fresh', () => Boolean, { defaultValue: false, description: 'Skip the cache (the refresh button). Past daily data is never re-read: it cannot change.' })
    fresh: boolean,
    @Ctx() context: Context,
  ): Promise<StakingResult> {
    if (wallets.length > MAX_WALLETS_PER_QUERY) {
      throw new GraphQLError(`At most ${MAX_WALLETS_PER_QUERY} wallets per query.`, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    const chain = network === HexNetworkEnum.PULSECHAIN ? 'pulse' : 'eth';
    const { config, cache } = context.deps;
    const deps = { cache, client: createHexClient(chain, config.chains[chain].rpcUrls), price: hexPriceFromEngine(context.deps) };
    return StakingResult.from(await hexStaking(deps, chain, wallets, { fresh }));
  }
}
