import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Address } from '../../../../shared/src/addresses';
import { CHAIN_KEYS } from '../../../../shared/src/chains';
import type { Context } from '../../context';
import { walletHoldings } from '../../services/holdings/walletHoldings';
import { ChainKeyEnum } from '../chain/chain.type';
import { AddressScalar } from '../scalars/address';
import { Wallet } from './wallet.type';

@Resolver(() => Wallet)
export class WalletResolver {
  @Query(() => Wallet, {
    description: "A wallet's holdings with USD values, and the status of every source asked.",
  })
  async wallet(
    @Arg('address', () => AddressScalar) address: Address,
    @Arg('chains', () => [ChainKeyEnum], {
      nullable: true,
      description: 'Chains to read; all five when omitted.',
    })
    chains: ChainKeyEnum[] | null,
    @Arg('fresh', () => Boolean, {
      defaultValue: false,
      description: 'Skip the cache (the refresh button).',
    })
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
