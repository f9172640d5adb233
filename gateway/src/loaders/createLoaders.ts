import DataLoader from 'dataloader';
import type { Address } from '../../../shared/src/addresses';
import type { ChainKey } from '../../../shared/src/chains';
import type { TokenListing } from '../services/balances/listTokens';
import { cachedListing, cachedNativeBalances } from '../services/holdings/cachedBalances';
import type { GatewayDeps } from '../deps';
import type { HoldingsLoaders, WithStatus } from '../services/holdings/holdingsLoaders';
import type { PriceQuote, TokenToPrice } from '../services/prices/priceQuote';
import { priceTokens } from '../services/prices/priceTokens';
import { dexProtocol } from '../services/positions/dexProtocol';
import type { PoolPair } from '../services/positions/poolShares';
import type { ConcentratedNft } from '../services/positions/concentrated/concentratedPositions';
import { positionManagers } from '../services/positions/concentrated/positionManagers';
import type { FarmedStake } from '../services/positions/farmPositions';
import { FARMS } from '../../../shared/src/farms';
import { failedStatus } from '../services/sourceStatus';
import { cachedPairStates } from '../services/positions/pairStates';
import { getConcentratedPositions } from '../sources/rpc/getConcentratedPositions';
import { getFarmStakes } from '../sources/rpc/getFarmStakes';
import { getTokenMetadata, type TokenMetadata } from '../sources/rpc/getTokenMetadata';

/** A price to look up: a token of a chain, or (no token) the chain's native coin. */
interface PriceKey {
  chain: ChainKey;
  token: TokenToPrice | null;
}

interface WalletKey {
  chain: ChainKey;
  wallet: Address;
}

/**
 * One set of loaders per request and per `fresh` flag (STYLE.md habit 6): balances keyed by
 * chain + wallet, prices by chain + token. Loaders never reject a key: failures travel as
 * statuses, so one bad token cannot sink the batch.
 *
 * - Listings are not batched (one upstream call per wallet anyway): a batch would hold every
 *   wallet's answer until its slowest one is done, and one wallet's second page would hold back
 *   the next wallets of the window.
 * - Native balances asked in one tick go to one multicall per chain.
 * - Prices asked in one tick are grouped by chain; each group is ONE run of the price engine, the
 *   native coin's DEX lookup riding in the chain's token batch. Every key of a group gets the
 *   group's one status list (the same array, so the caller can tell it apart cheaply).
 */
export function createLoaders(deps: GatewayDeps, fresh: boolean): HoldingsLoaders {
  const walletKey = ({ chain, wallet }: WalletKey) => `${chain}:${wallet}`;
  const listing = new DataLoader<WalletKey, WithStatus<TokenListing>, string>(
    (keys) => Promise.all(keys.map((key) => cachedListing(deps, key.chain, key.wallet, fresh))),
    {
      batch: false,
      cacheKeyFn: walletKey,
    },
  );
  const nativeBalance = new DataLoader<WalletKey, WithStatus<string>, string>(
    async (keys) => {
      const byChain = groupByChain(keys, (key) => key.wallet);
      const answers = new Map<ChainKey, Map<Address, WithStatus<string>>>();
      await Promise.all(
        [...byChain].map(async ([chain, wallets]) =>
          answers.set(chain, await cachedNativeBalances(deps, chain, wallets, fresh)),
        ),
      );
      return keys.map(
        ({ chain, wallet }) =>
          answers.get(chain)?.get(wallet) ?? { value: undefined, statuses: [] },
      );
    },
    { cacheKeyFn: walletKey },
  );
  const price = new DataLoader<PriceKey, WithStatus<PriceQuote | null>, string>(
    async (keys) => {
      const byChain = groupByChain(keys, (key) => key.token);
      const results = new Map<ChainKey, Awaited<ReturnType<typeof priceTokens>>>();
      await Promise.all(
        [...byChain].map(async ([chain, tokens]) => {
          const listed = tokens.filter((token): token is TokenToPrice => token !== null);
          results.set(
            chain,
            await priceTokens(deps, chain, listed, {
              fresh,
              native: listed.length < tokens.length,
            }),
          );
        }),
      );
      return keys.map(({ chain, token }) => {
        const result = results.get(chain);
        if (token === null)
          return { value: result?.native?.quote ?? null, statuses: result?.native?.statuses ?? [] };
        return {
          value: result?.quotes.get(token.address) ?? null,
          statuses: result?.statuses ?? [],
        };
      });
    },
    { cacheKeyFn: ({ chain, token }) => `${chain}:${token?.address ?? 'native'}` },
  );

  const tokenKey = ({ chain, token }: TokenKey) => `${chain}:${token}`;
  const pairState = new DataLoader<TokenKey, WithStatus<PoolPair | null>, string>(
    (keys) =>
      perChain(keys, 'positions:rpc', async (chain, tokens) => {
        const states = await cachedPairStates(deps, chain, tokens, fresh);
        return (token) => {
          const state = states.get(token);
          return state === undefined
            ? null
            : { ...state, protocol: dexProtocol(deps.config.dexFactories, chain, state.factory) };
        };
      }),
    { cacheKeyFn: tokenKey },
  );
  const tokenMetadata = new DataLoader<TokenKey, WithStatus<TokenMetadata | null>, string>(
    (keys) =>
      perChain(keys, 'positions:rpc', async (chain, tokens) => {
        const metadata = await getTokenMetadata(deps.rpc[chain], chain, tokens);
        return (token) => metadata.get(token) ?? null;
      }),
    { cacheKeyFn: tokenKey },
  );
  // Keyed by wallet (here and for farms): perChain batches addresses, whatever they stand for.
  const concentrated = new DataLoader<TokenKey, WithStatus<ConcentratedNft[]>, string>(
    (keys) =>
      perChain(keys, 'positions:rpc', async (chain, owners) => {
        const managers = positionManagers(deps.config.positionManagers, chain);
        const states = await getConcentratedPositions(
          deps.rpc[chain],
          chain,
          [...managers.keys()],
          owners,
        );
        return (owner) =>
          states
            .filter((state) => state.owner === owner)
            .map((state) => ({ ...state, protocol: managers.get(state.manager)! }));
      }).then((answers) =>
        answers.map(({ value, statuses }) => ({ value: value ?? [], statuses })),
      ),
    { cacheKeyFn: tokenKey },
  );
  const farmStakes = new DataLoader<TokenKey, WithStatus<FarmedStake[]>, string>(
    (keys) =>
      perChain(keys, 'positions:rpc', async (chain, wallets) => {
        const read = await Promise.all(
          FARMS[chain].map(async (farm) => {
            const { rewardToken, stakes } = await getFarmStakes(
              deps.rpc[chain],
              chain,
              farm,
              wallets,
            );
            return stakes.map((stake) => ({ ...stake, farm, rewardToken }));
          }),
        );
        return (wallet) => read.flat().filter((stake) => stake.wallet === wallet);
      }).then((answers) =>
        answers.map(({ value, statuses }) => ({ value: value ?? [], statuses })),
      ),
    { cacheKeyFn: tokenKey },
  );
  return {
    farmStakes: (chain, wallet) =>
      FARMS[chain].length === 0
        ? Promise.resolve({ value: [], statuses: [] })
        : farmStakes.load({ chain, token: wallet }),
    concentratedPositions: (chain, wallet) =>
      positionManagers(deps.config.positionManagers, chain).size === 0
        ? Promise.resolve({ value: [], statuses: [] })
        : concentrated.load({ chain, token: wallet }),
    pairState: (chain, token) => pairState.load({ chain, token }),
    tokenMetadata: (chain, token) => tokenMetadata.load({ chain, token }),
    listing: (chain, wallet) => listing.load({ chain, wallet }),
    nativeBalance: (chain, wallet) => nativeBalance.load({ chain, wallet }),
    tokenPrice: (chain, token) => price.load({ chain, token }),
    nativePrice: (chain) => price.load({ chain, token: null }),
  };
}

interface TokenKey {
  chain: ChainKey;
  token: Address;
}

/**
 * One on-chain read per chain for every token asked in a tick; each key gets the chain's one
 * status (fresh, or the failure that left every token of the chain unread).
 */
async function perChain<T>(
  keys: readonly TokenKey[],
  source: string,
  read: (chain: ChainKey, tokens: Address[]) => Promise<(token: Address) => T | null>,
): Promise<WithStatus<T | null>[]> {
  const byChain = groupByChain(keys, (key) => key.token);
  const answers = new Map<ChainKey, WithStatus<(token: Address) => T | null>>();
  await Promise.all(
    [...byChain].map(async ([chain, tokens]) => {
      const where = { chain, wallet: null, source };
      try {
        const value = await read(chain, [...new Set(tokens)]);
        answers.set(chain, {
          value,
          statuses: [{ ...where, state: 'fresh', ageMs: 0, message: null, reason: null }],
        });
      } catch (error) {
        answers.set(chain, { value: undefined, statuses: [failedStatus(error, where)] });
      }
    }),
  );
  return keys.map(({ chain, token }) => {
    const answer = answers.get(chain);
    return {
      value: answer?.value === undefined ? undefined : answer.value(token),
      statuses: answer?.statuses ?? [],
    };
  });
}

function groupByChain<K extends { chain: ChainKey }, V>(
  keys: readonly K[],
  value: (key: K) => V,
): Map<ChainKey, V[]> {
  const byChain = new Map<ChainKey, V[]>();
  for (const key of keys) {
    const group = byChain.get(key.chain);
    if (group === undefined) byChain.set(key.chain, [value(key)]);
    else group.push(value(key));
  }
  return byChain;
}
