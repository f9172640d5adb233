import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { FreshArg } from '../commonArgs';
import type { Address } from '../../../../shared/src/addresses';
import type { Context } from '../../context';
import { stakesFor } from '../../services/staking/stakesFor';
import { assertWalletCount } from '../../limits';
import { AddressScalar } from '../scalars/address';
import { HexNetworkEnum, StakingResult } from './staking.type';

@Resolver(() => StakingResult)
export class StakingResolver {
  @Query(() => StakingResult, {
    description:
      'HEX (PULSECHAIN) or eHEX (ETHEREUM) stakes of the wallets, read from the chain, with yield, APY and USD value.',
  })
  async hexStaking(
    @Arg('wallets', () => [AddressScalar]) wallets: Address[],
    @Arg('network', () => HexNetworkEnum) network: HexNetworkEnum,
    @FreshArg(
      'Skip the cache (the refresh button). Past daily data is never re-read: it cannot change.',
    )
    fresh: boolean,
    @Ctx() context: Context,
  ): Promise<StakingResult> {
    assertWalletCount(wallets);
    return StakingResult.from(await stakesFor(context.deps, network, wallets, { fresh }));
  }
}
