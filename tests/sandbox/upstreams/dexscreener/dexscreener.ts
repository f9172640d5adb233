import { CHAIN_KEYS, CHAINS } from '../../../../shared/src/chains';
import type { DexPair } from '../../world/dexPairs';
import type { World } from '../../world/world';
import type { RouteNames } from '../ids';
import {
  ok,
  type Route,
  type Upstream,
  type UpstreamRequest,
  type UpstreamResponse,
} from '../upstream';
import { pairJson } from './pairJson';

/** DexScreener's documented batch limit: 30 addresses per request (UPSTREAMS.md §4). */
const DEXSCREENER_MAX_ADDRESSES = 30;
/** Search answers at most this many pairs. */
const SEARCH_LIMIT = 30;
const SCHEMA_VERSION = '1.0.0';

const byLiquidity = (a: DexPair, b: DexPair) => b.liquidityUsd - a.liquidityUsd;

/** The error for more than 30 addresses. The real text is unverified (UPSTREAMS.md §10); the status is a client error either way. */
const tooMany = (count: number): UpstreamResponse => ({
  status: 400,
  body: { error: `Too many addresses: ${count} (max ${DEXSCREENER_MAX_ADDRESSES})` },
});

function splitAddresses(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((address) => address.trim().toLowerCase())
    .filter((address) => address !== '');
}

/** Pairs with any of the addresses as base or quote, on one chain or (the old endpoint) on all of them. */
function pairsOf(world: World, addresses: readonly string[], chainId?: string): DexPair[] {
  const found = new Set(addresses.flatMap((address) => world.dexPairsOf(address)));
  return [...found]
    .filter((pair) => chainId === undefined || CHAINS[pair.chain].dexScreenerId === chainId)
    .sort(byLiquidity);
}

/** The `{schemaVersion, pairs}` envelope, with `pairs: null` when nothing matched (dexscreener-latest-dex-tokens-empty.json). */
const envelope = (pairs: readonly DexPair[]) =>
  ok({ schemaVersion: SCHEMA_VERSION, pairs: pairs.length === 0 ? null : pairs.map(pairJson) });

function search(world: World, query: string): DexPair[] {
  const terms = query
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term !== '');
  const chainTerm = terms.find((term) => term.startsWith('chain:'))?.slice('chain:'.length);
  const words = terms.filter((term) => !term.startsWith('chain:'));
  if (words.length === 0) return [];
  const matches = (pair: DexPair) =>
    words.every((word) =>
      [pair.base, pair.quote].some(
        (side) =>
          side.address.toLowerCase() === word ||
          side.symbol.toLowerCase().includes(word) ||
          side.name.toLowerCase().includes(word),
      ),
    );
  return world
    .dexPairs()
    .filter(
      (pair) =>
        (chainTerm === undefined || CHAINS[pair.chain].dexScreenerId === chainTerm) &&
        matches(pair),
    )
    .sort(byLiquidity)
    .slice(0, SEARCH_LIMIT);
}

export function dexscreenerUpstream(world: World): Upstream {
  const known = new Set(CHAIN_KEYS.map((chain) => CHAINS[chain].dexScreenerId));
  /** Looks the path's addresses up and renders the pairs, or refuses more than 30 addresses. */
  const lookup = (
    request: UpstreamRequest,
    chainId: string | undefined,
    render: (pairs: DexPair[]) => UpstreamResponse,
  ): UpstreamResponse => {
    const addresses = splitAddresses(request.params.addresses);
    if (addresses.length > DEXSCREENER_MAX_ADDRESSES) return tooMany(addresses.length);
    return render(request.empty ? [] : pairsOf(world, addresses, chainId));
  };
  const routes: Route<RouteNames['dexscreener']>[] = [
    {
      name: 'latest/dex/tokens',
      method: 'GET',
      template: 'latest/dex/tokens/:addresses',
      handle: (request) => lookup(request, undefined, envelope),
    },
    {
      name: 'latest/dex/search',
      method: 'GET',
      template: 'latest/dex/search',
      handle: (request) =>
        envelope(request.empty ? [] : search(world, request.query.get('q') ?? '')),
    },
    {
      name: 'latest/dex/pairs',
      method: 'GET',
      template: 'latest/dex/pairs/:chainId/:pairs',
      handle(request) {
        const wanted = new Set(splitAddresses(request.params.pairs));
        const pairs = request.empty
          ? []
          : world
              .dexPairs()
              .filter(
                (pair) =>
                  CHAINS[pair.chain].dexScreenerId === request.params.chainId &&
                  wanted.has(pair.pairAddress.toLowerCase()),
              );
        return envelope(pairs);
      },
    },
    {
      // A bare array of pairs on one chain (dexscreener-tokens-v1.json).
      name: 'tokens/v1',
      method: 'GET',
      template: 'tokens/v1/:chainId/:addresses',
      handle: (request) =>
        known.has(request.params.chainId ?? '')
          ? lookup(request, request.params.chainId, (pairs) => ok(pairs.map(pairJson)))
          : ok([]),
    },
    {
      name: 'token-pairs/v1',
      method: 'GET',
      template: 'token-pairs/v1/:chainId/:addresses',
      handle: (request) =>
        lookup(request, request.params.chainId, (pairs) =>
          ok(pairs.slice(0, SEARCH_LIMIT).map(pairJson)),
        ),
    },
  ];
  return {
    id: 'dexscreener',
    routes,
    notFound: () => ({ status: 404, body: { error: 'Not Found' } }),
    errorBody: (status) =>
      status === 429 ? { error: 'Too Many Requests' } : { error: 'Internal Server Error' },
  };
}
