import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { ChainsArg, FreshArg } from '../commonArgs';
import type { Address } from '../../../../shared/src/addresses';
import { CHAIN_KEYS } from '../../../../shared/src/chains';
import type { Context } from '../../context';
import { portfolioHistory } from '../../services/history/portfolioHistory';
import { BASE_CURRENCY } from '../../../../shared/src/currencies';
import { fxDayRates } from '../../services/fx/fxDayRates';
import { fxQuote } from '../../services/fx/fxQuote';
import type { ChainKeyEnum } from '../chain/chain.type';
import { CurrencyEnum } from '../fx/fx.type';
import { assertWalletCount } from '../../limits';
import { AddressScalar } from '../scalars/address';
import { HistoryRangeEnum, PortfolioHistory } from './history.type';

const rangeArg = { defaultValue: HistoryRangeEnum.MONTH } as const;
const currencyArg = {
  defaultValue: BASE_CURRENCY,
  description: "The currency of each point's total, converted at that day's rate (fx).",
} as const;

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
    @Arg('currency', () => CurrencyEnum, currencyArg) currency: CurrencyEnum,
    @Ctx() context: Context,
  ): Promise<PortfolioHistory> {
    assertWalletCount(wallets);
    const history = PortfolioHistory.from(
      await portfolioHistory(context.deps, context.loaders(fresh), {
        wallets,
        chains: chains ?? CHAIN_KEYS,
        range,
        fresh,
      }),
    );
    const days = history.points.map((point) => point.at.slice(0, 10));
    const from = days[0];
    const to = days.at(-1);
    if (from === undefined || to === undefined) {
      const quote = await fxQuote(context.deps, currency);
      return history.inCurrency({ quote, rateOn: () => ({ rate: quote.rate, asOf: quote.asOf }) });
    }
    return history.inCurrency(await fxDayRates(context.deps, currency, { from, to }));
  }

  @Query(() => PortfolioHistory, { description: "One wallet's value per UTC day." })
  async walletHistory(
    @Arg('address', () => AddressScalar) address: Address,
    @ChainsArg() chains: ChainKeyEnum[] | null,
    @Arg('range', () => HistoryRangeEnum, rangeArg) range: HistoryRangeEnum,
    @FreshArg('Read what is new from the explorers now (the refresh button).') fresh: boolean,
    @Arg('currency', () => CurrencyEnum, currencyArg) currency: CurrencyEnum,
    @Ctx() context: Context,
  ): Promise<PortfolioHistory> {
    return this.portfolioHistory([address], chains, range, fresh, currency, context);
  }
}
