import type { World } from '../../world/world';
import type { Upstream } from '../upstream';
import { NOT_FOUND, TOO_MANY_REQUESTS, type BlockscoutChain } from './dialect';
import { failure } from '../explorer/envelope';
import { classicRoutes } from './classic';
import { graphqlRoute } from './graphql';
import { v2AddressRoutes } from './v2Address';
import { v2CoinBalanceRoutes } from './v2CoinBalance';
import { v2TokenRoutes } from './v2Tokens';
import { v2TransactionRoutes } from './v2Transactions';

/** The classic API's routes (`/api?module=…`), as the sandbox names them. */
const CLASSIC_ROUTE = /^api\/(account|stats)\//;

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
    errorBody: (status, { route, soft }) => {
      // An Etherscan-style classic API throttles with a 200 envelope whose reason is in `result`,
      // as Etherscan-compatible explorers document it (coredao-org/docs common-error-messages.md:
      // {"status":"0","message":"NOTOK","result":"Max rate limit reached"}).
      if (soft && CLASSIC_ROUTE.test(route)) return failure('NOTOK', 'Max rate limit reached');
      return status === 429 ? TOO_MANY_REQUESTS : { message: 'Internal server error' };
    },
  };
}
