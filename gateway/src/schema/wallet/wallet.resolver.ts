import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Address } from '../../../../shared/src/addresses';
import type { Context } from '../../context';
import { AddressScalar } from '../scalars/address';
import { Wallet } from './wallet.type';

@Resolver(() => Wallet)
export class WalletResolver {
  @Query(() => Wallet, { description: "A wallet's holdings with USD values and the status of every source asked." })
  async wallet(
    @Arg('address', () => AddressScalar) address: Address,
    @Ctx() context: Context,
  ): Promise<Wallet> {
    return Wallet.from(await context.loaders.walletHoldings.load(address));
  }
}
