import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { FilteredHolding } from '../../services/filters/filterReason';
import type { SourceStatus as SourceStatusModel } from '../../services/sourceStatus';
import type { TokenHolding as TokenHoldingModel, TokenRef } from '../../services/tokenHolding';
import { SOURCE_REASONS, type SourceReason } from '../../errors/sourceReason';
import { inCurrency } from '../../services/fx/inCurrency';
import { imageUrlOrNull } from '../../util/imageUrl';
import { AddressScalar } from '../scalars/address';
import { ChainKeyEnum } from '../chain/chain.type';

export enum SourceStateEnum {
  FRESH = 'fresh',
  CACHED = 'cached',
  STALE = 'stale',
  FAILED = 'failed',
}

/** Names and values are the reasons themselves (errors/sourceReason.ts), so no mapping is needed. */
const SourceReasonEnum = Object.fromEntries(SOURCE_REASONS.map((reason) => [reason, reason])) as {
  readonly [Reason in SourceReason]: Reason;
};

registerEnumType(SourceReasonEnum, {
  name: 'SourceReason',
  description:
    'Why a source gave nothing usable. RATE_LIMITED: the upstream throttled us (HTTP 429 or its own words). TIMEOUT: no answer in time (the upstream’s or this request’s deadline). NETWORK: no answer at all. BAD_RESPONSE: an answer we cannot use (error status, shape or content). CIRCUIT_OPEN: not asked, it failed repeatedly just before. NOT_CONFIGURED: no source serves this here (e.g. an API key is missing). TRUNCATED: an answer came but was cut short (a token listing past its page cap): what it holds is right, what lies past the cut is unknown. UNKNOWN: anything else.',
});

registerEnumType(SourceStateEnum, {
  name: 'SourceState',
  description:
    'FRESH: fetched for this request. CACHED: from cache within its TTL. STALE: expired cache served because every source failed. FAILED: no data.',
});

@ObjectType({ description: 'A token on one chain. Native coins have a null address.' })
export class Token {
  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => String, {
    nullable: true,
    description: 'Lowercase contract address; null for the native coin.',
  })
  address!: string | null;

  @Field(() => String)
  symbol!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  decimals!: number;

  @Field(() => String, {
    nullable: true,
    description:
      "The upstream's icon: an absolute https URL (plain http only on a loopback host), or null (anything else is dropped). The dashboard loads it through /icons.",
  })
  iconUrl!: string | null;

  static from(token: TokenRef): Token {
    // Also checked here, for values cached before sources checked them.
    return Object.assign(new Token(), {
      ...token,
      chain: token.chain,
      iconUrl: imageUrlOrNull(token.iconUrl),
    });
  }
}

@ObjectType({ description: 'A token held by one wallet on one chain.' })
export class TokenHolding {
  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => AddressScalar)
  wallet!: string;

  @Field(() => Token)
  token!: Token;

  @Field(() => String, { description: 'Balance in base units, exact.' })
  balanceRaw!: string;

  @Field(() => String, { description: "Balance as an exact decimal string in the token's units." })
  amount!: string;

  @Field(() => Float, { nullable: true })
  priceUsd!: number | null;

  @Field(() => Float, { nullable: true })
  valueUsd!: number | null;

  @Field(() => String, {
    description:
      'Where the price came from: dexscreener, defillama, blockscout, stablecoin, dex(wpls), … or none.',
  })
  priceSource!: string;

  @Field(() => Float, { nullable: true })
  change24hPct!: number | null;

  @Field(() => String, { nullable: true })
  changeSource!: string | null;

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

  static from(holding: TokenHoldingModel): TokenHolding {
    return Object.assign(new TokenHolding(), {
      ...holding,
      chain: holding.chain,
      token: Token.from(holding.token),
    });
  }
}

@ObjectType({
  description:
    'A holding left out by the spec rules (spam, dust, blocklist…), with the reason. Never counted in totals.',
})
export class FilteredToken {
  @Field(() => TokenHolding)
  holding!: TokenHolding;

  @Field(() => String, {
    description:
      'blocklisted, flagged, spam, dust, no-price, no-price-no-identity, no-address, zero-balance, below-display-floor, invalid-row (the upstream row failed validation; detail says why), pool-unknown-dex (a pool token of an unknown DEX factory), pool-unpriced (a pool token with a spam or unpriced token inside)',
  })
  reason!: string;

  @Field(() => String)
  detail!: string;

  static from(item: FilteredHolding): FilteredToken {
    return Object.assign(new FilteredToken(), {
      holding: TokenHolding.from(item.holding),
      reason: item.reason,
      detail: item.detail,
    });
  }
}

@ObjectType({
  description: 'Where one piece of the answer came from: per chain, wallet and upstream source.',
})
export class SourceStatus {
  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => AddressScalar, { nullable: true })
  wallet!: string | null;

  @Field(() => String, {
    description:
      'What was asked and who answered, e.g. token-listing:blockscout-token-balances, native-balance:rpc, price:dexscreener.',
  })
  source!: string;

  @Field(() => SourceStateEnum)
  state!: SourceStateEnum;

  @Field(() => Int, {
    nullable: true,
    description: 'Age of the data in seconds when it came from cache.',
  })
  ageSeconds!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the source (or an earlier one in its fallback chain) failed.',
  })
  message!: string | null;

  @Field(() => SourceReasonEnum, {
    nullable: true,
    description:
      'The failure’s cause, for programs: null when nothing failed (the message may still hold a note); TRUNCATED on an answer cut short. When several sources failed, the most telling of their reasons, RATE_LIMITED first.',
  })
  reason!: SourceReason | null;

  static from(status: SourceStatusModel): SourceStatus {
    return Object.assign(new SourceStatus(), {
      chain: status.chain,
      wallet: status.wallet,
      source: status.source,
      state: status.state as SourceStateEnum,
      ageSeconds: status.ageMs === null ? null : Math.floor(status.ageMs / 1000),
      message: status.message,
      reason: status.reason,
    });
  }
}
