import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { ChainsArg, FreshArg } from '../commonArgs';
import type { Address } from '../../../../shared/src/addresses';
import { CHAIN_KEYS } from '../../../../shared/src/chains';
import type { Context } from '../../context';
import { assembledPortfolio } from '../../services/holdings/assembledPortfolio';
import type { ChainKeyEnum } from '../chain/chain.type';
import { assertWalletCount } from '../../limits';
import { AddressScalar } from '../scalars/address';
import { Portfolio } from './portfolio.type';

@Resolver(() => Portfolio)
export class PortfolioResolver {
  @Query(() => Portfolio, {
    description:
      'The wallets given, merged: totals, rows by USD value, per-wallet breakdown and source statuses.',
  })
  async portfolio(
    @Arg('wallets', () => [AddressScalar]) wallets: Address[],
    @ChainsArg()
    chains: ChainKeyEnum[] | null,
    @FreshArg()
    fresh: boolean,
    @Arg('includeFiltered', () => Boolean, {
      defaultValue: false,
      description: 'Also list what the spec rules dropped or hid, with the reason.',
    })
    includeFiltered: boolean,
    @Ctx() context: Context,
  ): Promise<Portfolio> {
    assertWalletCount(wallets);
    const holdings = await assembledPortfolio(context.deps, context.loaders(fresh), {
      wallets,
      chains: chains ?? CHAIN_KEYS,
      fresh,
    });
    context.freshness.limit(holdings.freshForMs);
    return Portfolio.from(holdings, includeFiltered);
  }
}
