/**
 * The variables every portfolio query uses for a wallet set: lowercase and sorted, so the same
 * wallets in another order share one cache entry (the wallets list is a cache key argument).
 */
export function portfolioVariables(wallets: readonly string[]): { wallets: string[] } {
  return { wallets: [...new Set(wallets.map((address) => address.toLowerCase()))].sort() };
}
