import { Field, Float, ObjectType } from 'type-graphql';
import type { WalletHoldings } from '../../services/holdings/walletHoldings';
import { USD_QUOTE, type FxQuote } from '../../services/fx/fxQuote';
import { inCurrency } from '../../services/fx/inCurrency';
import { ChainKeyEnum } from '../chain/chain.type';
import { Fx } from '../fx/fx.type';
import { AddressScalar } from '../scalars/address';
import { FilteredToken, SourceStatus, TokenHolding } from '../holding/holding.type';
import { Position } from '../position/position.type';

@ObjectType({ description: "One wallet's holdings across the chains asked for." })
export class Wallet {
  @Field(() => AddressScalar)
  address!: string;

  @Field(() => [TokenHolding], {
    description: 'Holdings that pass the chain rules of the spec, by USD value descending.',
  })
  holdings!: TokenHolding[];

  @Field(() => [FilteredToken], {
    description:
      'What the chain rules dropped, with the reason. Empty unless includeFiltered is true.',
  })
  filtered!: FilteredToken[];

  @Field(() => [Position], {
    description: 'Pool positions, largest USD value first; their pool tokens are not in holdings.',
  })
  positions!: Position[];

  @Field(() => Float, { description: "Sum of the holdings' and positions' USD values." })
  totalUsd!: number;

  @Field(() => Float, {
    nullable: true,
    description:
      "24h change of the holdings' combined value, %: each weighs by its value 24h ago; null when no holding has a change.",
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

  @Field(() => [SourceStatus])
  sources!: SourceStatus[];

  @Field(() => Fx, {
    description: "The currency of total and of the holdings' price and value, and its rate.",
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
    for (const holding of this.holdings) holding.fxRate = quote.rate;
    for (const item of this.filtered) item.holding.fxRate = quote.rate;
    return this;
  }

  static from(wallet: WalletHoldings, includeFiltered: boolean): Wallet {
    return Object.assign(new Wallet(), {
      address: wallet.address,
      holdings: wallet.holdings.map((holding) => TokenHolding.from(holding)),
      filtered: includeFiltered ? wallet.filtered.map((item) => FilteredToken.from(item)) : [],
      positions: wallet.positions.map((position) => Position.from(position)),
      totalUsd: wallet.totalUsd,
      change24hPct: wallet.changePct24h,
      complete: wallet.complete,
      incompleteChains: wallet.incompleteChains,
      sources: wallet.statuses.map((status) => SourceStatus.from(status)),
    });
  }
}
