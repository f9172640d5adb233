import type { ApolloServerPlugin } from '@apollo/server';
import {
  getArgumentValues,
  getVariableValues,
  GraphQLError,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { CHAIN_KEYS, CHAINS } from '../../../shared/src/chains';
import { fragmentsOf, rootFields } from '../graphql/costRules';
import { MAX_TOKENS_PER_QUERY, MAX_WALLETS_PER_QUERY } from '../limits';

/**
 * The cost budget of one operation, in upstream fan-out units: one unit is one wallet read on one
 * chain (a listing page and its share of the price batches). One portfolio of the most wallets
 * allowed, on every chain, is exactly the budget, so everything the dashboard asks fits and
 * anything more — 50 aliased `wallet`s beside a portfolio, say — does not (docs/DECISIONS.md
 * "Query limits").
 * @internal
 */
export const MAX_QUERY_COST = MAX_WALLETS_PER_QUERY * CHAIN_KEYS.length;

const count = (value: unknown, absent: number): number =>
  Array.isArray(value) ? Math.max(1, value.length) : absent;
/** A list over its own bound is refused by the resolver with its own text ("At most 50 wallets…"). */
const bounded = (value: unknown, max: number): number => Math.min(count(value, 1), max);

/** The largest DexScreener batch of the registry: a token list costs at least one call per this many. */
const DEX_TOKENS_PER_CALL = Math.max(...CHAIN_KEYS.map((chain) => CHAINS[chain].dexBatchSize));

/**
 * What one root field costs the upstreams, from its arguments (variables already applied).
 * @internal
 */
export function rootFieldCost(field: string, args: Readonly<Record<string, unknown>>): number {
  const chains = count(args['chains'], CHAIN_KEYS.length);
  switch (field) {
    case 'wallet':
    case 'walletHistory':
      return chains;
    case 'portfolio':
    case 'portfolioHistory':
    case 'pnl':
      return bounded(args['wallets'], MAX_WALLETS_PER_QUERY) * chains;
    case 'tokenHistory':
      // One chain: each wallet's history on it.
      return bounded(args['wallets'], MAX_WALLETS_PER_QUERY);
    case 'hexStaking':
      // One chain; each wallet's stakes are read on their own.
      return bounded(args['wallets'], MAX_WALLETS_PER_QUERY);
    case 'tokenPrices':
      return Math.ceil(bounded(args['tokens'], MAX_TOKENS_PER_QUERY) / DEX_TOKENS_PER_CALL);
    case 'transactions':
      // One chain, or every chain merged.
      return args['chain'] === undefined || args['chain'] === null ? chains : 1;
    case 'resolveName':
      return 1;
    default:
      // chains, contact, demoWallets: in memory; ticker: one shared read a minute for every user.
      return 0;
  }
}

/**
 * The operation's cost: its root fields' fan-out summed, fragments expanded, variables applied.
 * @internal
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): number {
  const queryFields = schema.getQueryType()?.getFields() ?? {};
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  // Bad variables fail the request on their own, with graphql-js's message; count defaults meanwhile.
  const values = coerced.coerced ?? {};
  let cost = 0;
  for (const node of rootFields(operation, fragmentsOf(document))) {
    const definition = queryFields[node.name.value];
    if (definition === undefined) continue;
    let args: Record<string, unknown> = {};
    try {
      args = getArgumentValues(definition, node, values);
    } catch {
      // An invalid argument is reported by execution; it costs nothing upstream.
    }
    cost += rootFieldCost(node.name.value, args);
  }
  return cost;
}

/** Refuses, before anything runs, an operation whose fan-out is over MAX_QUERY_COST. */
export function queryCostPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (operation === undefined) return;
          const cost = operationCost(schema, document, operation, request.variables ?? {});
          if (cost <= MAX_QUERY_COST) return;
          throw new GraphQLError(
            `Query would read ${cost} wallet-chain pairs from the upstreams; at most ${MAX_QUERY_COST} are allowed (${MAX_WALLETS_PER_QUERY} wallets on ${CHAIN_KEYS.length} chains).`,
            { extensions: { code: 'QUERY_TOO_COSTLY', http: { status: 400 } } },
          );
        },
      };
    },
  };
}
