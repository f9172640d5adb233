import { Field, Float, Int, ObjectType } from 'type-graphql';
import type {
  TokenHistory as TokenHistoryModel,
  TokenHistoryPoint as TokenHistoryPointModel,
} from '../../services/history/tokenHistory';
import { ChainKeyEnum } from '../chain/chain.type';
import { SourceStatus } from '../holding/holding.type';
import { AddressScalar } from '../scalars/address';
import { HistoryProgress, HistoryRangeEnum } from './history.type';

@ObjectType({ description: "One wallet's holding of the token at a point." })
export class TokenHistoryWallet {
  @Field(() => AddressScalar)
  wallet!: string;

  @Field(() => String, { description: 'Exact decimal, from the transfers up to that moment.' })
  amount!: string;

  @Field(() => Float, { nullable: true, description: 'USD; null when that day has no price.' })
  valueUsd!: number | null;
}

@ObjectType({ description: 'The token at the close of one UTC day (the last point: now).' })
export class TokenHistoryPoint {
  @Field(() => String, { description: "ISO 8601: the day's close, 23:59:59 UTC; now for today." })
  at!: string;

  @Field(() => Float, {
    nullable: true,
    description: 'USD; null on a day no source prices (never estimated from other days).',
  })
  priceUsd!: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Where the price came from: `defillama`, `geckoterminal` (a DEX pool's daily close), `stablecoin` (pinned at 1 USD), or today's price source.",
  })
  priceSource!: string | null;

  @Field(() => String, { description: "Every wallet's amount summed (exact decimal)." })
  amount!: string;

  @Field(() => Float, { nullable: true, description: 'USD; null when that day has no price.' })
  valueUsd!: number | null;

  @Field(() => [TokenHistoryWallet], { description: 'In the order the wallets were given.' })
  wallets!: TokenHistoryWallet[];

  static from(point: TokenHistoryPointModel): TokenHistoryPoint {
    return Object.assign(new TokenHistoryPoint(), {
      ...point,
      at: new Date(point.at * 1000).toISOString(),
      wallets: point.wallets.map((wallet) => Object.assign(new TokenHistoryWallet(), wallet)),
    });
  }
}

@ObjectType({
  description:
    "One token over time: its daily price and each wallet's holdings and value, rebuilt from the wallets' transfers and the value history's daily prices.",
})
export class TokenHistory {
  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => AddressScalar, { nullable: true, description: 'Null for the native coin.' })
  address!: string | null;

  @Field(() => String, { nullable: true })
  symbol!: string | null;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => Int)
  decimals!: number;

  @Field(() => [AddressScalar])
  wallets!: string[];

  @Field(() => HistoryRangeEnum)
  range!: HistoryRangeEnum;

  @Field(() => [TokenHistoryPoint], {
    description:
      'Oldest first, one per UTC day from the first day a wallet held the token (within the range), then now. Empty when a wallet’s history could not be read.',
  })
  points!: TokenHistoryPoint[];

  @Field(() => [String], {
    description:
      "The points' price sources, each once. `geckoterminal`: show GeckoTerminal's attribution beside its prices.",
  })
  priceSources!: string[];

  @Field(() => [SourceStatus])
  sources!: SourceStatus[];

  @Field(() => [HistoryProgress], {
    description: 'Wallet histories still being read (complete is false meanwhile).',
  })
  progress!: HistoryProgress[];

  @Field(() => Boolean, {
    description:
      'False while a history is unread, still being read or cut short, or a price source failed.',
  })
  complete!: boolean;

  static from(history: TokenHistoryModel): TokenHistory {
    return Object.assign(new TokenHistory(), {
      ...history,
      points: history.points.map((point) => TokenHistoryPoint.from(point)),
      sources: history.statuses.map((status) => SourceStatus.from(status)),
      progress: history.progress.map((progress) => HistoryProgress.from(progress)),
    });
  }
}
