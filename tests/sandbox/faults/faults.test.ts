import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { startSandbox, type Sandbox } from '../index';
import { get } from '../testing/http';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.counters.reset();
});

const whale = () => sandbox.world.demoWallets[0]!.address;
const balancesUrl = () =>
  `${sandbox.url}/blockscout/pulse/api/v2/addresses/${whale()}/token-balances`;
const dexUrl = () =>
  `${sandbox.url}/dexscreener/latest/dex/tokens/0x95B303987A60C71504D99Aa1b13B4DA07b0790ab`;

async function elapsed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

describe('fault injection', () => {
  it('delays by a fixed latency plus seeded jitter, on the targeted route only', async () => {
    sandbox.faults.inject(
      { upstream: 'dexscreener', route: 'latest/dex/tokens' },
      { kind: 'latency', ms: 150 },
    );
    expect(await elapsed(() => get(dexUrl()))).toBeGreaterThanOrEqual(145);
    expect(
      await elapsed(() => get(`${sandbox.url}/dexscreener/latest/dex/search?q=PLSX`)),
    ).toBeLessThan(100);
    sandbox.faults.clear();
    sandbox.faults.inject({ upstream: 'dexscreener' }, { kind: 'latency', ms: 0, jitterMs: 120 });
    const times = await Promise.all(Array.from({ length: 8 }, () => elapsed(() => get(dexUrl()))));
    expect(Math.max(...times)).toBeLessThan(300);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(10);
  });

  it('fails a seeded share of requests, the same ones for the same seed', async () => {
    const statuses = async (box: Sandbox) => {
      box.faults.inject({ upstream: 'defillama' }, { kind: 'failureRate', rate: 0.5, status: 502 });
      const out: number[] = [];
      for (let i = 0; i < 30; i++)
        out.push((await get(`${box.url}/defillama/prices/current/coingecko:bitcoin`)).status);
      return out;
    };
    const first = await statuses(sandbox);
    const twin = await startSandbox();
    try {
      expect(await statuses(twin)).toEqual(first);
    } finally {
      await twin.stop();
    }
    expect(first.filter((status) => status === 502).length).toBeGreaterThan(5);
    expect(first.filter((status) => status === 200).length).toBeGreaterThan(5);
  });

  it('answers 429 with Retry-After in seconds or as an HTTP date, for the next N requests', async () => {
    const handle = sandbox.faults.inject(
      { upstream: 'blockscout/pulse' },
      { kind: 'rateLimit', retryAfter: 7, times: 2 },
    );
    const limited = await get(balancesUrl());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(limited.body).toEqual({
      message: 'Too many requests. Increase limits now at https://dev.blockscout.com',
    });
    expect((await get(balancesUrl())).status).toBe(429);
    expect((await get(balancesUrl())).status).toBe(200);
    expect(handle.hits).toBe(2);
    const date = new Date('2026-08-20T10:00:30Z');
    sandbox.faults.inject(
      { upstream: 'coingecko' },
      { kind: 'rateLimit', retryAfter: date, times: 1 },
    );
    const dated = await get(`${sandbox.url}/coingecko/api/v3/coins/markets?vs_currency=usd`);
    expect(dated.headers.get('retry-after')).toBe('Thu, 20 Aug 2026 10:00:30 GMT');
  });

  it('serves an Etherscan-style soft rate limit as 200 NOTOK', async () => {
    sandbox.faults.inject({ upstream: 'etherscan' }, { kind: 'rateLimit', status: 200, times: 1 });
    const { status, body } = await get(
      `${sandbox.env.ETHERSCAN_URL}?chainid=1&module=account&action=balance&address=${whale()}&apikey=k`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      status: '0',
      message: 'NOTOK',
      result: 'Max rate limit reached, please use API Key for higher rate limit',
    });
  });

  it('bursts 5xx for the next N requests, then recovers', async () => {
    sandbox.faults.inject(
      { upstream: 'blockscout/pulse', route: 'api/v2/addresses/token-balances' },
      { kind: 'status', status: 503, times: 3 },
    );
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(balancesUrl())).status);
    expect(statuses).toEqual([503, 503, 503, 200]);
  });

  it('hangs past the client’s timeout until the fault is removed', async () => {
    const handle = sandbox.faults.inject({ upstream: 'dexscreener' }, { kind: 'hang' });
    await expect(fetch(dexUrl(), { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    handle.remove();
    expect((await get(dexUrl())).status).toBe(200);
  });

  it('serves malformed JSON and PulseChain’s bare "Internal server error" string with status 200', async () => {
    sandbox.faults.inject({ upstream: 'blockscout/pulse' }, { kind: 'malformed', times: 1 });
    const malformed = await get(balancesUrl());
    expect(malformed.status).toBe(200);
    expect(() => JSON.parse(malformed.text) as unknown).toThrow();
    sandbox.faults.inject({ upstream: 'blockscout/pulse' }, { kind: 'errorString', times: 1 });
    const errorString = await get(balancesUrl());
    expect(errorString.status).toBe(200);
    expect(errorString.text).toBe('"Internal server error"');
  });

  it('answers empty results in each upstream’s own empty shape', async () => {
    for (const upstream of [
      'blockscout/pulse',
      'blockscout/eth',
      'dexscreener',
      'defillama',
      'coingecko',
      'etherscan',
      'bsc-indexer',
    ] as const)
      sandbox.faults.inject({ upstream }, { kind: 'empty' });
    const url = sandbox.url;
    expect((await get(balancesUrl())).body).toEqual([]);
    expect(
      (await get(`${url}/blockscout/eth/api/v2/addresses/${whale()}/tokens?type=ERC-20`)).body,
    ).toEqual({ items: [], next_page_params: null });
    expect(
      (await get(`${url}/blockscout/pulse/api?module=account&action=tokenlist&address=${whale()}`))
        .body,
    ).toMatchObject({ message: 'No tokens found', result: [] });
    expect((await get(`${url}/blockscout/pulse/api/v2/addresses/${whale()}`)).status).toBe(404);
    expect((await get(dexUrl())).body).toEqual({ schemaVersion: '1.0.0', pairs: null });
    expect((await get(`${url}/defillama/prices/current/coingecko:bitcoin`)).body).toEqual({
      coins: {},
    });
    expect((await get(`${url}/coingecko/api/v3/coins/markets?vs_currency=usd`)).body).toEqual([]);
    expect(
      (
        await get(
          `${sandbox.env.ETHERSCAN_URL}?chainid=1&module=account&action=txlist&address=${whale()}&apikey=k`,
        )
      ).body,
    ).toMatchObject({ message: 'No transactions found' });
    expect(
      (
        await get(`${sandbox.env.BSC_INDEXER_URL}/addresses/${whale()}/token-balances`, {
          'x-api-key': sandbox.env.BSC_INDEXER_API_KEY!,
        })
      ).body,
    ).toEqual({ items: [] });
  });

  it('makes next_page_params endless or repeating', async () => {
    const tokensUrl = `${sandbox.url}/blockscout/pulse/api/v2/addresses/${whale()}/tokens`;
    const follow = async (pages: number) => {
      const seen: { items: unknown[]; next_page_params: Record<string, unknown> | null }[] = [];
      let params: Record<string, unknown> | null = {};
      while (params !== null && seen.length < pages) {
        const query = new URLSearchParams({ type: 'ERC-20' });
        for (const [key, value] of Object.entries(params)) query.set(key, String(value));
        const page = (await get(`${tokensUrl}?${query}`)).body as {
          items: unknown[];
          next_page_params: Record<string, unknown> | null;
        };
        seen.push(page);
        params = page.next_page_params;
      }
      return seen;
    };
    const normal = await follow(10);
    expect(normal.at(-1)!.next_page_params).toBeNull();
    sandbox.faults.inject({ upstream: 'blockscout/pulse' }, { kind: 'paging', mode: 'endless' });
    const endless = await follow(normal.length + 3);
    expect(endless).toHaveLength(normal.length + 3);
    expect(endless.every((page) => page.next_page_params !== null)).toBe(true);
    expect(endless.at(-1)!.items).toEqual([]);
    sandbox.faults.clear();
    sandbox.faults.inject({ upstream: 'blockscout/pulse' }, { kind: 'paging', mode: 'repeat' });
    const repeating = await follow(5);
    expect(repeating).toHaveLength(5);
    expect(repeating[4]!.items).toEqual(repeating[1]!.items);
  });
});

describe('counters', () => {
  it('count requests per route and per upstream, faulted ones included, and reset', async () => {
    sandbox.faults.inject({ upstream: 'dexscreener' }, { kind: 'status', status: 500, times: 1 });
    await get(dexUrl());
    await get(dexUrl());
    await get(`${sandbox.url}/dexscreener/latest/dex/search?q=HEX`);
    expect(sandbox.counters.count('dexscreener', 'latest/dex/tokens')).toBe(2);
    expect(sandbox.counters.count('dexscreener')).toBe(3);
    expect(sandbox.counters.requests('dexscreener', 'latest/dex/search')).toEqual([
      'latest/dex/search?q=HEX',
    ]);
    expect(sandbox.counters.snapshot()).toEqual({
      'dexscreener latest/dex/tokens': 2,
      'dexscreener latest/dex/search': 1,
    });
    sandbox.counters.reset();
    expect(sandbox.counters.total()).toBe(0);
  });

  it('counts unknown paths as unmatched', async () => {
    await get(`${sandbox.url}/defillama/nope`);
    expect(sandbox.counters.snapshot()).toEqual({ 'defillama (unmatched)': 1 });
  });
});

describe('admin routes under /__sandbox/', () => {
  it('adds, lists and clears faults and reads counters over HTTP', async () => {
    const post = await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        upstream: 'coingecko',
        route: 'api/v3/coins/markets',
        fault: { kind: 'rateLimit', retryAfter: '2026-08-20T10:00:30Z', times: 1 },
      }),
    });
    expect(post.status).toBe(201);
    const limited = await get(`${sandbox.url}/coingecko/api/v3/coins/markets?vs_currency=usd`);
    expect(limited.headers.get('retry-after')).toBe('Thu, 20 Aug 2026 10:00:30 GMT');
    expect((await get(`${sandbox.url}/__sandbox/counters`)).body).toEqual({
      'coingecko api/v3/coins/markets': 1,
    });
    const bad = await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ upstream: 'nowhere', fault: { kind: 'hang' } }),
    });
    expect(bad.status).toBe(400);
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ upstream: 'coingecko', fault: { kind: 'hang' } }),
    });
    expect(sandbox.faults.list()).toHaveLength(1);
    expect((await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' })).status).toBe(200);
    expect(sandbox.faults.list()).toHaveLength(0);
    const index = (await get(`${sandbox.url}/__sandbox/`)).body as {
      wallets: unknown[];
      upstreams: { prefix: string }[];
    };
    expect(index.wallets).toHaveLength(3);
    expect(index.upstreams.map((u) => u.prefix)).toContain('/blockscout/pulse');
  });
});
