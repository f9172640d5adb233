import type { Address } from '../../../shared/src/addresses';
import { loadSample } from '../../sandbox/testing/shape';
import { startJsonServer, type JsonServer, type Reply } from './jsonServer';

/** A token's one DEX pool in the fake world: `token` is the base, quoted in `quoteSymbol`. */
export interface FakePool {
  chainId: string;
  token: Address;
  priceUsd: number;
  change24hPct?: number;
  liquidityUsd?: number;
  quoteSymbol?: string;
  /** Priced only through pools where it is the quote (a token like WPLS): base is a partner token. */
  asQuote?: { priceNative: number };
}

/**
 * DexScreener, DefiLlama and a Blockscout explorer's price routes over one loopback server, fed
 * from plain tables a test fills in, with the sample pair as the template of every pool (so field
 * names are the real ones). Tests reset it with `reset()`. `failing` holds path prefixes that answer 500 (not retried by the
 * spec's policy, so each failure is one request); `batchCap` imitates DexScreener leaving tokens
 * out of a crowded /tokens answer.
 */
export interface FakePriceWorld {
  server: JsonServer;
  pools: FakePool[];
  /** DefiLlama coin id (lowercase) → USD price now, and 24h ago. */
  llamaNow: Map<string, number>;
  llamaDayAgo: Map<string, number>;
  /** Per explorer chain key: /api/v2/stats body and classic coinprice result. */
  explorer: Map<string, { stats?: Record<string, unknown>; coinUsd?: string }>;
  failing: Set<string>;
  /** Tokens the batched /tokens call leaves out (found only by a single-token search). */
  missingFromBatch: Set<Address>;
  /** Exact bodies by pathname, served before the tables (e.g. a whole upstream sample). */
  replies: Map<string, unknown>;
  count(prefix: string): number;
  /** Empties every table and the request log, between tests. */
  reset(): void;
  close(): Promise<void>;
}

const templatePair =
  (loadSample('dexscreener-latest-dex-tokens') as { pairs: Record<string, unknown>[] }).pairs[0] ??
  {};

export async function startFakePriceWorld(): Promise<FakePriceWorld> {
  const server = await startJsonServer(() => undefined);
  const world: FakePriceWorld = {
    server,
    pools: [],
    llamaNow: new Map(),
    llamaDayAgo: new Map(),
    explorer: new Map(),
    failing: new Set(),
    missingFromBatch: new Set(),
    replies: new Map(),
    count: (prefix) => server.count(prefix),
    reset: () => {
      world.pools.length = 0;
      server.requests.length = 0;
      for (const table of [
        world.llamaNow,
        world.llamaDayAgo,
        world.explorer,
        world.failing,
        world.missingFromBatch,
        world.replies,
      ])
        table.clear();
    },
    close: () => server.close(),
  };
  server.route = (url) => {
    const path = `${url.pathname}${url.search}`;
    if ([...world.failing].some((prefix) => path.startsWith(prefix)))
      return { status: 500, body: { message: 'injected failure' } };
    if (world.replies.has(url.pathname))
      return { status: 200, body: world.replies.get(url.pathname) };
    return answer(world, url);
  };
  return world;
}

function answer(world: FakePriceWorld, url: URL): Reply | undefined {
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const [upstream, ...rest] = segments;
  if (upstream === 'dexscreener' && rest[0] === 'latest' && rest[1] === 'dex') {
    if (rest[2] === 'tokens' && rest[3] !== undefined) {
      const wanted = new Set(rest[3].split(',').map((address) => address.toLowerCase()));
      return pairsReply(
        world.pools.filter(
          (pool) => wanted.has(pool.token) && !world.missingFromBatch.has(pool.token),
        ),
      );
    }
    if (rest[2] === 'search') {
      const [address, chainFilter] = (url.searchParams.get('q') ?? '').split(' ');
      const chainId = chainFilter?.replace('chain:', '');
      return pairsReply(
        world.pools.filter(
          (pool) => pool.token === address?.toLowerCase() && pool.chainId === chainId,
        ),
      );
    }
  }
  if (upstream === 'defillama' && rest[0] === 'prices') {
    const [table, ids] =
      rest[1] === 'current' ? [world.llamaNow, rest[2]] : [world.llamaDayAgo, rest[3]];
    const coins = Object.fromEntries(
      (ids ?? '').split(',').flatMap((id) => {
        const price = table.get(id.toLowerCase());
        return price === undefined
          ? []
          : [[id, { price, symbol: 'X', timestamp: 1787220231, confidence: 0.99 }]];
      }),
    );
    return { status: 200, body: { coins } };
  }
  if (upstream === 'blockscout' && rest[1] === 'api') {
    const explorer = world.explorer.get(rest[0] ?? '') ?? {};
    if (rest[2] === 'v2' && rest[3] === 'stats')
      return { status: 200, body: explorer.stats ?? { coin_price: null } };
    if (url.searchParams.get('action') === 'coinprice') {
      return {
        status: 200,
        body: {
          status: '1',
          message: 'OK',
          result: { coin_btc: null, coin_usd: explorer.coinUsd ?? null },
        },
      };
    }
  }
  return undefined;
}

function pairsReply(pools: readonly FakePool[]): Reply {
  if (pools.length === 0) return { status: 200, body: { schemaVersion: '1.0.0', pairs: null } };
  const partner = {
    address: '0x00000000000000000000000000000000000000aa',
    name: 'Partner',
    symbol: 'PRT',
  };
  const pairs = pools.map((pool, index) => {
    const token = { address: pool.token, name: `Token ${index}`, symbol: `T${index}` };
    const quote = {
      address: '0x00000000000000000000000000000000000000bb',
      name: 'Quote',
      symbol: pool.quoteSymbol ?? 'WPLS',
    };
    return {
      ...templatePair,
      chainId: pool.chainId,
      pairAddress: `0x${(index + 1).toString(16).padStart(40, '0')}`,
      baseToken: pool.asQuote === undefined ? token : partner,
      quoteToken: pool.asQuote === undefined ? quote : token,
      // DexScreener's priceUsd is the base's: for a quote-side token, base price = its price × priceNative.
      priceUsd: String(
        pool.asQuote === undefined ? pool.priceUsd : pool.priceUsd * pool.asQuote.priceNative,
      ),
      priceNative: String(pool.asQuote?.priceNative ?? 1),
      priceChange: pool.change24hPct === undefined ? {} : { h24: pool.change24hPct },
      liquidity: { usd: pool.liquidityUsd ?? 1_000_000, base: 1, quote: 1 },
    };
  });
  return { status: 200, body: { schemaVersion: '1.0.0', pairs } };
}
