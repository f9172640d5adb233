import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSandbox, type Sandbox } from '../../index';
import { get } from '../../testing/http';
import { loadSample, shapeMismatches } from '../../testing/shape';
import { MARKET_COINS } from '../../world/ticker';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const TICKER_IDS = MARKET_COINS.filter((coin) => coin.tickerLabel !== null).map((coin) => coin.id);

describe('CoinGecko /coins/markets', () => {
  it('answers the spec’s ticker request in the sample shape, leaving out ids it does not list', async () => {
    const query = `vs_currency=usd&ids=${TICKER_IDS.join(',')}&order=market_cap_desc&per_page=15&page=1&sparkline=false&price_change_percentage=24h`;
    const { status, body } = await get(`${sandbox.url}/coingecko/api/v3/coins/markets?${query}`);
    expect(status).toBe(200);
    expect(TICKER_IDS).toHaveLength(15);
    expect(shapeMismatches(body, [loadSample('coingecko-coins-markets')])).toEqual([]);
    const ids = (body as { id: string }[]).map((coin) => coin.id);
    expect(ids).toEqual(
      MARKET_COINS.filter((coin) => coin.inMarkets && coin.tickerLabel !== null).map(
        (coin) => coin.id,
      ),
    );
    expect(ids).not.toContain('incentive');
    expect(ids).not.toContain('hex-pulsechain');
    const ethereum = (
      body as {
        id: string;
        current_price: number;
        price_change_percentage_24h_in_currency: number;
      }[]
    ).find((coin) => coin.id === 'ethereum');
    expect(ethereum).toMatchObject({
      current_price: sandbox.world.native('eth').priceUsd,
      price_change_percentage_24h_in_currency: -1.37,
    });
  });

  it('pages with per_page and page, and adds sparklines when asked', async () => {
    const first = (
      await get(`${sandbox.url}/coingecko/api/v3/coins/markets?vs_currency=usd&per_page=2&page=1`)
    ).body as { id: string }[];
    const second = (
      await get(`${sandbox.url}/coingecko/api/v3/coins/markets?vs_currency=usd&per_page=2&page=2`)
    ).body as { id: string }[];
    expect(first.map((c) => c.id)).toEqual(['bitcoin', 'ethereum']);
    expect(second).toHaveLength(2);
    const withSparkline = (
      await get(
        `${sandbox.url}/coingecko/api/v3/coins/markets?vs_currency=usd&ids=bitcoin&sparkline=true`,
      )
    ).body as { sparkline_in_7d: { price: number[] } }[];
    expect(withSparkline[0]!.sparkline_in_7d.price).toHaveLength(168);
  });

  it('requires vs_currency', async () => {
    expect((await get(`${sandbox.url}/coingecko/api/v3/coins/markets?ids=bitcoin`)).status).toBe(
      400,
    );
  });

  it('prices the coins left out of markets through DefiLlama’s coingecko:<id>', async () => {
    const { body } = await get(
      `${sandbox.url}/defillama/prices/current/coingecko:incentive,coingecko:hex-pulsechain`,
    );
    expect(Object.keys((body as { coins: object }).coins)).toHaveLength(2);
  });
});
