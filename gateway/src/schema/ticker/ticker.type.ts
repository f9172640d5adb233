import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { TickerItem as TickerItemModel } from '../../services/ticker/tickerService';
import { imageUrlOrNull } from '../../util/imageUrl';
import { USD_QUOTE, type FxQuote } from '../../services/fx/fxQuote';
import { inCurrency } from '../../services/fx/inCurrency';
import { Fx } from '../fx/fx.type';

@ObjectType({ description: 'One coin of the price ticker (spec §2 "Ticker").' })
export class TickerItem {
  @Field(() => ID, { description: 'CoinGecko id.' })
  id!: string;

  @Field(() => String, { description: 'The ticker label: BTC, ETH, PLS, …, eHEX, HEX.' })
  label!: string;

  @Field(() => String)
  symbol!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Float, {
    nullable: true,
    description:
      'USD; null when no source has a price. Show with shared/src/formatPrice (spec §9 decimals).',
  })
  priceUsd!: number | null;

  @Field(() => Fx, { description: "The currency of price, and its rate (the ticker's currency)." })
  fx: Fx = Fx.from(USD_QUOTE);

  @Field(() => Float, {
    nullable: true,
    description:
      "priceUsd in the ticker's currency (fx; USD unless asked): price = priceUsd × fx.rate.",
  })
  get price(): number | null {
    return inCurrency(this.priceUsd, this.fx.rate);
  }

  @Field(() => Float, { nullable: true, description: '24h change in percent.' })
  change24hPct!: number | null;

  @Field(() => Float, { nullable: true, deprecationReason: 'Use change24hPct.' })
  get change24h(): number | null {
    return this.change24hPct;
  }

  @Field(() => String, { nullable: true })
  image!: string | null;

  @Field(() => String, {
    description:
      'coingecko, or the price engine source that stood in (dexscreener, defillama, stablecoin, dex(wpls), …); none.',
  })
  source!: string;

  @Field(() => Boolean, {
    description: 'The price is the last good one, kept because no source has one now.',
  })
  stale!: boolean;

  @Field(() => Int, { nullable: true, description: 'Seconds since the price was obtained.' })
  ageSeconds!: number | null;

  static from(item: TickerItemModel, now: number, quote: FxQuote): TickerItem {
    return Object.assign(new TickerItem(), {
      fx: Fx.from(quote),
      id: item.id,
      label: item.label,
      symbol: item.symbol,
      name: item.name,
      priceUsd: item.priceUsd,
      change24hPct: item.change24hPct,
      image: imageUrlOrNull(item.image),
      source: item.source,
      stale: item.stale,
      ageSeconds:
        item.pricedAt === null ? null : Math.max(0, Math.floor((now - item.pricedAt) / 1000)),
    });
  }
}
