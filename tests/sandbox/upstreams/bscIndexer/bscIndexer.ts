import type { World } from '../../world/world';
import type { RouteNames } from '../ids';
import { ok, type Upstream } from '../upstream';

/** The API key the sandbox's BSC indexer accepts, sent in the `x-api-key` header. */
export const BSC_INDEXER_SANDBOX_KEY = 'sandbox-bsc-indexer-key';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The optional BSC indexer of spec §7 ("{base}/addresses/{address}/token-balances" with an API-key
 * header, reading `items`), in a NodeReal/Moralis-like row shape. BSC has no public Blockscout
 * (UPSTREAMS.md §1.1), so this and on-chain reads are its token sources. Unlike Blockscout it also
 * lists zero balances, which spec §5 says to drop.
 */
export function bscIndexerUpstream(world: World): Upstream {
  return {
    id: 'bsc-indexer',
    routes: [
      {
        name: 'addresses/token-balances' satisfies RouteNames['bsc-indexer'],
        method: 'GET',
        template: 'addresses/:address/token-balances',
        handle(request) {
          if (request.headers['x-api-key'] !== BSC_INDEXER_SANDBOX_KEY) return { status: 401, body: { message: 'Unauthorized' } };
          const address = request.params.address ?? '';
          if (!ADDRESS.test(address)) return { status: 400, body: { message: 'Invalid address' } };
          const rows = request.empty ? [] : world.holdings(address, 'bsc');
          return ok({
            items: rows.map(({ token, balanceRaw }) => ({
              token_address: token.address,
              name: token.name,
              symbol: token.symbol,
              decimals: token.decimals,
              balance: balanceRaw.toString(),
            })),
          });
        },
      },
    ],
    notFound: () => ({ status: 404, body: { message: 'Not found' } }),
    errorBody: (status) => ({ message: status === 429 ? 'Too many requests' : 'Internal server error' }),
  };
}
