import { Field, Float, ObjectType, registerEnumType } from 'type-graphql';
import type {
  HistoryPoint as HistoryPointModel,
  HistoryRange,
  PortfolioHistory as PortfolioHistoryModel,
} from '../../services/history/portfolioHistory';
import type { Mismatch } from '../../services/history/mismatches';
import { ChainKeyEnum } from '../chain/chain.type';
import { SourceStatus } from '../holding/holding.type';
import { AddressScalar } from '../scalars/address';

export const HistoryRangeEnum = {
  WEEK: 'WEEK',
  MONTH: 'MONTH',
  YEAR: 'YEAR',
  ALL: 'ALL',
} as const satisfies Record<HistoryRange, HistoryRange>;
export type HistoryRangeEnum = HistoryRange;

registerEnumType(HistoryRangeEnum, {
  name: 'HistoryRange',
  description: 'The last 7, 30 or 365 days (today included), or since the first transfer.',
});

@ObjectType({ description: "One chain's share of a history point." })
export class HistoryChainValue {
  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => Float, {
    nullable: true,
    description: 'USD, priced rows only; null when the chain has no history here.',
  })
  valueUsd!: number | null;

  @Field(() => Float, { description: 'Share of the value with a price that day, 0–1.' })
  coverage!: number;
}

@ObjectType({ description: 'The portfolio at the close of one UTC day (the last point: now).' })
export class HistoryPoint {
  @Field(() => String, { description: "ISO 8601: the day's close, 23:59:59 UTC; now for today." })
  at!: string;

  @Field(() => Float, {
    description: 'USD value of what had a price that day; never an estimate.',
  })
  totalUsd!: number;

  @Field(() => Float, {
    description:
      'Priced value ÷ (priced + unpriced value, estimated from the nearest priced day): 1 is complete.',
  })
  coverage!: number;

  @Field(() => [HistoryChainValue])
  chains!: HistoryChainValue[];

  static from(point: HistoryPointModel): HistoryPoint {
    return Object.assign(new HistoryPoint(), {
      ...point,
      at: new Date(point.at * 1000).toISOString(),
      chains: point.chains.map((chain) => Object.assign(new HistoryChainValue(), chain)),
    });
  }
}

@ObjectType({
  description:
    "A coin whose transfers do not add up to today's balance (a rebasing token, unlisted internal transfers).",
})
export class HistoryMismatch {
  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => AddressScalar)
  wallet!: string;

  @Field(() => AddressScalar, { nullable: true, description: 'Null for the native coin.' })
  token!: string | null;

  @Field(() => String)
  symbol!: string;

  @Field(() => String, { description: 'What the transfers add up to (exact decimal).' })
  rebuiltAmount!: string;

  @Field(() => String, { description: 'The balance read now (exact decimal).' })
  currentAmount!: string;

  static from(mismatch: Mismatch): HistoryMismatch {
    return Object.assign(new HistoryMismatch(), mismatch);
  }
}

@ObjectType({
  description:
    "Value over time, rebuilt from the wallets' transfers and daily prices; today is the portfolio's own total.",
})
export class PortfolioHistory {
  @Field(() => [AddressScalar])
  wallets!: string[];

  @Field(() => HistoryRangeEnum)
  range!: HistoryRangeEnum;

  @Field(() => [HistoryPoint], { description: 'Oldest first, one per UTC day.' })
  points!: HistoryPoint[];

  @Field(() => [HistoryMismatch])
  mismatches!: HistoryMismatch[];

  @Field(() => [SourceStatus])
  sources!: SourceStatus[];

  @Field(() => Boolean, {
    description:
      'False when a chain or a price could not be read (or is still being read): the points leave it out.',
  })
  complete!: boolean;

  static from(history: PortfolioHistoryModel): PortfolioHistory {
    return Object.assign(new PortfolioHistory(), {
      wallets: history.wallets,
      range: history.range,
      points: history.points.map((point) => HistoryPoint.from(point)),
      mismatches: history.mismatches.map((mismatch) => HistoryMismatch.from(mismatch)),
      sources: history.statuses.map((status) => SourceStatus.from(status)),
      complete: history.complete,
    });
  }
}
