import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { ChainsArg, FreshArg } from '../commonArgs';
import type { Address } from '../../../../shared/src/addresses';
import { CHAIN_KEYS } from '../../../../shared/src/chains';
import type { Context } from '../../context';
import { assembledPortfolio } from '../../services/holdings/assembledPortfolio';
import { BASE_CURRENCY } from '../../../../shared/src/currencies';
import { fxFreshForMs, fxQuote } from '../../services/fx/fxQuote';
import type { ChainKeyEnum } from '../chain/chain.type';
import { CurrencyEnum } from '../fx/fx.type';
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
    @Arg('currency', () => CurrencyEnum, {
      defaultValue: BASE_CURRENCY,
      description: 'The currency of total, price and value (fx): the USD fields stay in USD.',
    })
    currency: CurrencyEnum,
    @Ctx() context: Context,
  ): Promise<Portfolio> {
    assertWalletCount(wallets);
    const [holdings, quote] = await Promise.all([
      assembledPortfolio(context.deps, context.loaders(fresh), {
        wallets,
        chains: chains ?? CHAIN_KEYS,
        fresh,
      }),
      fxQuote(context.deps, currency),
    ]);
    context.freshness.limit(holdings.freshForMs);
    context.freshness.limit(fxFreshForMs(quote));
    return Portfolio.from(holdings, includeFiltered).inCurrency(quote);
  }
}
