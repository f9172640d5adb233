import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { ChainsArg, FreshArg } from '../commonArgs';
import type { Address } from '../../../../shared/src/addresses';
import { CHAIN_KEYS } from '../../../../shared/src/chains';
import type { Context } from '../../context';
import { walletHoldings } from '../../services/holdings/walletHoldings';
import type { ChainKeyEnum } from '../chain/chain.type';
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
    @Ctx() context: Context,
  ): Promise<Wallet> {
    const holdings = await walletHoldings(context.loaders(fresh), address, chains ?? CHAIN_KEYS);
    context.freshness.limit(holdings.freshForMs);
    return Wallet.from(holdings, includeFiltered);
  }
}
