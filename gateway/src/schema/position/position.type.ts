import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
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

  @Field(() => Token, {
    description:
      'The token standing for the position: the LP token; for a concentrated position its position manager (symbol #tokenId, 0 decimals).',
  })
  token!: Token;

  @Field(() => String, { description: 'Pool tokens held, base units, exact.' })
  balanceRaw!: string;

  @Field(() => String, { description: 'Pool tokens held, exact decimal string.' })
  amount!: string;

  @Field(() => Float, {
    description:
      "Share of the pool's total supply, 0–1; for a concentrated position its share of the pool's active liquidity, 0 when out of range.",
  })
  shareOfPool!: number;

  @Field(() => [TokenHolding], {
    description:
      "The tokens the share stands for (balance × reserve ÷ totalSupply, as the pool's burn pays), each priced.",
  })
  underlying!: TokenHolding[];

  @Field(() => [TokenHolding], {
    description:
      "Earned and not yet claimed, each priced: a farm's pending reward, a concentrated position's uncollected fees (token0, token1); empty for a v2 pool share.",
  })
  rewards!: TokenHolding[];

  @Field(() => String, {
    nullable: true,
    description: "A concentrated position's NFT id on its position manager; null for other kinds.",
  })
  tokenId!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "A concentrated position's lower tick (inclusive).",
  })
  tickLower!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "A concentrated position's upper tick (exclusive).",
  })
  tickUpper!: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "Whether the pool's current tick is inside a concentrated position's range (tickLower ≤ tick < tickUpper): only then does it earn fees and hold both tokens.",
  })
  inRange!: boolean | null;

  @Field(() => Float, { description: 'Sum of the underlying and reward values.' })
  valueUsd!: number;

  static from(position: PositionModel): Position {
    const { concentrated, ...rest } = position;
    return Object.assign(new Position(), {
      ...rest,
      kind: PositionKind[position.kind],
      token: Token.from(position.token),
      underlying: position.underlying.map((row) => TokenHolding.from(row)),
      rewards: position.rewards.map((row) => TokenHolding.from(row)),
      tokenId: concentrated?.tokenId ?? null,
      tickLower: concentrated?.tickLower ?? null,
      tickUpper: concentrated?.tickUpper ?? null,
    });
  }
}
