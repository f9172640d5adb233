import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';
import { parseCsv } from '../helpers/parseCsv';
import { fxRatesOn, latestFxDay, startSandbox, WORLD_NOW, type Sandbox } from '../sandbox/index';

// `currency` on the value-bearing answers: one Frankfurter read a minute for everyone, the same
// conversion in GraphQL and CSV (value = valueUsd × rate, one IEEE-754 product, not rounded), and
// an honest answer when the rate source is down.

let sandbox: Sandbox;
let test: TestGateway;
let wallets: string[];
let clock = Date.now();
const noSleep = async () => undefined;

beforeAll(async () => {
  sandbox = await startSandbox({ evm: false });
  test = await startTestGateway(sandbox.env, {
    now: () => clock,
    clock: () => WORLD_NOW * 1000,
    sleep: noSleep,
  });
  wallets = sandbox.world.demoWallets.map((wallet) => wallet.address);
}, 60_000);

afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

beforeEach(() => {
  sandbox.faults.clear();
  sandbox.counters.reset();
});

const PORTFOLIO = `query ($w: [Address!]!, $c: Currency) {
  portfolio(wallets: $w, chains: [PULSE, ETH], currency: $c) {
    totalUsd total
    fx { currency rate asOf source stale ageSeconds message }
    walletTotals { totalUsd total }
    tokens { key priceUsd price valueUsd value }
  }
}`;

interface Row {
  key: string;
  priceUsd: number | null;
  price: number | null;
  valueUsd: number | null;
  value: number | null;
}
interface Fx {
  currency: string;
  rate: number;
  asOf: string | null;
  source: string;
  stale: boolean;
  ageSeconds: number;
  message: string | null;
}
interface PortfolioAnswer {
  totalUsd: number;
  total: number;
  fx: Fx;
  walletTotals: { totalUsd: number; total: number }[];
  tokens: Row[];
}

async function portfolio(gateway: TestGateway, currency?: string) {
  const response = await request(gateway.gateway.app)
    .post('/graphql')
    .send({ query: PORTFOLIO, variables: { w: wallets, c: currency } });
  return response.body as {
    data: { portfolio: PortfolioAnswer } | null;
    errors?: { message: string; extensions: { code: string } }[];
  };
}

const csvColumns = [
  'token',
  'chain',
  'symbol',
  'name',
  'address',
  'priceUsd',
  'priceSource',
  'change24hPct',
  'amount',
  'valueUsd',
  'currency',
  'price',
  'value',
  'fxRate',
  'fxAsOf',
] as const;

const cell = (value: number | null) => (value === null ? '' : String(value));

describe('currency', () => {
  it('gives EUR values as valueUsd × the day’s ECB rate, the same in GraphQL and CSV, from one read', async () => {
    const eur = fxRatesOn(latestFxDay())?.EUR as number;
    const { data } = await portfolio(test, 'EUR');
    const answer = data?.portfolio as PortfolioAnswer;
    expect(answer.fx).toEqual({
      currency: 'EUR',
      rate: eur,
      asOf: '2026-08-19',
      source: 'frankfurter',
      stale: false,
      ageSeconds: 0,
      message: null,
    });
    expect(answer.total).toBe(answer.totalUsd * eur);
    expect(answer.total).not.toBe(answer.totalUsd);
    for (const total of answer.walletTotals) expect(total.total).toBe(total.totalUsd * eur);
    expect(answer.tokens.length).toBeGreaterThan(3);
    for (const row of answer.tokens) {
      expect(row.value).toBe(row.valueUsd === null ? null : row.valueUsd * eur);
      expect(row.price).toBe(row.priceUsd === null ? null : row.priceUsd * eur);
    }

    const csv = await request(test.gateway.app).get(
      `/api/portfolio.csv?wallets=${wallets.join(',')}&chains=pulse,eth&currency=eur`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers['x-kinko-fx']).toBe(
      `EUR; rate=${eur}; asOf=2026-08-19; source=frankfurter; ageSeconds=0; stale=false`,
    );
    const rows = parseCsv(csv.text, csvColumns);
    expect(rows.map((row) => row.token)).toEqual(answer.tokens.map((row) => row.key));
    rows.forEach((row, index) => {
      const twin = answer.tokens[index] as Row;
      expect(row).toMatchObject({
        currency: 'EUR',
        fxRate: String(eur),
        fxAsOf: '2026-08-19',
        value: cell(twin.value),
        price: cell(twin.price),
        valueUsd: cell(twin.valueUsd),
      });
    });
    // GraphQL, CSV and a wallet query within the minute: one Frankfurter call between them.
    await request(test.gateway.app)
      .post('/graphql')
      .send({
        query: `{ wallet(address: "${wallets[0]}", chains: [PULSE], currency: JPY) { total fx { currency } } }`,
      });
    expect(sandbox.counters.count('frankfurter', 'v1/latest')).toBe(1);
  });

  it('answers USD by default, with rate 1 and no call to the rate source', async () => {
    const { data } = await portfolio(test);
    expect(data?.portfolio.fx).toMatchObject({ currency: 'USD', rate: 1, source: 'none' });
    expect(data?.portfolio.total).toBe(data?.portfolio.totalUsd);
    const csv = await request(test.gateway.app).get(
      `/api/portfolio.csv?wallets=${wallets[0]}&chains=pulse`,
    );
    expect(csv.text.split('\r\n')[0]).toBe(csvColumns.slice(0, 10).join(','));
    expect(csv.headers['x-kinko-fx']).toBeUndefined();
    expect(sandbox.counters.count('frankfurter', 'v1/latest')).toBe(0);
  });

  it('serves the last rate read, marked stale with its age, while Frankfurter is down', async () => {
    await portfolio(test, 'GBP');
    sandbox.faults.inject({ upstream: 'frankfurter' }, { kind: 'status', status: 503 });
    clock += 3 * 60_000;
    const { data } = await portfolio(test, 'GBP');
    const fx = data?.portfolio.fx as Fx;
    expect(fx).toMatchObject({ currency: 'GBP', rate: fxRatesOn(latestFxDay())?.GBP, stale: true });
    expect(fx.ageSeconds).toBeGreaterThanOrEqual(180);
    expect(fx.message).toMatch(/frankfurter/i);
    expect(data?.portfolio.total).toBe((data?.portfolio.totalUsd as number) * fx.rate);
    const csv = await request(test.gateway.app).get(
      `/api/holdings.csv?wallets=${wallets[0]}&chains=pulse&currency=GBP`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers['x-kinko-fx']).toMatch(
      /^GBP; .*source=frankfurter; ageSeconds=\d+; stale=true$/,
    );
  });

  it('fails clearly, naming the source, when no rate was ever read; USD still answers', async () => {
    const other = await startTestGateway(sandbox.env, { sleep: noSleep });
    try {
      sandbox.faults.inject({ upstream: 'frankfurter' }, { kind: 'status', status: 503 });
      const answer = await portfolio(other, 'CHF');
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(answer.errors?.[0]?.message).toMatch(/No CHF exchange rate: frankfurter/);
      const csv = await request(other.gateway.app).get(
        `/api/portfolio.csv?wallets=${wallets[0]}&chains=pulse&currency=CHF`,
      );
      expect(csv.status).toBe(502);
      expect(csv.text).toMatch(/^No CHF exchange rate: frankfurter/);
      expect((await portfolio(other)).data?.portfolio.fx.currency).toBe('USD');
    } finally {
      await other.close();
    }
  });

  it('converts a value history day by day at each day’s ECB fixing, in GraphQL and history.csv', async () => {
    const { body } = await request(test.gateway.app)
      .post('/graphql')
      .send({
        query: `query ($w: [Address!]!) {
          portfolioHistory(wallets: $w, chains: [PULSE], range: WEEK, currency: EUR) {
            fx { currency asOf source }
            points { at totalUsd total fxRate fxAsOf }
          }
        }`,
        variables: { w: [wallets[0]] },
      });
    const history = (
      body as {
        data: {
          portfolioHistory: {
            fx: { currency: string; asOf: string };
            points: {
              at: string;
              totalUsd: number;
              total: number;
              fxRate: number;
              fxAsOf: string;
            }[];
          };
        };
      }
    ).data.portfolioHistory;
    expect(history.fx).toMatchObject({
      currency: 'EUR',
      asOf: latestFxDay(),
      source: 'frankfurter',
    });
    expect(history.points.length).toBeGreaterThanOrEqual(7);
    for (const point of history.points) {
      // The day's own fixing, or the last one before a weekend.
      expect(point.fxAsOf <= point.at.slice(0, 10)).toBe(true);
      expect(point.fxRate).toBe(fxRatesOn(point.fxAsOf)?.EUR);
      expect(point.total).toBe(point.totalUsd * point.fxRate);
    }
    expect(new Set(history.points.map((point) => point.fxRate)).size).toBeGreaterThan(2);
    expect(sandbox.counters.count('frankfurter', 'v1/history')).toBe(1);

    const csv = await request(test.gateway.app).get(
      `/api/history.csv?wallets=${wallets[0]}&chains=pulse&range=week&currency=EUR`,
    );
    expect(csv.status).toBe(200);
    const rows = parseCsv(csv.text, [
      'date',
      'at',
      'totalUsd',
      'coverage',
      'pulseUsd',
      'currency',
      'total',
      'fxRate',
      'fxAsOf',
    ] as const);
    expect(rows.map((row) => [row.date, row.total, row.fxRate, row.fxAsOf])).toEqual(
      history.points.map((point) => [
        point.at.slice(0, 10),
        String(point.total),
        String(point.fxRate),
        point.fxAsOf,
      ]),
    );
    expect(sandbox.counters.count('frankfurter', 'v1/history')).toBe(1);
  });

  it('refuses a currency it does not know, listing the ones it does', async () => {
    const csv = await request(test.gateway.app).get(
      `/api/portfolio.csv?wallets=${wallets[0]}&currency=XAU`,
    );
    expect(csv.status).toBe(400);
    expect(csv.text).toContain('USD, EUR, GBP, JPY, CNY, CHF, AUD, CAD');
  });
});
