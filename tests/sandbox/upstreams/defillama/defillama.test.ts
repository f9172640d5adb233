import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSandbox, type Sandbox } from '../../index';
import { get } from '../../testing/http';
import { loadSample, shapeMismatches } from '../../testing/shape';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const llama = async (path: string) =>
  (await get(`${sandbox.url}/defillama/${path}`)).body as {
    coins: Record<string, { price: number; timestamp: number; decimals?: number }>;
  };
const dictionaries = { dictionaries: ['$.coins'] };

describe('DefiLlama coins', () => {
  it('answers current prices keyed as requested, omitting what it does not know', async () => {
    const plsx = 'pulse:0x95B303987A60C71504D99Aa1b13B4DA07b0790ab';
    const unpriced = sandbox.world.tokens('eth').find((t) => t.quotes.defillama === null)!;
    const body = await llama(
      `prices/current/coingecko:pulsechain,${plsx},ethereum:${unpriced.address},ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`,
    );
    expect(shapeMismatches(body, [loadSample('defillama-prices-current')], dictionaries)).toEqual(
      [],
    );
    expect(Object.keys(body.coins).sort()).toEqual(
      ['coingecko:pulsechain', 'ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', plsx].sort(),
    );
    expect(body.coins[plsx]).toMatchObject({ price: 0.00002981, decimals: 18 });
    expect(body.coins['coingecko:pulsechain']).not.toHaveProperty('decimals');
    expect(await llama(`prices/current/bsc:${unpriced.address}`)).toEqual(
      loadSample('defillama-prices-current-empty'),
    );
  });

  it('prices every token the world says DefiLlama quotes, on every chain key', async () => {
    for (const chain of ['pulse', 'eth', 'base', 'bsc', 'polygon'] as const) {
      const quoted = sandbox.world.tokens(chain).filter((t) => t.quotes.defillama !== null);
      const key = { pulse: 'pulse', eth: 'ethereum', base: 'base', bsc: 'bsc', polygon: 'polygon' }[
        chain
      ];
      const body = await llama(
        `prices/current/${quoted.map((t) => `${key}:${t.address}`).join(',')}`,
      );
      for (const token of quoted)
        expect(body.coins[`${key}:${token.address}`]?.price).toBe(token.quotes.defillama);
    }
  });

  it('answers the price 24 h ago from /prices/historical and the change from /percentage', async () => {
    const hex = 'ethereum:0x2b591e99afE9f32eAA6214f7B7629768c40Eeb39';
    const token = sandbox.world.token('eth', '0x2b591e99afE9f32eAA6214f7B7629768c40Eeb39')!;
    const ago = await llama(
      `prices/historical/${sandbox.world.now - 86_400}/${hex},coingecko:ethereum`,
    );
    expect(shapeMismatches(ago, [loadSample('defillama-prices-historical')], dictionaries)).toEqual(
      [],
    );
    expect(ago.coins[hex]!.price).toBeCloseTo(token.price24hAgoUsd!, 12);
    expect(ago.coins[hex]!.timestamp).toBe(sandbox.world.now - 86_400);
    const change = (await get(`${sandbox.url}/defillama/percentage/${hex}?period=24h`)).body as {
      coins: Record<string, number>;
    };
    expect(shapeMismatches(change, [loadSample('defillama-percentage')], dictionaries)).toEqual([]);
    expect(change.coins[hex]).toBeCloseTo(token.change24hPct!, 8);
    // The world's price history starts HISTORY_DAYS (400) days back (world/priceHistory.ts).
    expect(
      (await llama(`prices/historical/${sandbox.world.now - 500 * 86_400}/${hex}`)).coins,
    ).toEqual({});
  });

  it('answers batchHistorical', async () => {
    const coins = encodeURIComponent(
      JSON.stringify({ 'coingecko:bitcoin': [sandbox.world.now - 86_400, sandbox.world.now] }),
    );
    const { body } = await get(
      `${sandbox.url}/defillama/batchHistorical?coins=${coins}&searchWidth=6h`,
    );
    expect(shapeMismatches(body, [loadSample('defillama-batch-historical')], dictionaries)).toEqual(
      [],
    );
    expect((await get(`${sandbox.url}/defillama/batchHistorical?coins=%7B%7D`)).status).toBe(400);
  });
});
