import { Field, Float, ObjectType, registerEnumType } from 'type-graphql';
import { PNL_METHODS, type CostFigures, type PnlMethod } from '../../services/pnl/costLots';
import type { TokenPnl as TokenPnlModel } from '../../services/pnl/chainPnl';
import type { PnlReport as PnlReportModel } from '../../services/pnl/pnlReport';
import { ChainKeyEnum } from '../chain/chain.type';
import { HistoryProgress } from '../history/history.type';
import { SourceStatus } from '../holding/holding.type';
import { AddressScalar } from '../scalars/address';

export const PnlMethodEnum = Object.fromEntries(PNL_METHODS.map((method) => [method, method])) as {
  readonly [Method in PnlMethod]: Method;
};
export type PnlMethodEnum = PnlMethod;

registerEnumType(PnlMethodEnum, {
  name: 'PnlMethod',
  description:
    'How disposals are matched to acquisitions: first in, first out, or against the average cost.',
});

@ObjectType({
  description:
    "Cost basis and profit and loss from the wallets' transfers: acquisitions at the day's price plus their gas, disposals at the day's price less theirs. USD.",
})
export class Pnl {
  @Field(() => String, { description: 'What the transfers leave held (exact decimal).' })
  heldAmount!: string;

  @Field(() => Float, {
    description: 'Proceeds less cost of what was disposed of, where both are known.',
  })
  realised!: number;

  @Field(() => Float, {
    nullable: true,
    description:
      'Value now less cost of what is held with a known cost; null when the token has no price now.',
  })
  unrealised!: number | null;

  @Field(() => Float, { description: 'What the held amount of known cost cost, fees included.' })
  costBasis!: number;

  @Field(() => Float, { nullable: true, description: 'Cost basis ÷ held amount of known cost.' })
  averageEntryPrice!: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      '(realised + unrealised) ÷ every known acquisition cost, percent; null when a cost or the price is unknown.',
  })
  returnPct!: number | null;

  @Field(() => Float, {
    description: 'Share of the held amount whose cost is known, 0–1 (1 when nothing is held).',
  })
  costCoverage!: number;

  @Field(() => String, {
    description:
      'Of the held amount, what was received on a day without a price: its cost is unknown, not guessed (exact decimal).',
  })
  unknownCostAmount!: string;

  static from(figures: CostFigures): Pnl {
    return Object.assign(new Pnl(), {
      heldAmount: figures.heldAmount,
      realised: figures.realisedUsd,
      unrealised: figures.unrealisedUsd,
      costBasis: figures.costBasisUsd,
      averageEntryPrice: figures.averageEntryPriceUsd,
      returnPct: figures.returnPct,
      costCoverage: figures.costCoverage,
      unknownCostAmount: figures.unknownCostAmount,
    });
  }
}

@ObjectType({ description: "One token's PnL in one wallet, or merged across the wallets." })
export class TokenPnl {
  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => AddressScalar)
  token!: string;

  @Field(() => String)
  symbol!: string;

  @Field(() => AddressScalar, {
    nullable: true,
    description:
      'Null: merged across the wallets asked, where a transfer between two of them is neither a purchase nor a sale.',
  })
  wallet!: string | null;

  @Field(() => Pnl)
  pnl!: Pnl;

  static from(row: TokenPnlModel): TokenPnl {
    return Object.assign(new TokenPnl(), {
      chain: row.chain,
      token: row.token.address,
      symbol: row.token.symbol,
      wallet: row.wallet,
      pnl: Pnl.from(row),
    });
  }
}

@ObjectType({
  description: 'Profit and loss of every token the wallets moved, over their whole history.',
})
export class PnlReport {
  @Field(() => [AddressScalar])
  wallets!: string[];

  @Field(() => PnlMethodEnum)
  method!: PnlMethodEnum;

  @Field(() => [TokenPnl], {
    description:
      'Per token, the merged row first (wallet null), then one per wallet that moved it.',
  })
  tokens!: TokenPnl[];

  @Field(() => [SourceStatus])
  sources!: SourceStatus[];

  @Field(() => [HistoryProgress], {
    description: 'Wallet histories still being read (complete is false meanwhile).',
  })
  progress!: HistoryProgress[];

  @Field(() => Boolean, {
    description:
      'False while a history is unread, still being read or cut short, a daily price could not be read, or some cost is unknown: never claim the figures complete then.',
  })
  complete!: boolean;

  static from(report: PnlReportModel): PnlReport {
    return Object.assign(new PnlReport(), {
      wallets: report.wallets,
      method: report.method,
      tokens: report.rows.map((row) => TokenPnl.from(row)),
      sources: report.statuses.map((status) => SourceStatus.from(status)),
      progress: report.progress.map((progress) => HistoryProgress.from(progress)),
      complete: report.complete,
    });
  }
}
