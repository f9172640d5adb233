import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { BASE_CURRENCY } from '../../../../shared/src/currencies';
import { fxQuote } from '../../services/fx/fxQuote';
import { CurrencyEnum } from '../fx/fx.type';
import type { Context } from '../../context';
import { tickerService } from '../../services/ticker/tickerRegistry';
import { TickerItem } from './ticker.type';

@Resolver(() => TickerItem)
export class TickerResolver {
  @Query(() => [TickerItem], {
    description:
      'The 15 ticker coins in the spec §2 order, refreshed at most once a minute for every user (backing off while the market-data API fails).',
  })
  async ticker(
    @Arg('currency', () => CurrencyEnum, {
      defaultValue: BASE_CURRENCY,
      description: "The currency of each coin's price (fx): priceUsd stays in USD.",
    })
    currency: CurrencyEnum,
    @Ctx() context: Context,
  ): Promise<TickerItem[]> {
    const service = tickerService(context.deps);
    const [items, quote] = await Promise.all([service.items(), fxQuote(context.deps, currency)]);
    const now = service.now();
    return items.map((item) => TickerItem.from(item, now, quote));
  }
}
