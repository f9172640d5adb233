import { BadInputError } from './errors/errors';

/**
 * Query cost bounds (DESIGN.md "GraphQL API principles"): one client must not be able to make the
 * gateway hammer the upstreams. Every list argument is capped here.
 */
export const MAX_WALLETS_PER_QUERY = 50;

/** The wallet bound of every wallet-list argument, GraphQL's and the REST exports' alike. */
export function assertWalletCount(wallets: readonly unknown[]): void {
  if (wallets.length > MAX_WALLETS_PER_QUERY)
    throw new BadInputError(`At most ${MAX_WALLETS_PER_QUERY} wallets per query.`);
}

export const MAX_TOKENS_PER_QUERY = 200;
/** Transactions per page (`first`); the default is spec §9's 50, one explorer page. */
export const MAX_TRANSACTIONS_PER_PAGE = 100;

/**
 * Bounds the parse of a GraphQL document itself, wherever it is parsed (Apollo, the rate limits,
 * the response cache): the standard introspection query is about 300 tokens.
 */
export const GRAPHQL_PARSE_OPTIONS = { maxTokens: 5_000 } as const;
