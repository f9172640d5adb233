import { Field, Float, InputType, ObjectType } from 'type-graphql';
import { ChainKeyEnum } from '../chain/chain.type';

@InputType({ description: 'A token to price: its chain and contract address.' })
export class TokenInput {
  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => String, {
    description: 'Contract address; quotes, spaces and zero-width characters are ignored.',
  })
  address!: string;
}

@ObjectType({ description: "A token's USD price and where it came from." })
export class Price {
  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => String, { description: 'Lowercase contract address.' })
  address!: string;

  @Field(() => Float, { nullable: true, description: 'Null when no source could price the token.' })
  priceUsd!: number | null;

  @Field(() => Float, { nullable: true })
  change24hPct!: number | null;

  @Field(() => String, { description: 'dexscreener, defillama, stablecoin, … or none.' })
  source!: string;

  @Field(() => String, { nullable: true })
  changeSource!: string | null;
}
