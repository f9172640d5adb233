import { Field, Float, ObjectType } from 'type-graphql';
import type { Address } from '../../../../shared/src/addresses';
import { Position } from '../position/position.type';
import type { PortfolioHoldings } from '../../services/holdings/portfolioHoldings';
import type { BreakdownEntry as BreakdownEntryModel } from '../../services/portfolio/breakdown';
import type { PortfolioToken as PortfolioTokenModel } from '../../services/portfolio/mergeHoldings';
import { USD_QUOTE, type FxQuote } from '../../services/fx/fxQuote';
import { inCurrency } from '../../services/fx/inCurrency';
import { ChainKeyEnum } from '../chain/chain.type';
import { Fx } from '../fx/fx.type';
import { FilteredToken, SourceStatus, Token } from '../holding/holding.type';
import { AddressScalar } from '../scalars/address';

@ObjectType({ description: "One wallet's share of a portfolio row." })
export class BreakdownEntry {
  @Field(() => AddressScalar)
  wallet!: string;

  @Field(() => String, { description: 'Exact decimal string.' })
  amount!: string;

  @Field(() => Float, { nullable: true })
  valueUsd!: number | null;

  static from(entry: BreakdownEntryModel): BreakdownEntry {
    return Object.assign(new BreakdownEntry(), entry);
  }
}

@ObjectType({ description: "One wallet's part of a portfolio." })
export class WalletTotal {
  @Field(() => AddressScalar)
  wallet!: string;

  @Field(() => Float, { description: 'Sum of its shares of the displayed rows, USD.' })
  totalUsd!: number;

  /** The rate of the portfolio's currency (Portfolio.fx); null when it is missing. */
  fxRate: number | null = 1;

  @Field(() => Float, {
    nullable: true,
    description: "totalUsd in the portfolio's currency (fx); null when the rate is missing.",
  })
  get total(): number | null {
    return inCurrency(this.totalUsd, this.fxRate);
  }

  @Field(() => Float, { nullable: true, description: "Its 24h change, % (the portfolio's rule)." })
  change24hPct!: number | null;

  @Field(() => Float, { nullable: true, deprecationReason: 'Use change24hPct.' })
  get changePct24h(): number | null {
    return this.change24hPct;
  }
}

@ObjectType({ description: 'A token merged across wallets: chain + address + upper-case symbol.' })
export class PortfolioToken {
  @Field(() => String, { description: 'chain:address-or-native:SYMBOL' })
  key!: string;

  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => Token)
  token!: Token;

  @Field(() => String, { description: 'Base units summed exactly.' })
  balanceRaw!: string;

  @Field(() => String, { description: 'Exact decimal string.' })
  amount!: string;

  @Field(() => Float, { nullable: true })
  priceUsd!: number | null;

  @Field(() => String)
  priceSource!: string;

  @Field(() => Float, { nullable: true })
  valueUsd!: number | null;

  @Field(() => Float, { nullable: true })
  change24hPct!: number | null;

  @Field(() => String, { nullable: true })
  changeSource!: string | null;

  @Field(() => [BreakdownEntry], { description: 'Per wallet, largest amount first.' })
  breakdown!: BreakdownEntry[];

  /** The wallets the row merges, for its `pnl` (not a field of its own: the portfolio lists them). */
  wallets!: Address[];

  /** The rate of the answer's currency (Portfolio.fx, Wallet.fx); set with the answer's. */
  fxRate: number | null = 1;

  @Field(() => Float, { nullable: true, description: "priceUsd in the answer's currency (fx)." })
  get price(): number | null {
    return inCurrency(this.priceUsd, this.fxRate);
  }

  @Field(() => Float, { nullable: true, description: "valueUsd in the answer's currency (fx)." })
  get value(): number | null {
    return inCurrency(this.valueUsd, this.fxRate);
  }

  static from(
    row: PortfolioTokenModel,
    breakdown: readonly BreakdownEntryModel[],
    wallets: readonly Address[],
  ): PortfolioToken {
    return Object.assign(new PortfolioToken(), {
      ...row,
      wallets: [...wallets],
      chain: row.chain,
      token: Token.from(row.token),
      breakdown: breakdown.map((entry) => BreakdownEntry.from(entry)),
    });
  }
}

@ObjectType({
  description: 'A merged row the display floor hid (under 0.02 USD, or zero balance).',
})
export class HiddenToken {
  @Field(() => PortfolioToken)
  token!: PortfolioToken;

  @Field(() => String)
  reason!: string;

  @Field(() => String)
  detail!: string;
}

@ObjectType({
  description: 'Holdings of several wallets merged, with totals and per-wallet breakdown.',
})
export class Portfolio {
  @Field(() => [AddressScalar])
  wallets!: string[];

  @Field(() => Float, { description: 'Sum of the displayed rows and the positions.' })
  totalUsd!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Value-weighted 24h change of the rows that have one.',
  })
  change24hPct!: number | null;

  @Field(() => Float, { nullable: true, deprecationReason: 'Use change24hPct.' })
  get changePct24h(): number | null {
    return this.change24hPct;
  }

  @Field(() => Boolean, {
    description:
      'True when every source that feeds totalUsd answered, live or from a cache within its TTL, and no listing was cut short. False: totalUsd is not the whole value (a source failed, was served stale or truncated); incompleteChains says where, sources why.',
  })
  complete!: boolean;

  @Field(() => [ChainKeyEnum], {
    description:
      'The chains whose part of totalUsd is not fully known, in registry order; empty when complete.',
  })
  incompleteChains!: ChainKeyEnum[];

  @Field(() => [WalletTotal], {
    description:
      "Each wallet's share of the displayed rows and its 24h change, in the order asked: the totals add up to totalUsd.",
  })
  walletTotals!: WalletTotal[];

  @Field(() => [PortfolioToken], { description: 'Displayed rows, largest USD value first.' })
  tokens!: PortfolioToken[];

  @Field(() => [Position], {
    description:
      'Pool positions merged across wallets (one per pool token), largest USD value first; counted in totalUsd, their pool tokens not in tokens.',
  })
  positions!: Position[];

  @Field(() => [FilteredToken], {
    description: 'Holdings the chain rules dropped. Empty unless includeFiltered is true.',
  })
  filtered!: FilteredToken[];

  @Field(() => [HiddenToken], {
    description: 'Rows under the display floor. Empty unless includeFiltered is true.',
  })
  hidden!: HiddenToken[];

  @Field(() => [SourceStatus])
  sources!: SourceStatus[];

  @Field(() => String, { description: 'ISO 8601 time this answer was assembled.' })
  updatedAt!: string;

  @Field(() => Fx, {
    description: "The currency of total and of the rows' price and value, and its rate.",
  })
  fx: Fx = Fx.from(USD_QUOTE);

  @Field(() => Float, {
    nullable: true,
    description: 'totalUsd in fx.currency; null when the rate is missing (fx.message says why).',
  })
  get total(): number | null {
    return inCurrency(this.totalUsd, this.fx.rate);
  }

  /** Gives every value of this answer in the quote's currency as well. */
  inCurrency(quote: FxQuote): this {
    this.fx = Fx.from(quote);
    const rows = [...this.tokens, ...this.hidden.map((item) => item.token)];
    for (const row of [...rows, ...this.walletTotals]) row.fxRate = quote.rate;
    for (const item of this.filtered) item.holding.fxRate = quote.rate;
    return this;
  }

  static from(portfolio: PortfolioHoldings, includeFiltered: boolean): Portfolio {
    const row = (token: PortfolioTokenModel) =>
      PortfolioToken.from(token, portfolio.breakdown.get(token.key) ?? [], portfolio.wallets);
    return Object.assign(new Portfolio(), {
      wallets: portfolio.wallets,
      totalUsd: portfolio.totalUsd,
      change24hPct: portfolio.changePct24h,
      complete: portfolio.complete,
      incompleteChains: portfolio.incompleteChains,
      walletTotals: portfolio.walletTotals.map(({ wallet, totalUsd, changePct24h }) =>
        Object.assign(new WalletTotal(), { wallet, totalUsd, change24hPct: changePct24h }),
      ),
      tokens: portfolio.tokens.map(row),
      positions: portfolio.positions.map((position) => Position.from(position)),
      filtered: includeFiltered ? portfolio.filtered.map((item) => FilteredToken.from(item)) : [],
      hidden: includeFiltered
        ? portfolio.hidden.map((item) =>
            Object.assign(new HiddenToken(), {
              token: row(item.token),
              reason: item.reason,
              detail: item.detail,
            }),
          )
        : [],
      sources: portfolio.statuses.map((status) => SourceStatus.from(status)),
      updatedAt: portfolio.updatedAt.toISOString(),
    });
  }
}
