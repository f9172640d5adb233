import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  HISTORY_RANGES,
  type HistoryPoint as HistoryPointModel,
  type HistoryRange,
  type PortfolioHistory as PortfolioHistoryModel,
} from '../../services/history/portfolioHistory';
import type { Mismatch } from '../../services/history/mismatches';
import type { RecordedPoint } from '../../services/holdings/recordedPoints';
import type { FxDayRates } from '../../services/fx/fxDayRates';
import { USD_QUOTE } from '../../services/fx/fxQuote';
import { inCurrency } from '../../services/fx/inCurrency';
import { ChainKeyEnum } from '../chain/chain.type';
import { Fx } from '../fx/fx.type';
import { SourceStatus } from '../holding/holding.type';
import { AddressScalar } from '../scalars/address';

export const HistoryRangeEnum = Object.fromEntries(
  HISTORY_RANGES.map((range) => [range, range]),
) as { readonly [Range in HistoryRange]: Range };
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
      'Priced value ÷ (priced + unpriced value, estimated from the nearest priced day; a chain left out because its history could not be read counts at its value today): 1 is complete. 0 when a left-out share cannot be estimated at all.',
  })
  coverage!: number;

  @Field(() => [HistoryChainValue])
  chains!: HistoryChainValue[];

  @Field(() => Float, {
    nullable: true,
    description:
      "totalUsd in the history's currency (fx), at this day's rate: total = totalUsd × fxRate; null when the rate is missing.",
  })
  get total(): number | null {
    return inCurrency(this.totalUsd, this.fxRate);
  }

  @Field(() => Float, {
    nullable: true,
    description: 'The rate this day was converted with (1 for USD); null when it is missing.',
  })
  fxRate: number | null = 1;

  @Field(() => String, {
    nullable: true,
    description: 'The ECB working day of that rate: the day itself, or the last fixing before it.',
  })
  fxAsOf: string | null = null;

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
    'The portfolio as it was computed from its sources at the time: at most one a hour in the last week, one a day before.',
})
export class RecordedValue {
  @Field(() => String, { description: 'ISO 8601.' })
  at!: string;

  @Field(() => Float)
  totalUsd!: number;

  static from(point: RecordedPoint): RecordedValue {
    return Object.assign(new RecordedValue(), {
      at: new Date(point.at * 1000).toISOString(),
      totalUsd: point.usd,
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
    "A wallet's history on one chain that is longer than one read: how far reading it has come. Each request reads on from there until it is complete.",
})
export class HistoryProgress {
  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => AddressScalar)
  wallet!: string;

  @Field(() => Int, { description: 'Transactions and token transfers read so far.' })
  transfersRead!: number;

  @Field(() => Int, { description: 'Explorer pages read so far (both lists).' })
  pagesRead!: number;

  @Field(() => String, {
    nullable: true,
    description: 'ISO 8601: the oldest transfer read so far; null before any.',
  })
  readBackTo!: string | null;

  static from(progress: PortfolioHistoryModel['progress'][number]): HistoryProgress {
    return Object.assign(new HistoryProgress(), {
      chain: progress.chain,
      wallet: progress.wallet,
      transfersRead: progress.transfers,
      pagesRead: progress.pages,
      readBackTo:
        progress.readBackTo === null ? null : new Date(progress.readBackTo * 1000).toISOString(),
    });
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

  @Field(() => Fx, {
    description: "The points' currency and its latest rate; each point has the rate of its day.",
  })
  fx: Fx = Fx.from(USD_QUOTE);

  /** Gives each point in the rates' currency, at the rate of its own day. */
  inCurrency(rates: FxDayRates): this {
    this.fx = Fx.from(rates.quote);
    for (const point of this.points) {
      const { rate, asOf } = rates.rateOn(point.at.slice(0, 10));
      point.fxRate = rate;
      point.fxAsOf = asOf;
    }
    return this;
  }

  @Field(() => [HistoryMismatch])
  mismatches!: HistoryMismatch[];

  @Field(() => [RecordedValue], {
    description:
      'Oldest first: the instants every wallet was recorded on every chain asked, summed. Exact where the rebuilt points cannot be (a chain left out, a rebasing token).',
  })
  recorded!: RecordedValue[];

  @Field(() => [SourceStatus])
  sources!: SourceStatus[];

  @Field(() => [HistoryProgress], {
    description: 'Wallet histories still being read (complete is false meanwhile).',
  })
  progress!: HistoryProgress[];

  @Field(() => Boolean, {
    description:
      'False when a chain or a price could not be read (or is still being read), or today’s reads are incomplete: the points leave it out, and their coverage says how much.',
  })
  complete!: boolean;

  static from(history: PortfolioHistoryModel): PortfolioHistory {
    return Object.assign(new PortfolioHistory(), {
      wallets: history.wallets,
      range: history.range,
      points: history.points.map((point) => HistoryPoint.from(point)),
      mismatches: history.mismatches.map((mismatch) => HistoryMismatch.from(mismatch)),
      recorded: history.recorded.map((point) => RecordedValue.from(point)),
      sources: history.statuses.map((status) => SourceStatus.from(status)),
      progress: history.progress.map((progress) => HistoryProgress.from(progress)),
      complete: history.complete,
    });
  }
}
