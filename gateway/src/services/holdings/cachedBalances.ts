import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { Cached } from '../../cache/cache';
import { TTL } from '../../cache/ttl';
import { mainReason } from '../../errors/sourceReason';
import type { Attempt, FallbackResult } from '../fallback';
import { listTokens, type TokenListing } from '../balances/listTokens';
import { MAX_TOKEN_PAGES } from '../../sources/blockscout/getAddressTokens';
import { checkedListing } from './believableEmpty';
import { nativeBalanceAfterRpc, rpcNativeBalances } from '../balances/nativeBalance';
import { failedStatus, type SourceStatus } from '../sourceStatus';
import type { GatewayDeps } from '../../deps';
import type { WithStatus } from './holdingsLoaders';

/** A wallet's token listing on one chain, through the cache (spec §9 TTL per chain). */
export async function cachedListing(
  deps: GatewayDeps,
  chain: ChainKey,
  wallet: Address,
  fresh: boolean,
): Promise<WithStatus<TokenListing>> {
  try {
    const cached = await deps.cache.getOrFetch(
      `tokens:${chain}:${wallet}`,
      TTL.tokens[chain],
      async () => checkedListing(deps.cache, chain, wallet, await listTokens(deps, chain, wallet)),
      { fresh },
    );
    const listed = status(
      chain,
      wallet,
      'token-listing',
      cached,
      cached.value.source,
      cached.value.attempts,
    );
    return {
      value: cached.value,
      statuses: [cached.value.truncated === true ? truncatedStatus(listed, cached.value) : listed],
    };
  } catch (error) {
    return {
      value: undefined,
      statuses: [failedStatus(error, { chain, wallet, source: 'token-listing' })],
    };
  }
}

/**
 * A listing cut short says so: its holdings are right, but the tokens past the cut are unknown, so
 * no total built on it is complete (services/holdings/completeness.ts). The reason is TRUNCATED
 * even when an earlier source failed on the way: that one's fallback answered, this cut did not.
 */
function truncatedStatus(listed: SourceStatus, listing: TokenListing): SourceStatus {
  const note = `only the first ${listing.tokens.length} tokens were read: the explorer's paging did not end within ${MAX_TOKEN_PAGES} pages`;
  return {
    ...listed,
    message: listed.message === null ? note : `${note}; ${listed.message}`,
    reason: listed.state === 'stale' ? listed.reason : 'TRUNCATED',
  };
}

/**
 * Native balances of many wallets on one chain, through the cache: the wallets the cache cannot
 * answer share ONE RPC multicall; a wallet the RPC fails for goes on to the explorer alone, and
 * only when that fails too is its old entry served stale (DESIGN.md "Caching").
 */
export async function cachedNativeBalances(
  deps: GatewayDeps,
  chain: ChainKey,
  wallets: readonly Address[],
  fresh: boolean,
): Promise<Map<Address, WithStatus<string>>> {
  const keyOf = (wallet: Address) => `native:${chain}:${wallet}`;
  const walletOf = new Map(wallets.map((wallet) => [keyOf(wallet), wallet]));
  const rpcErrors = new Map<Address, Error>();
  const byRpc = await deps.cache.getOrFetchMany<FallbackResult<string>>(
    [...walletOf.keys()],
    TTL.nativeBalance,
    async (keys) => {
      const answers = await rpcNativeBalances(
        deps,
        chain,
        keys.map((key) => walletOf.get(key) as Address),
      );
      const found = new Map<string, FallbackResult<string>>();
      for (const [wallet, answer] of answers) {
        if (answer instanceof Error) rpcErrors.set(wallet, answer);
        else found.set(keyOf(wallet), answer);
      }
      return found;
    },
    { fresh },
  );
  const balanceOf = (
    wallet: Address,
    cached: Cached<FallbackResult<string>>,
  ): WithStatus<string> => ({
    value: cached.value.value,
    statuses: [
      status(chain, wallet, 'native-balance', cached, cached.value.source, cached.value.attempts),
    ],
  });
  const entries = await Promise.all(
    wallets.map(async (wallet): Promise<[Address, WithStatus<string>]> => {
      const cached = byRpc.get(keyOf(wallet));
      if (cached !== undefined) return [wallet, balanceOf(wallet, cached)];
      try {
        // Neither the store nor the RPC answered: the explorer, through the cache, so that when it
        // fails too the old entry is served stale. `fresh`: the store had nothing usable here.
        const rpcError = rpcErrors.get(wallet) ?? new Error('no RPC answer');
        return [
          wallet,
          balanceOf(
            wallet,
            await deps.cache.getOrFetch(
              keyOf(wallet),
              TTL.nativeBalance,
              () => nativeBalanceAfterRpc(deps, chain, wallet, rpcError),
              { fresh: true },
            ),
          ),
        ];
      } catch (error) {
        return [
          wallet,
          {
            value: undefined,
            statuses: [failedStatus(error, { chain, wallet, source: 'native-balance' })],
          },
        ];
      }
    }),
  );
  return new Map(entries);
}

/**
 * The status names the source that answered ("token-listing:blockscout-tokenlist") and, when
 * earlier sources failed on the way, says so in the message: the numbers are complete, but a
 * user reading the status can see which explorer is struggling.
 */
function status(
  chain: ChainKey,
  wallet: Address,
  kind: string,
  cached: Pick<Cached<unknown>, 'state' | 'ageMs' | 'error' | 'reason'>,
  answeredBy: string,
  attempts: Attempt[],
): SourceStatus {
  const failed = attempts.filter((attempt) => attempt.outcome === 'failed');
  const message = [
    cached.error,
    ...failed.map((attempt) => `${attempt.source}: ${attempt.message ?? 'failed'}`),
  ]
    .filter((part): part is string => part !== undefined)
    .join('; ');
  return {
    chain,
    wallet,
    source: `${kind}:${answeredBy}`,
    state: cached.state,
    ageMs: cached.ageMs,
    message: message === '' ? null : message,
    // Attempts cached before reasons existed have none.
    reason: mainReason([cached.reason, ...failed.map((attempt) => attempt.reason ?? 'UNKNOWN')]),
  };
}
