import type { ChainKey } from '../../../../shared/src/chains';
import type { Address } from '../../../../shared/src/addresses';
import type { Cached } from '../../cache/cache';
import { describeError } from '../../errors/errors';
import { reasonOf } from '../../errors/sourceReason';
import { logSourceFailure } from '../../logging/sourceFailures';
import type { SourceStatus } from '../sourceStatus';
import type { PriceDeps } from './priceDeps';

/**
 * A fetch for many tokens, in as many upstream calls as it needs: a value (null = "the source has
 * no price") per address it could look up, and the errors of the calls that failed.
 */
export type BatchFetch<T> = (
  addresses: Address[],
) => Promise<{ values: Map<Address, T | null>; errors: unknown[] }>;

export interface BatchResult<T> {
  /** Per address; an address is absent when the source failed for it and no old value exists. */
  values: Map<Address, Cached<T | null>>;
  /** Where the values came from, or why some are missing. Null when nothing was asked. */
  status: SourceStatus | null;
  /** The first failed call's error, when one failed: why an absent address is absent. */
  error: unknown;
}

/**
 * One source asked for many tokens through the cache (DESIGN.md "Caching"): fresh entries come
 * from the store, the misses go to ONE `fetch` call, and keys another request is already
 * fetching join that flight — so concurrent requests for the same tokens share upstream calls.
 * "No price" answers are cached too, or every portfolio refresh would re-ask the DEX about each
 * spam token. When every call failed, the old entries are served stale; when some did, their
 * tokens are left out and fall through to the next source.
 */
export async function cachedBatch<T>(
  deps: PriceDeps,
  input: {
    chain: ChainKey;
    source: string;
    ttlMs: number;
    addresses: readonly Address[];
    fresh: boolean;
    fetch: BatchFetch<T>;
  },
): Promise<BatchResult<T>> {
  const values = new Map<Address, Cached<T | null>>();
  const keyOf = (address: Address) => `price:${input.source}:${input.chain}:${address}`;
  const addressOf = new Map(input.addresses.map((address) => [keyOf(address), address]));
  let failure: unknown;
  const { values: cached, failures } = await deps.cache.getOrFetchManySettled<T | null>(
    [...addressOf.keys()],
    input.ttlMs,
    async (keys) => {
      const fetched = await input
        .fetch(keys.map((key) => addressOf.get(key) as Address))
        .catch((error: unknown) => ({ values: new Map<Address, T | null>(), errors: [error] }));
      failure = fetched.errors[0];
      if (fetched.values.size === 0 && failure !== undefined) throw failure;
      return new Map([...fetched.values].map(([address, value]) => [keyOf(address), value]));
    },
    { fresh: input.fresh },
  );
  for (const [key, value] of cached) values.set(addressOf.get(key) as Address, value);
  // Keys that joined another request's failed flight fail with its error.
  failure ??= failures.values().next().value;
  const where = { chain: input.chain, wallet: null, source: input.source };
  return {
    values,
    status: combinedStatus(where, [...values.values()], {
      count: addressOf.size - values.size,
      error: failure,
    }),
    error: failure,
  };
}

const SEVERITY = { fresh: 0, cached: 1, stale: 2 } as const;

const tokensWithout = (count: number) => `no answer for ${count} token(s)`;

/**
 * One status for a source asked about many keys: failed if any key went without (`error` is the
 * reason when known; `without` words what went without, tokens unless said), else the worst state
 * served — a stale one says why — and the oldest age.
 */
export function combinedStatus(
  where: Pick<SourceStatus, 'chain' | 'wallet' | 'source'>,
  served: readonly Cached<unknown>[],
  failed: { count: number; error: unknown; without?: (count: number) => string },
): SourceStatus | null {
  if (failed.count > 0) {
    // A key that joined another request's flight fails with that request's error, which the cache keeps to itself.
    const reason =
      failed.error === undefined ? 'a shared request failed' : describeError(failed.error);
    if (failed.error !== undefined) logSourceFailure(failed.error, where);
    return {
      ...where,
      state: 'failed',
      ageMs: null,
      message: `${(failed.without ?? tokensWithout)(failed.count)}: ${reason}`,
      reason: failed.error === undefined ? 'UNKNOWN' : reasonOf(failed.error),
    };
  }
  if (served.length === 0) return null;
  const worst = served.reduce((a, b) => (SEVERITY[b.state] > SEVERITY[a.state] ? b : a));
  return {
    ...where,
    state: worst.state,
    ageMs: Math.max(...served.map((value) => value.ageMs)),
    message: worst.error ?? null,
    reason: worst.reason ?? null,
  };
}
