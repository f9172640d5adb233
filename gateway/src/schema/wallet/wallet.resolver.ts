import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { ChainsArg, FreshArg } from '../commonArgs';
import type { Address } from '../../../../shared/src/addresses';
import { CHAIN_KEYS } from '../../../../shared/src/chains';
import type { Context } from '../../context';
import { walletHoldings } from '../../services/holdings/walletHoldings';
import { BASE_CURRENCY } from '../../../../shared/src/currencies';
import { fxFreshForMs, fxQuote } from '../../services/fx/fxQuote';
import type { ChainKeyEnum } from '../chain/chain.type';
import { CurrencyEnum } from '../fx/fx.type';
import { AddressScalar } from '../scalars/address';
import { Wallet } from './wallet.type';

@Resolver(() => Wallet)
export class WalletResolver {
  @Query(() => Wallet, {
    description: "A wallet's holdings with USD values, and the status of every source asked.",
  })
  async wallet(
    @Arg('address', () => AddressScalar) address: Address,
    @ChainsArg()
    chains: ChainKeyEnum[] | null,
    @FreshArg()
    fresh: boolean,
    @Arg('includeFiltered', () => Boolean, {
      defaultValue: false,
      description: 'Also list holdings the spec rules dropped, with the reason.',
    })
    includeFiltered: boolean,
    @Arg('currency', () => CurrencyEnum, {
      defaultValue: BASE_CURRENCY,
      description: 'The currency of total, price and value (fx): the USD fields stay in USD.',
    })
    currency: CurrencyEnum,
    @Ctx() context: Context,
  ): Promise<Wallet> {
    const [holdings, quote] = await Promise.all([
      walletHoldings(context.loaders(fresh), address, chains ?? CHAIN_KEYS),
      fxQuote(context.deps, currency),
    ]);
    context.freshness.limit(holdings.freshForMs);
    context.freshness.limit(fxFreshForMs(quote));
    return Wallet.from(holdings, includeFiltered).inCurrency(quote);
  }
}
