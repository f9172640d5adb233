import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Address } from '../../../../shared/src/addresses';
import type { Context } from '../../context';
import { assertWalletCount } from '../../limits';
import { tokenHistory } from '../../services/history/tokenHistory';
import { ChainKeyEnum } from '../chain/chain.type';
import { FreshArg } from '../commonArgs';
import { AddressScalar } from '../scalars/address';
import { HistoryRangeEnum } from './history.type';
import { TokenHistory } from './tokenHistory.type';

@Resolver(() => TokenHistory)
export class TokenHistoryResolver {
  @Query(() => TokenHistory, {
    description:
      "One token's daily price and each wallet's holdings and value per UTC day, rebuilt from the wallets' transfers.",
  })
  async tokenHistory(
    @Arg('chain', () => ChainKeyEnum) chain: ChainKeyEnum,
    @Arg('address', () => AddressScalar, {
      nullable: true,
      description: 'The token; omitted or null: the chain’s native coin.',
    })
    address: Address | null | undefined,
    @Arg('wallets', () => [AddressScalar]) wallets: Address[],
    @Arg('range', () => HistoryRangeEnum, { defaultValue: HistoryRangeEnum.MONTH })
    range: HistoryRangeEnum,
    @FreshArg('Read what is new from the explorers now (the refresh button).') fresh: boolean,
    @Ctx() context: Context,
  ): Promise<TokenHistory> {
    assertWalletCount(wallets);
    return TokenHistory.from(
      await tokenHistory(context.deps, context.loaders(fresh), {
        chain,
        address: address ?? null,
        wallets,
        range,
        fresh,
      }),
    );
  }
}
