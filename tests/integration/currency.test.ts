import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';
import { parseCsv } from '../helpers/parseCsv';
import { formatUnits } from 'viem';
import {
  fxRatesOn,
  latestFxDay,
  nativeDayPrice,
  startSandbox,
  tokenDayPrice,
  TODAY,
  WORLD_NOW,
  type Sandbox,
} from '../sandbox/index';

// `currency` on the value-bearing answers: one Frankfurter read a minute for everyone, the same
// conversion in GraphQL and CSV (value = valueUsd × rate, one IEEE-754 product, not rounded), and
// an honest answer when the rate source is down.

let sandbox: Sandbox;
let test: TestGateway;
let wallets: string[];
let clock = Date.now();
const noSleep = async () => undefined;

beforeAll(async () => {
  // GeckoTerminal's keyless 30 a minute would make the transactions' first DEX closes wait: not what is tested here.
  sandbox = await startSandbox({ evm: false, geckoTerminalPerMinute: 6_000 });
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
  rate: number | null;
  asOf: string | null;
  source: string;
  stale: boolean;
  ageSeconds: number;
  message: string | null;
}
interface PortfolioAnswer {
  totalUsd: number;
  total: number | null;
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
    expect(data?.portfolio.total).toBe((data?.portfolio.totalUsd as number) * (fx.rate as number));
    const csv = await request(test.gateway.app).get(
      `/api/holdings.csv?wallets=${wallets[0]}&chains=pulse&currency=GBP`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers['x-kinko-fx']).toMatch(
      /^GBP; .*source=frankfurter; ageSeconds=\d+; stale=true$/,
    );
  });

  it('names the missing rate when none was ever read: USD figures still answer, converted ones are null', async () => {
    const other = await startTestGateway(sandbox.env, { sleep: noSleep });
    try {
      sandbox.faults.inject({ upstream: 'frankfurter' }, { kind: 'status', status: 503 });
      const usd = (await portfolio(other)).data?.portfolio as PortfolioAnswer;
      const answer = await portfolio(other, 'CHF');
      expect(answer.errors).toBeUndefined();
      const chf = answer.data?.portfolio as PortfolioAnswer;
      expect(chf.totalUsd).toBe(usd.totalUsd);
      expect(chf.total).toBeNull();
      expect(chf.fx).toMatchObject({ currency: 'CHF', rate: null, source: 'frankfurter' });
      expect(chf.fx.message).toMatch(/^No CHF exchange rate: frankfurter did not answer/);
      expect(chf.tokens.every((row) => row.value === null && row.price === null)).toBe(true);
      const csv = await request(other.gateway.app).get(
        `/api/portfolio.csv?wallets=${wallets[0]}&chains=pulse&currency=CHF`,
      );
      expect(csv.status).toBe(200);
      expect(csv.headers['x-kinko-complete']).toBe('false');
      expect(csv.headers['x-kinko-fx']).toMatch(
        /^CHF; rate=; .*missing=No CHF exchange rate: frankfurter/,
      );
      const rows = parseCsv(csv.text, csvColumns);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect([row.valueUsd !== '', row.value, row.fxRate]).toEqual([true, '', '']);
      // A converted answer without its rate is never stored: the next read asks again.
      const hits = sandbox.counters.count('frankfurter', 'v1/latest');
      await portfolio(other, 'CHF');
      expect(sandbox.counters.count('frankfurter', 'v1/latest')).toBeGreaterThan(hits);
    } finally {
      await other.close();
    }
  });

  it('answers within the deadline while Frankfurter hangs or says 429, the USD figures whole', async () => {
    for (const fault of [{ kind: 'hang' }, { kind: 'rateLimit', retryAfter: 30 }] as const) {
      const other = await startTestGateway({ ...sandbox.env, REQUEST_DEADLINE_MS: '3000' });
      const handle = sandbox.faults.add('frankfurter', undefined, fault);
      try {
        const usd = (await portfolio(other)).data?.portfolio as PortfolioAnswer;
        const started = performance.now();
        const eur = (await portfolio(other, 'EUR')).data?.portfolio as PortfolioAnswer;
        // The deadline, and generous room for a loaded machine to assemble the answer after it.
        expect({ fault: fault.kind, late: performance.now() - started > 6_000 }).toEqual({
          fault: fault.kind,
          late: false,
        });
        expect(eur.totalUsd).toBe(usd.totalUsd);
        expect([eur.total, eur.fx.rate]).toEqual([null, null]);
        expect(eur.fx.message).toMatch(/^No EUR exchange rate: frankfurter did not answer/);
      } finally {
        handle.remove();
        await other.close();
      }
    }
  });

  it('never serves a stored converted answer with a younger rate than it has', async () => {
    const first = (await portfolio(test, 'AUD')).data?.portfolio as PortfolioAnswer;
    clock += 20_000;
    const again = (await portfolio(test, 'AUD')).data?.portfolio as PortfolioAnswer;
    expect(again.fx.rate).toBe(first.fx.rate);
    expect(again.fx.ageSeconds).toBeGreaterThanOrEqual(first.fx.ageSeconds + 20);
    // Past the rate's minute the stored answer is not served: the rate is read again.
    const calls = sandbox.counters.count('frankfurter', 'v1/latest');
    clock += 61_000;
    const later = (await portfolio(test, 'AUD')).data?.portfolio as PortfolioAnswer;
    expect(later.fx.ageSeconds).toBeLessThan(60);
    expect(sandbox.counters.count('frankfurter', 'v1/latest')).toBe(calls + 1);
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

  it('values each transaction in USD on its day from the history’s daily prices, to the cent, and converts it at one rate', async () => {
    const wallet = wallets[0] as string;
    interface Node {
      hash: string;
      kind: 'NATIVE' | 'ERC20';
      timeStamp: number;
      amountRaw: string;
      token: { address: string | null; decimals: number };
      flags: string[];
      valueUsdAtTime: number | null;
      valueAtTime: number | null;
    }
    interface Page {
      fx: { rate: number; asOf: string };
      edges: { node: Node }[];
      sources: { source: string; reason: string | null }[];
    }
    const read = async () =>
      (
        (
          await request(test.gateway.app)
            .post('/graphql')
            .send({
              query: `query ($a: Address!) {
                transactions(address: $a, chain: ETH, first: 100, includeSpam: true, currency: EUR) {
                  fx { currency rate asOf }
                  edges { node { hash kind timeStamp amountRaw token { address decimals } flags valueUsdAtTime valueAtTime } }
                  sources { source reason }
                }
              }`,
              variables: { a: wallet },
            })
        ).body as { data: { transactions: Page } }
      ).data.transactions;
    // GeckoTerminal's keyless minute may be spent by the histories above: its closes then arrive
    // in the background, and the page says so (TIMEOUT) until they have.
    let page = await read();
    for (let tries = 0; page.sources.some((status) => status.reason === 'TIMEOUT'); tries++) {
      if (tries > 40) throw new Error('the daily closes never arrived');
      await new Promise((resolve) => setTimeout(resolve, 250));
      page = await read();
    }
    const eur = fxRatesOn(latestFxDay())?.EUR as number;
    expect(page.fx).toMatchObject({ rate: eur, asOf: latestFxDay() });
    const nodes = page.edges.map((edge) => edge.node);
    const cents = (value: number | null) => (value === null ? null : Math.round(value * 100));
    let priced = 0;
    let unpriced = 0;
    for (const node of nodes) {
      const day = Math.floor(node.timeStamp / 86_400);
      if (day >= TODAY) continue;
      const units = Number(formatUnits(BigInt(node.amountRaw), node.token.decimals));
      let price: number | null;
      if (node.flags.length > 0) price = null;
      else if (node.token.address === null) price = nativeDayPrice('eth', day);
      else {
        const token = sandbox.world.token('eth', node.token.address);
        price =
          token === undefined || token.expected.reason !== null
            ? null
            : tokenDayPrice(sandbox.world, token, day);
      }
      expect({ hash: node.hash, cents: cents(node.valueUsdAtTime) }).toEqual({
        hash: node.hash,
        cents: price === null ? null : cents(units * price),
      });
      expect(node.valueAtTime).toBe(
        node.valueUsdAtTime === null ? null : node.valueUsdAtTime * eur,
      );
      if (node.valueUsdAtTime === null) unpriced++;
      else priced++;
    }
    expect(priced).toBeGreaterThan(5);
    expect(unpriced).toBeGreaterThan(0);

    // The REST twin and the export carry the same figures, from the same cached day prices.
    const calls = () =>
      sandbox.counters.count('defillama', 'batchHistorical') +
      sandbox.counters.count('geckoterminal', 'api/v2/networks/pools/ohlcv');
    const before = calls();
    const rest = await request(test.gateway.app).get(
      `/api/tx?chain=eth&address=${wallet}&first=100&includeSpam=1&currency=eur`,
    );
    const items = (
      rest.body as {
        items: { hash: string; valueUsdAtTime: number | null; valueAtTime: number | null }[];
      }
    ).items;
    expect(items.map((item) => [item.hash, item.valueUsdAtTime, item.valueAtTime])).toEqual(
      nodes.map((node) => [node.hash, node.valueUsdAtTime, node.valueAtTime]),
    );
    const csv = await request(test.gateway.app).get(
      `/api/transactions.csv?chain=eth&address=${wallet}&limit=100&includeSpam=1&currency=EUR`,
    );
    expect(csv.headers['x-kinko-fx']).toMatch(new RegExp(`^EUR; rate=${eur}; `));
    const rows = parseCsv(csv.text, [
      ...'chain kind hash blockNumber timeStamp time direction from to tokenSymbol tokenAddress'.split(
        ' ',
      ),
      ...'amount amountRaw fee feeWei failed flags explorerUrl'.split(' '),
      ...['valueUsdAtTime', 'currency', 'valueAtTime', 'fxRate', 'fxAsOf'],
    ] as const);
    expect(rows.map((row) => [row.hash, row.valueUsdAtTime, row.valueAtTime, row.fxRate])).toEqual(
      nodes.map((node) => [
        node.hash,
        cell(node.valueUsdAtTime),
        cell(node.valueAtTime),
        String(eur),
      ]),
    );
    expect(calls()).toBe(before);
  });

  it('converts the ticker and its REST twin by the same rule', async () => {
    const { body } = await request(test.gateway.app)
      .post('/graphql')
      .send({ query: '{ ticker(currency: JPY) { id priceUsd price fx { currency rate } } }' });
    const items = (
      body as {
        data: {
          ticker: {
            id: string;
            priceUsd: number | null;
            price: number | null;
            fx: { rate: number };
          }[];
        };
      }
    ).data.ticker;
    const jpy = fxRatesOn(latestFxDay())?.JPY as number;
    expect(items.length).toBe(15);
    for (const item of items) {
      expect(item.fx.rate).toBe(jpy);
      expect(item.price).toBe(item.priceUsd === null ? null : item.priceUsd * jpy);
    }
    const proxy = await request(test.gateway.app).get('/api/freecrypto-proxy?vs_currency=jpy');
    expect(proxy.status).toBe(200);
    expect(proxy.headers['x-kinko-fx']).toMatch(new RegExp(`^JPY; rate=${jpy}; `));
    const prices = new Map(items.map((item) => [item.id, item.price]));
    for (const coin of proxy.body as { id: string; current_price: number | null }[])
      expect([coin.id, coin.current_price]).toEqual([coin.id, prices.get(coin.id)]);
  });
});
