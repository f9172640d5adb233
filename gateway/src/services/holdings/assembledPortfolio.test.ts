import { describe, expect, it } from '@jest/globals';
import Keyv from 'keyv';
import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { Cache } from '../../cache/cache';
import { TTL } from '../../cache/ttl';
import type { SourceStatus } from '../sourceStatus';
import { assembledPortfolio } from './assembledPortfolio';
import type { HoldingsLoaders } from './holdingsLoaders';

const WALLET = '0x00000000000000000000000000000000000000a1' as Address;
const READ = { wallets: [WALLET], chains: ['eth'] as ChainKey[], fresh: false };

/** One wallet holding 1 ETH at $3,000; every source answers in the state given. Counts listings read. */
function world(state: SourceStatus['state'] = 'fresh') {
  const calls = { listings: 0 };
  const status = (chain: ChainKey, wallet: Address | null, source: string): SourceStatus => ({
    chain,
    wallet,
    source,
    state,
    ageMs: state === 'failed' ? null : 0,
    message: null,
    reason: null,
  });
  const loaders: HoldingsLoaders = {
    listing: async (chain, wallet) => {
      calls.listings++;
      return {
        value: { tokens: [], dropped: [], source: 'blockscout', attempts: [] },
        statuses: [status(chain, wallet, 'token-listing:blockscout')],
      };
    },
    nativeBalance: async (chain, wallet) => ({
      value: '1000000000000000000',
      statuses: [status(chain, wallet, 'native-balance:rpc')],
    }),
    tokenPrice: async () => ({ value: null, statuses: [] }),
    pairState: async () => ({ value: null, statuses: [] }),
    tokenMetadata: async () => ({ value: null, statuses: [] }),
    concentratedPositions: async () => ({ value: [], statuses: [] }),
    farmStakes: async () => ({ value: [], statuses: [] }),
    nativePrice: async (chain) => ({
      value: { priceUsd: 3000, change24hPct: null, source: 'dex(weth)', changeSource: null },
      statuses: [status(chain, null, 'native-price:dexscreener')],
    }),
  };
  let now = 1_000_000;
  const cache = new Cache(new Keyv(), { now: () => now });
  return {
    calls,
    cache,
    read: (request = READ) => assembledPortfolio({ cache, now: Date.now }, loaders, request),
    advance: (ms: number) => (now += ms),
  };
}

describe('assembledPortfolio', () => {
  it('answers a read within the shortest TTL inside from the last assembly, its statuses aged', async () => {
    const { calls, read, advance } = world();
    const first = await read();
    expect(first.totalUsd).toBe(3000);
    advance(30_000);
    const again = await read();
    expect(calls.listings).toBe(1);
    expect(again.totalUsd).toBe(3000);
    expect(again.updatedAt).toEqual(first.updatedAt);
    expect(again.breakdown).toEqual(first.breakdown);
    expect(again.statuses.map((status) => [status.state, status.ageMs])).toEqual(
      first.statuses.map(() => ['cached', 30_000]),
    );
    expect(again.freshForMs).toBe(first.freshForMs - 30_000);

    // Past the shortest TTL inside (the native balance's and ETH's price, 2 min) the pipeline runs again.
    advance(TTL.nativeBalance);
    await read();
    expect(calls.listings).toBe(2);
  });

  it('shares one assembly among concurrent identical reads', async () => {
    const { calls, read } = world();
    const answers = await Promise.all(Array.from({ length: 5 }, () => read()));
    expect(calls.listings).toBe(1);
    expect(answers.map((answer) => answer.totalUsd)).toEqual([3000, 3000, 3000, 3000, 3000]);
  });

  it('re-assembles on a fresh read, and keeps that assembly for the next plain one', async () => {
    const { calls, read, advance } = world();
    await read();
    advance(1_000);
    await read({ ...READ, fresh: true });
    expect(calls.listings).toBe(2);
    const plain = await read();
    expect(calls.listings).toBe(2);
    expect(plain.statuses.every((status) => status.ageMs === 0)).toBe(true);
  });

  it('never keeps an assembly with a failed source: the next read asks again', async () => {
    const { calls, read } = world('failed');
    const [first, concurrent] = await Promise.all([read(), read()]);
    expect(first.statuses.every((status) => status.state === 'failed')).toBe(true);
    expect(concurrent.statuses).toEqual(first.statuses);
    await read();
    expect(calls.listings).toBe(3);
  });

  it('reads the kept assembly for the value history, and neither keeps nor records its own', async () => {
    const { calls, cache, read } = world();
    // Recording is written behind the answer.
    const recorded = async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const key = `history:recorded:eth:${WALLET}`;
      return (await cache.getOrFetch(key, TTL.settled, async () => [])).value;
    };
    const history = { ...READ, reuseOnly: true };
    const apart = await read(history);
    expect(apart.totalUsd).toBe(3000);
    expect(apart.holdings.map((holding) => holding.balanceRaw)).toEqual(['1000000000000000000']);
    await read(history);
    expect(calls.listings).toBe(2);
    expect(await recorded()).toEqual([]);

    await read();
    expect(calls.listings).toBe(3);
    expect(await recorded()).toHaveLength(1);
    const kept = await read(history);
    expect(calls.listings).toBe(3);
    expect(kept.holdings).toEqual(apart.holdings);
  });
});
