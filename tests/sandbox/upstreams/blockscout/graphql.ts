import { buildSchema, graphqlSync } from 'graphql';
import type { ChainKey } from '../../../../shared/src/chains';
import { CHAIN_CLOCK } from '../../world/clock';
import { isListedTransaction } from '../../world/transactions';
import type { World } from '../../world/world';
import type { RouteNames } from '../ids';
import { ok, type Route } from '../upstream';

/**
 * Blockscout's GraphQL endpoint, reduced to the Address fields of blockscout-graphql-address.json.
 * Its Address type has no `tokenBalances` (UPSTREAMS.md §3), so the spec's GraphQL fallback for
 * PulseChain token listings gets the same validation error a real instance gives.
 */
const schema = buildSchema(`
  scalar AddressHash
  type Address {
    hash: AddressHash!
    fetchedCoinBalance: String
    fetchedCoinBalanceBlockNumber: Int
    transactionsCount: Int
    tokenTransfersCount: Int
  }
  type Query {
    address(hash: AddressHash!): Address
  }
`);

export function graphqlRoute(world: World, chain: ChainKey): Route<RouteNames['blockscout']> {
  const rootValue = {
    address: ({ hash }: { hash: string }) => {
      const wallet = world.wallet(hash);
      if (wallet === undefined) return null;
      const txs = world.transactions(wallet.address, chain);
      return {
        hash: wallet.address,
        fetchedCoinBalance: world.nativeBalance(wallet.address, chain).toString(),
        fetchedCoinBalanceBlockNumber: CHAIN_CLOCK[chain].headBlock - 7,
        transactionsCount: txs.filter((tx) => isListedTransaction(tx, wallet.address)).length,
        tokenTransfersCount: txs.filter((tx) => tx.transfer !== null && !tx.failed).length,
      };
    },
  };
  return {
    name: 'api/v1/graphql',
    method: 'POST',
    template: 'api/v1/graphql',
    handle(request) {
      const body = request.body as { query?: unknown; variables?: unknown } | undefined;
      if (typeof body?.query !== 'string')
        return { status: 400, body: { errors: [{ message: 'Must provide query string.' }] } };
      const variables =
        typeof body.variables === 'object' && body.variables !== null
          ? (body.variables as Record<string, unknown>)
          : undefined;
      const result = graphqlSync({
        schema,
        source: body.query,
        rootValue: request.empty ? { address: () => null } : rootValue,
        variableValues: variables ?? null,
      });
      // GraphQLError serialises itself (toJSON) when the server writes the body.
      return ok(result);
    },
  };
}
