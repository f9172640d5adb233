import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { ChainsArg, FreshArg } from '../commonArgs';
import type { Address } from '../../../../shared/src/addresses';
import { CHAIN_KEYS } from '../../../../shared/src/chains';
import type { Context } from '../../context';
import { portfolioHistory } from '../../services/history/portfolioHistory';
import type { ChainKeyEnum } from '../chain/chain.type';
import { assertWalletCount } from '../../limits';
import { AddressScalar } from '../scalars/address';
import { HistoryRangeEnum, PortfolioHistory } from './history.type';

const rangeArg = { defaultValue: HistoryRangeEnum.MONTH } as const;

@Resolver(() => PortfolioHistory)
export class HistoryResolver {
  @Query(() => PortfolioHistory, {
    description: "The wallets' merged value per UTC day, rebuilt from their transfers.",
  })
  async portfolioHistory(
    @Arg('wallets', () => [AddressScalar]) wallets: Address[],
    @ChainsArg() chains: ChainKeyEnum[] | null,
    @Arg('range', () => HistoryRangeEnum, rangeArg) range: HistoryRangeEnum,
    @FreshArg('Read what is new from the explorers now (the refresh button).') fresh: boolean,
    @Ctx() context: Context,
  ): Promise<PortfolioHistory> {
    assertWalletCount(wallets);
    return PortfolioHistory.from(
      await portfolioHistory(context.deps, context.loaders(fresh), {
        wallets,
        chains: chains ?? CHAIN_KEYS,
        range,
        fresh,
      }),
    );
  }

  @Query(() => PortfolioHistory, { description: "One wallet's value per UTC day." })
  async walletHistory(
    @Arg('address', () => AddressScalar) address: Address,
    @ChainsArg() chains: ChainKeyEnum[] | null,
    @Arg('range', () => HistoryRangeEnum, rangeArg) range: HistoryRangeEnum,
    @FreshArg('Read what is new from the explorers now (the refresh button).') fresh: boolean,
    @Ctx() context: Context,
  ): Promise<PortfolioHistory> {
    return this.portfolioHistory([address], chains, range, fresh, context);
  }
}
