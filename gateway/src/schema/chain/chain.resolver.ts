import { Query, Resolver } from 'type-graphql';
import { CHAIN_KEYS, CHAINS } from '../../../../shared/src/chains';
import { Chain } from './chain.type';

@Resolver(() => Chain)
export class ChainResolver {
  @Query(() => [Chain], { description: 'The chains Kinko tracks, in registry order.' })
  chains(): Chain[] {
    return CHAIN_KEYS.map((key) => Chain.from(CHAINS[key]));
  }
}
