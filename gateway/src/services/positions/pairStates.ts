import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { TTL } from '../../cache/ttl';
import type { GatewayDeps } from '../../deps';
import {
  getPairReserves,
  getPairStates,
  type PairReserves,
  type PairState,
} from '../../sources/rpc/getPairStates';

/** What a v2 pair never changes: its tokens and its factory. Null: the token is no pair. */
type PairIdentity = Pick<PairState, 'token0' | 'token1' | 'factory'> | null;

/** Reserves as the cache keeps them: JSON has no bigint. */
interface StoredReserves {
  reserve0: string;
  reserve1: string;
  totalSupply: string;
}

const stored = (state: PairReserves): StoredReserves => ({
  reserve0: state.reserve0.toString(),
  reserve1: state.reserve1.toString(),
  totalSupply: state.totalSupply.toString(),
});

/**
 * The v2 pairs among `tokens`, through the cache. Whether a token is a pair, and of which tokens
 * and factory, never changes: asked once for good, so a token seen before costs no probe. Reserves
 * and supply move with every swap: kept as long as a token price (spec §9), since a position is
 * worth its reserves at those prices. A cold read is one aggregate3 round of the five pair
 * questions; a known pair whose reserves expired, one round of two. Concurrent requests share
 * both reads (single flight). Throws when a read fails, so an outage never reads as "no pairs".
 */
export async function cachedPairStates(
  deps: Pick<GatewayDeps, 'cache' | 'rpc'>,
  chain: ChainKey,
  tokens: readonly Address[],
  fresh: boolean,
): Promise<Map<Address, PairState>> {
  const client = deps.rpc[chain];
  const identityKey = (token: Address) => `pair:identity:${chain}:${token}`;
  const reservesKey = (token: Address) => `pair:reserves:${chain}:${token}`;
  const tokenOf = new Map(tokens.map((token) => [identityKey(token), token]));
  const probed = new Map<Address, PairState>();
  const identities = await deps.cache.getOrFetchManySettled<PairIdentity>(
    [...tokenOf.keys()],
    TTL.settled,
    async (keys) => {
      const asked = keys.map((key) => tokenOf.get(key) as Address);
      const states = await getPairStates(client, chain, asked);
      for (const [token, state] of states) probed.set(token, state);
      // The probe read the reserves too: kept, so this request reads them no second time.
      deps.cache.setMany(
        new Map([...states].map(([token, state]) => [reservesKey(token), stored(state)])),
        TTL.tokenPrice[chain],
      );
      return new Map(
        asked.map((token) => {
          const state = states.get(token);
          return [
            identityKey(token),
            state === undefined
              ? null
              : { token0: state.token0, token1: state.token1, factory: state.factory },
          ];
        }),
      );
    },
  );
  const failure = identities.failures.values().next();
  if (!failure.done) throw failure.value;

  const pairs = new Map<Address, NonNullable<PairIdentity>>();
  for (const [key, identity] of identities.values)
    if (identity.value !== null) pairs.set(tokenOf.get(key) as Address, identity.value);
  const unprobed = new Map(
    [...pairs.keys()]
      .filter((token) => !probed.has(token))
      .map((token) => [reservesKey(token), token]),
  );
  const reserves = await deps.cache.getOrFetchManySettled<StoredReserves>(
    [...unprobed.keys()],
    TTL.tokenPrice[chain],
    async (keys) => {
      const asked = keys.map((key) => unprobed.get(key) as Address);
      const read = await getPairReserves(client, chain, asked);
      return new Map([...read].map(([token, state]) => [reservesKey(token), stored(state)]));
    },
    { fresh },
  );
  const reserveFailure = reserves.failures.values().next();
  if (!reserveFailure.done) throw reserveFailure.value;

  const states = new Map(probed);
  for (const token of unprobed.values()) {
    const identity = pairs.get(token) as NonNullable<PairIdentity>;
    const held = reserves.values.get(reservesKey(token))?.value;
    if (held === undefined) continue;
    states.set(token, {
      ...identity,
      reserve0: BigInt(held.reserve0),
      reserve1: BigInt(held.reserve1),
      totalSupply: BigInt(held.totalSupply),
    });
  }
  return states;
}
