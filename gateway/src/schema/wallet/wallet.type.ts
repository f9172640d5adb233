import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { SourceStatus as SourceStatusModel, TokenHolding as TokenHoldingModel, TokenRef } from '../../services/holding';
import type { WalletHoldings } from '../../services/wallet/walletHoldings';
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
  description: 'FRESH: fetched for this request. CACHED: from cache within its TTL. STALE: expired cache served because every source failed. FAILED: no data.',
});

@ObjectType({ description: 'A token on one chain. Native coins have a null address.' })
export class Token {
  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => String, { nullable: true, description: 'Lowercase contract address; null for the native coin.' })
  address!: string | null;

  @Field(() => String)
  symbol!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  decimals!: number;

  @Field(() => String, { nullable: true })
  iconUrl!: string | null;

  static from(token: TokenRef): Token {
    return Object.assign(new Token(), { ...token, chain: token.chain as ChainKeyEnum });
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

  @Field(() => String, { description: 'Where the price came from: blockscout, dexscreener, defillama, … or none.' })
  priceSource!: string;

  @Field(() => Float, { nullable: true })
  change24hPct!: number | null;

  @Field(() => String, { nullable: true })
  changeSource!: string | null;

  static from(holding: TokenHoldingModel): TokenHolding {
    return Object.assign(new TokenHolding(), { ...holding, chain: holding.chain as ChainKeyEnum, token: Token.from(holding.token) });
  }
}

@ObjectType({ description: 'Where one piece of the answer came from: per chain, wallet and upstream source.' })
export class SourceStatus {
  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => AddressScalar, { nullable: true })
  wallet!: string | null;

  @Field(() => String)
  source!: string;

  @Field(() => SourceStateEnum)
  state!: SourceStateEnum;

  @Field(() => Int, { nullable: true, description: 'Age of the data in seconds when it came from cache.' })
  ageSeconds!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the source failed, when it did.' })
  message!: string | null;

  static from(status: SourceStatusModel): SourceStatus {
    return Object.assign(new SourceStatus(), {
      chain: status.chain as ChainKeyEnum,
      wallet: status.wallet,
      source: status.source,
      state: status.state as SourceStateEnum,
      ageSeconds: status.ageMs === null ? null : Math.floor(status.ageMs / 1000),
      message: status.message,
    });
  }
}

@ObjectType({ description: "One wallet's holdings." })
export class Wallet {
  @Field(() => AddressScalar)
  address!: string;

  @Field(() => [TokenHolding])
  holdings!: TokenHolding[];

  @Field(() => Float, { description: 'Sum of the holdings’ USD values.' })
  totalUsd!: number;

  @Field(() => [SourceStatus])
  sources!: SourceStatus[];

  static from(wallet: WalletHoldings): Wallet {
    return Object.assign(new Wallet(), {
      address: wallet.address,
      holdings: wallet.holdings.map((holding) => TokenHolding.from(holding)),
      totalUsd: wallet.totalUsd,
      sources: wallet.sources.map((status) => SourceStatus.from(status)),
    });
  }
}
