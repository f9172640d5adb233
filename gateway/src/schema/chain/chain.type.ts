import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CHAIN_KEYS, type ChainInfo, type ChainKey } from '../../../../shared/src/chains';

/**
 * The GraphQL ChainKey enum, derived from the registry: names are
 * the upper-case keys, values the registry's keys (pulse, eth, …), so a resolver's value is a
 * ChainKey with no cast and a new chain needs no edit here.
 */
export const ChainKeyEnum = Object.fromEntries(
  CHAIN_KEYS.map((key) => [key.toUpperCase(), key]),
) as { readonly [Key in ChainKey as Uppercase<Key>]: Key };
export type ChainKeyEnum = ChainKey;

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
      key: chain.key,
      id: chain.id,
      name: chain.name,
      nativeSymbol: chain.nativeSymbol,
      nativeDecimals: chain.nativeDecimals,
      explorerUrl: chain.explorerUrl,
    });
  }
}
