import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { tickerService } from '../../services/ticker/tickerRegistry';
import { TickerItem } from './ticker.type';

@Resolver(() => TickerItem)
export class TickerResolver {
  @Query(() => [TickerItem], {
    description:
      'The 15 ticker coins in the spec §2 order, refreshed at most once a minute for every user (backing off while the market-data API fails).',
  })
  async ticker(@Ctx() context: Context): Promise<TickerItem[]> {
    const service = tickerService(context.deps);
    const items = await service.items();
    const now = service.now();
    return items.map((item) => TickerItem.from(item, now));
  }
}
