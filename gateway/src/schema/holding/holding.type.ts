import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { FilteredHolding } from '../../services/filters/filterReason';
import type {
  SourceStatus as SourceStatusModel,
  TokenHolding as TokenHoldingModel,
  TokenRef,
} from '../../services/holding';
import { imageUrlOrNull } from '../../sources/imageUrl';
import { AddressScalar } from '../scalars/address';
import { ChainKeyEnum } from '../chain/chain.type';

export enum SourceStateEnum {
  FRESH = 'fresh',
  CACHED = 'cached',
  STALE = 'stale',
  FAILED = 'failed',
}

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
      'blocklisted, flagged, spam, dust, no-price, no-price-no-identity, no-address, zero-balance, below-display-floor, invalid-row (the upstream row failed validation; detail says why)',
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

  static from(status: SourceStatusModel): SourceStatus {
    return Object.assign(new SourceStatus(), {
      chain: status.chain,
      wallet: status.wallet,
      source: status.source,
      state: status.state as SourceStateEnum,
      ageSeconds: status.ageMs === null ? null : Math.floor(status.ageMs / 1000),
      message: status.message,
    });
  }
}
