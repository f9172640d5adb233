import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '../../gateway/src/config/env';
import { createGateway, type Gateway } from '../../gateway/src/server';
import { formatPrice } from '../../shared/src/formatPrice';
import { MARKET_COINS, startSandbox, type Sandbox } from '../sandbox/index';

const TICKER =
  '{ ticker { id label symbol name price change24hPct change24h image source stale ageSeconds } }';
const SPEC_ORDER = [
  'BTC',
  'ETH',
  'PLS',
  'USDT',
  'BNB',
  'SOL',
  'USDC',
  'LINK',
  'DOGE',
  'ADA',
  'TRX',
  'PLSX',
  'INC',
  'eHEX',
  'HEX',
];

let sandbox: Sandbox;
let gateway: Gateway;
let dataDir: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinko-ticker-'));
  // RPC nodes point nowhere: the ticker never needs them.
  const offlineRpc = Object.fromEntries(
    ['PULSE', 'ETH', 'BASE', 'BSC', 'POLYGON'].map((chain) => [
      `${chain}_RPC_URLS`,
      'http://127.0.0.1:9',
    ]),
  );
  gateway = await createGateway(
    loadConfig({ LOG_LEVEL: 'silent', ...offlineRpc, ...sandbox.env, DATA_DIR: dataDir }),
  );
});
afterAll(async () => {
  await gateway.stop();
  await sandbox.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('ticker (spec §2 "Ticker", §7 "Market data")', () => {
  it('answers 20 clients at once with one market-data call, the 15 coins in the spec order', async () => {
    sandbox.counters.reset();
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () =>
        request(gateway.app).post('/graphql').send({ query: TICKER }),
      ),
      ...Array.from({ length: 5 }, () =>
        request(gateway.app).get('/api/freecrypto-proxy?vs_currency=usd'),
      ),
    ]);
    expect(sandbox.counters.count('coingecko', 'api/v3/coins/markets')).toBe(1);
    const first = answers[0]?.body.data.ticker as {
      label: string;
      price: number;
      change24hPct: number | null;
      change24h: number | null;
      source: string;
      stale: boolean;
      ageSeconds: number;
    }[];
    expect(first.map((item) => item.label)).toEqual(SPEC_ORDER);
    for (const answer of answers.slice(1, 20)) expect(answer.body.data.ticker).toEqual(first);
    for (const item of first) {
      expect([item.label, item.price]).toEqual([
        item.label,
        MARKET_COINS.find((coin) => coin.tickerLabel === item.label)?.priceUsd,
      ]);
      expect(item.stale).toBe(false);
      // The name before change24hPct, kept for a release as its deprecated alias.
      expect(item.change24h).toBe(item.change24hPct);
    }
    // Spec §9 price decimals, with the one shared helper: PLS reads 0.0000342, not 0.00.
    expect(
      formatPrice(first.find((item) => item.label === 'PLS')?.price ?? NaN, { currency: 'USD' }),
    ).toBe('$0.0000342');
  });

  it('keeps /api/freecrypto-proxy as a thin twin in the spec §7 shape, never forwarding to CoinGecko', async () => {
    sandbox.counters.reset();
    const response = await request(gateway.app).get(
      '/api/freecrypto-proxy?vs_currency=usd&ids=bitcoin,incentive,dogwifhat',
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: 'bitcoin',
        symbol: 'btc',
        name: 'Bitcoin',
        current_price: 117400,
        price_change_percentage_24h: -0.74,
        image: expect.any(String),
      },
      {
        id: 'incentive',
        symbol: 'inc',
        name: 'Incentive',
        current_price: 1.214,
        price_change_percentage_24h: 5.12,
        image: null,
      },
    ]);
    expect((await request(gateway.app).get('/api/freecrypto-proxy?vs_currency=btc')).status).toBe(
      400,
    );
    expect(sandbox.counters.count('coingecko')).toBe(0);
  });
});
