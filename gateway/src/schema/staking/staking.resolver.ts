import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { BASE_CURRENCY } from '../../../../shared/src/currencies';
import { fxQuote } from '../../services/fx/fxQuote';
import { CurrencyEnum } from '../fx/fx.type';
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
    @Arg('currency', () => CurrencyEnum, {
      defaultValue: BASE_CURRENCY,
      description: "The currency of price and of the stakes' value and grossValue (fx).",
    })
    currency: CurrencyEnum,
    @Ctx() context: Context,
  ): Promise<StakingResult> {
    assertWalletCount(wallets);
    const [result, quote] = await Promise.all([
      stakesFor(context.deps, network, wallets, { fresh }),
      fxQuote(context.deps, currency),
    ]);
    return StakingResult.from(result).inCurrency(quote);
  }
}
