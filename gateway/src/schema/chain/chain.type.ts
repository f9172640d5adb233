import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ChainInfo } from '../../../../shared/src/chains';

/** GraphQL names are the upper-case keys; values are the registry's keys (pulse, eth, …). */
export enum ChainKeyEnum {
  PULSE = 'pulse',
  ETH = 'eth',
  BASE = 'base',
  BSC = 'bsc',
  POLYGON = 'polygon',
}

registerEnumType(ChainKeyEnum, { name: 'ChainKey', description: 'The five chains Kinko tracks.' });

@ObjectType({ description: 'One entry of the chain registry.' })
export class Chain {
  @Field(() => ChainKeyEnum)
  key!: ChainKeyEnum;

  @Field(() => Int, { description: 'EIP-155 chain id.' })
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  nativeSymbol!: string;

  @Field(() => Int)
  nativeDecimals!: number;

  @Field(() => String, {
    description: 'Block explorer for humans; transaction links are {explorerUrl}/tx/{hash}.',
  })
  explorerUrl!: string;

  static from(chain: ChainInfo): Chain {
    return Object.assign(new Chain(), {
      key: chain.key as ChainKeyEnum,
      id: chain.id,
      name: chain.name,
      nativeSymbol: chain.nativeSymbol,
      nativeDecimals: chain.nativeDecimals,
      explorerUrl: chain.explorerUrl,
    });
  }
}
