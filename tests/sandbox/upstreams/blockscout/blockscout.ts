import type { World } from '../../world/world';
import type { Upstream } from '../upstream';
import { NOT_FOUND, TOO_MANY_REQUESTS, type BlockscoutChain } from './dialect';
import { classicRoutes } from './classic';
import { graphqlRoute } from './graphql';
import { v2AddressRoutes } from './v2Address';
import { v2CoinBalanceRoutes } from './v2CoinBalance';
import { v2TokenRoutes } from './v2Tokens';
import { v2TransactionRoutes } from './v2Transactions';

/** A Blockscout explorer root for one chain: REST v2 under /api/v2, the classic API under /api. */
export function blockscoutUpstream(world: World, chain: BlockscoutChain): Upstream {
  return {
    id: `blockscout/${chain}`,
    routes: [
      ...v2TokenRoutes(world, chain),
      ...v2TransactionRoutes(world, chain),
      ...v2CoinBalanceRoutes(world, chain),
      ...v2AddressRoutes(world, chain),
      ...classicRoutes(world, chain),
      graphqlRoute(world, chain),
    ],
    notFound: () => ({ status: 404, body: NOT_FOUND }),
    errorBody: (status) =>
      status === 429 ? TOO_MANY_REQUESTS : { message: 'Internal server error' },
  };
}
