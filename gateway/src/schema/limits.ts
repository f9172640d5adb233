/**
 * Query cost bounds (DESIGN.md "GraphQL API principles"): one client must not be able to make the
 * gateway hammer the upstreams. Every list argument is capped here.
 */
export const MAX_WALLETS_PER_QUERY = 50;
export const MAX_TOKENS_PER_QUERY = 200;
