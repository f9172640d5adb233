import { Field, Float, ObjectType, registerEnumType } from 'type-graphql';
import type { Position as PositionModel } from '../../services/positions/position';
import { ChainKeyEnum } from '../chain/chain.type';
import { Token, TokenHolding } from '../holding/holding.type';
import { AddressScalar } from '../scalars/address';

export enum PositionKind {
  POOL = 'POOL',
  FARM = 'FARM',
  CONCENTRATED = 'CONCENTRATED',
}

registerEnumType(PositionKind, {
  name: 'PositionKind',
  description:
    'POOL: a v2 pool share (LP token) in the wallet. FARM: LP staked in a farm. CONCENTRATED: a concentrated-liquidity position NFT.',
});

@ObjectType({
  description:
    "A wallet's claim on tokens a contract holds, valued by its underlying tokens. Counted in totalUsd once: its pool token is not also a holding.",
})
export class Position {
  @Field(() => PositionKind)
  kind!: PositionKind;

  @Field(() => String, { description: 'The DEX or protocol, e.g. "PulseX v2", "Uniswap v2".' })
  protocol!: string;

  @Field(() => ChainKeyEnum)
  chain!: ChainKeyEnum;

  @Field(() => [AddressScalar], { description: 'The wallets holding it (one on a wallet).' })
  wallets!: string[];

  @Field(() => Token, { description: 'The token standing for the position (the LP token).' })
  token!: Token;

  @Field(() => String, { description: 'Pool tokens held, base units, exact.' })
  balanceRaw!: string;

  @Field(() => String, { description: 'Pool tokens held, exact decimal string.' })
  amount!: string;

  @Field(() => Float, { description: "Share of the pool's total supply, 0–1." })
  shareOfPool!: number;

  @Field(() => [TokenHolding], {
    description:
      "The tokens the share stands for (balance × reserve ÷ totalSupply, as the pool's burn pays), each priced.",
  })
  underlying!: TokenHolding[];

  @Field(() => [TokenHolding], {
    description:
      "Earned and not yet claimed (a farm's pending reward, a concentrated position's uncollected fees), each priced; empty for a v2 pool share.",
  })
  rewards!: TokenHolding[];

  @Field(() => Boolean, {
    nullable: true,
    description:
      "Whether a concentrated position's price range holds the pool's current price; null for other kinds.",
  })
  inRange!: boolean | null;

  @Field(() => Float, { description: 'Sum of the underlying values and the priced rewards.' })
  valueUsd!: number;

  static from(position: PositionModel): Position {
    return Object.assign(new Position(), {
      ...position,
      kind: PositionKind[position.kind],
      token: Token.from(position.token),
      underlying: position.underlying.map((row) => TokenHolding.from(row)),
      rewards: position.rewards.map((row) => TokenHolding.from(row)),
    });
  }
}
