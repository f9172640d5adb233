import type { World } from '../../world/world';
import type { RouteNames } from '../ids';
import {
  ok,
  type Route,
  type Upstream,
  type UpstreamRequest,
  type UpstreamResponse,
} from '../upstream';

/** The API key the sandbox's BSC indexer accepts, sent in the `x-api-key` header. */
export const BSC_INDEXER_SANDBOX_KEY = 'sandbox-bsc-indexer-key';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

type IndexerRoute = RouteNames['bsc-indexer'];

/**
 * The optional BSC indexer of spec §7, in a NodeReal/Moralis-like row shape. Spec §7 names four
 * paths and three array keys ("reading items, result or data arrays"); the sandbox serves each path
 * with its own spelling, so a test makes the indexer speak only one of them by failing the others
 * with 404 (what an indexer answers for a path it does not have). BSC has no public Blockscout
 * (UPSTREAMS.md §1.1). Unlike Blockscout, zero balances are listed too; spec §5 drops them.
 */
export function bscIndexerUpstream(world: World): Upstream {
  const route = (
    name: IndexerRoute,
    template: string,
    wrap: (rows: unknown[]) => unknown,
  ): Route<IndexerRoute> => ({
    name,
    method: 'GET',
    template,
    handle: (request) => balances(world, request, wrap),
  });
  return {
    id: 'bsc-indexer',
    routes: [
      route('addresses/token-balances', 'addresses/:address/token-balances', (items) => ({
        items,
      })),
      route('addresses/tokens', 'addresses/:address/tokens', (result) => ({ result })),
      route('accounts/token-balances', 'accounts/:address/token-balances', (data) => ({ data })),
      route('account/token-balances', 'account/:address/token-balances', (rows) => rows),
    ],
    notFound: () => ({ status: 404, body: { message: 'Not found' } }),
    errorBody: (status) => ({
      message:
        status === 429
          ? 'Too many requests'
          : status === 404
            ? 'Not found'
            : 'Internal server error',
    }),
  };
}

function balances(
  world: World,
  request: UpstreamRequest,
  wrap: (rows: unknown[]) => unknown,
): UpstreamResponse {
  if (request.headers['x-api-key'] !== BSC_INDEXER_SANDBOX_KEY)
    return { status: 401, body: { message: 'Unauthorized' } };
  const address = request.params.address ?? '';
  if (!ADDRESS.test(address)) return { status: 400, body: { message: 'Invalid address' } };
  const rows = request.empty ? [] : world.holdings(address, 'bsc');
  return ok(
    wrap(
      rows.map(({ token, balanceRaw }) => ({
        token_address: token.address,
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        balance: balanceRaw.toString(),
      })),
    ),
  );
}
