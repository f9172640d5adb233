import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSandbox, type Sandbox } from '../../index';
import { get } from '../../testing/http';
import { loadSample, shapeMismatches } from '../../testing/shape';
import { DEX_HISTORY_DAYS, poolDayClose, topPool } from '../../world/dexPriceHistory';
import { TODAY } from '../../world/priceHistory';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ geckoTerminalPerMinute: 5 });
});
afterAll(() => sandbox.stop());

/** Market fields GeckoTerminal sends that the sandbox leaves out (nothing reads them). */
const MARKET_FIELDS = [
  'base_token_price_native_currency',
  'quote_token_price_native_currency',
  'quote_token_price_base_token',
  'fdv_usd',
  'market_cap_usd',
  'price_change_percentage',
  'transactions',
  'volume_usd.m5',
  'volume_usd.h1',
  'volume_usd.h6',
].map((key) => `$.included[].attributes.${key}`);
const TOKEN_FIELDS = [
  'image_url',
  'coingecko_coin_id',
  'total_supply',
  'fdv_usd',
  'total_reserve_in_usd',
  'volume_usd',
  'market_cap_usd',
].map((key) => `$.data[].attributes.${key}`);

describe('the GeckoTerminal simulation', () => {
  it('answers top pools and daily closes in the recorded shapes, from the world’s own DEX series', async () => {
    const token = sandbox.world
      .tokens('pulse')
      .find((each) => each.quotes.dexscreener !== null && each.quotes.defillama === null);
    if (token === undefined) throw new Error('the world has no DEX-only PulseChain token');
    const base = `${sandbox.url}/geckoterminal/api/v2/networks/pulsechain`;
    const multi = await get(`${base}/tokens/multi/${token.address}?include=top_pools`);
    expect(
      shapeMismatches(multi.body, [loadSample('geckoterminal-tokens-multi-top-pools')], {
        optional: [...MARKET_FIELDS, ...TOKEN_FIELDS],
      }),
    ).toEqual([]);
    const pool = topPool(sandbox.world, 'pulse', token.address);
    if (pool === undefined) throw new Error('a DEX-quoted token without a pool');
    const side = pool.base.address.toLowerCase() === token.address ? 'base' : 'quote';
    const ohlcv = await get(
      `${base}/pools/${pool.pairAddress}/ohlcv/day?limit=1000&before_timestamp=${TODAY * 86_400}&currency=usd&token=${side}`,
    );
    expect(
      shapeMismatches(ohlcv.body, [loadSample('geckoterminal-pool-ohlcv-day')], {
        optional: ['$.meta.base.coingecko_coin_id', '$.meta.quote.coingecko_coin_id'],
      }),
    ).toEqual([]);
    const list = (ohlcv.body as { data: { attributes: { ohlcv_list: number[][] } } }).data
      .attributes.ohlcv_list;
    // Newest first, closed days only, nothing past the keyless depth, each close the world's.
    expect(list[0]?.[0]).toBe((TODAY - 1) * 86_400);
    expect((list.at(-1)?.[0] ?? 0) / 86_400).toBeGreaterThanOrEqual(TODAY - DEX_HISTORY_DAYS);
    for (const [at, , , , close] of list)
      expect(close).toBe(poolDayClose(pool, token, (at ?? 0) / 86_400));
  });

  it('refuses calls over its rate with 429', async () => {
    const base = `${sandbox.url}/geckoterminal/api/v2/networks/eth/tokens/multi/0x00000000000000000000000000000000000000aa`;
    const statuses: number[] = [];
    for (let call = 0; call < 6; call++) statuses.push((await get(base)).status);
    // Five a minute: with the first test's calls, some of these are over; once over, all are.
    expect(statuses).toContain(429);
    expect(statuses.slice(statuses.indexOf(429))).not.toContain(200);
    const recorded = loadSample('geckoterminal-errors') as { rateLimited: unknown };
    expect((await get(base)).body).toEqual(recorded.rateLimited);
  });
});
