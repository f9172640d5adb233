import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { ChainKey } from '../../shared/src/chains';
import {
  expectedPortfolioHistory,
  missingPriceDay,
  startSandbox,
  TODAY,
  tokenPriceHistory,
  WORLD_NOW,
  type Sandbox,
} from '../sandbox/index';
import { DEX_HISTORY_DAYS, topPool } from '../sandbox/world/dexPriceHistory';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';
import { untilRead } from '../helpers/untilRead';

/**
 * The value history's DEX prices: days DefiLlama has no price for, priced from the daily closes of
 * the token's top GeckoTerminal pool, against the world's own ground truth — at GeckoTerminal's
 * real keyless rate (the sandbox refuses a 31st call in a minute), with its 429s and its death.
 */

const HISTORY = `query ($wallets: [Address!]!, $chains: [ChainKey!]) {
  portfolioHistory(wallets: $wallets, chains: $chains, range: ALL) {
    complete
    points { at totalUsd coverage }
    sources { chain source state message reason }
  }
}`;

interface HistoryBody {
  complete: boolean;
  points: { at: string; totalUsd: number; coverage: number }[];
  sources: {
    chain: string;
    source: string;
    state: string;
    message: string | null;
    reason: string | null;
  }[];
}

const DEADLINE_MS = 18_000;
const cents = (usd: number) => Math.round(usd * 100);

let sandbox: Sandbox;
const gateways: TestGateway[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ evm: true });
}, 60_000);
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await sandbox.stop();
});

async function freshGateway(): Promise<TestGateway> {
  const gateway = await startTestGateway(sandbox.env, { clock: () => WORLD_NOW * 1000 });
  gateways.push(gateway);
  return gateway;
}

async function history(gateway: TestGateway, wallet: string, chain: ChainKey) {
  const started = performance.now();
  const response = await request(gateway.gateway.app)
    .post('/graphql')
    .send({ query: HISTORY, variables: { wallets: [wallet], chains: [chain.toUpperCase()] } });
  expect(response.body.errors).toBeUndefined();
  return {
    body: response.body.data.portfolioHistory as HistoryBody,
    ms: performance.now() - started,
  };
}

const geckoStatus = (body: HistoryBody) =>
  body.sources.find((status) => status.source === 'geckoterminal');

/** The history asked again until GeckoTerminal's read is over (at its real rate it outlasts a request). */
async function settledHistory(gateway: TestGateway, wallet: string, chain: ChainKey) {
  const answers = await untilRead(async () => {
    const { body, ms } = await history(gateway, wallet, chain);
    return { ...body, ms };
  });
  return { answers, body: answers.at(-1) as HistoryBody & { ms: number } };
}

/** The token whose side an OHLCV request asked for, from its pool and `token=base|quote`. */
function tokenOfOhlcv(url: string): string {
  const [, pool] = /pools\/(0x[0-9a-f]{40})\/ohlcv/.exec(url) ?? [];
  const side = new URL(url, 'http://x').searchParams.get('token');
  const pair = sandbox.world.dexPairs().find((each) => each.pairAddress.toLowerCase() === pool);
  const token = side === 'quote' ? pair?.quote : pair?.base;
  return token?.address.toLowerCase() ?? '';
}

describe('daily prices from GeckoTerminal, after DefiLlama', () => {
  const wallet = () => sandbox.world.demoWallets[1]?.address as string;

  it('prices a DEX-only token’s past days from its pool’s closes, to the cent of the truth', async () => {
    sandbox.counters.reset();
    const gateway = await freshGateway();
    const { answers, body } = await settledHistory(gateway, wallet(), 'pulse');
    // Each answer on the way came well inside the deadline and said how far the read came.
    for (const answer of answers.slice(0, -1)) {
      expect(answer.ms).toBeLessThan(DEADLINE_MS / 2);
      expect(geckoStatus(answer)?.message).toMatch(/\(\d+ of \d+ tokens so far\)/);
    }
    const truth = expectedPortfolioHistory(sandbox.world, [wallet()], ['pulse'], {
      fromDay: body.points[0]?.at.slice(0, 10) as string,
      toDay: new Date(WORLD_NOW * 1000).toISOString().slice(0, 10),
    });
    expect(body.points.map((point) => cents(point.totalUsd))).toEqual(
      truth.map((day) => cents(day.totalUsd)),
    );
    body.points.forEach((point, index) =>
      expect([point.at, point.coverage]).toEqual([
        point.at,
        expect.closeTo(truth[index]?.coverage ?? NaN, 6),
      ]),
    );
    // Read by the requests before, it is served from the cache now.
    expect(['FRESH', 'CACHED']).toContain(geckoStatus(body)?.state);
    // The DEX-only tokens the wallet held in GeckoTerminal's reach, in a pool of at least 10,000
    // USD, are priced on those days now (all but a pool's day without a swap).
    const recent = truth.slice(-DEX_HISTORY_DAYS, -1);
    const held = new Set(
      sandbox.world
        .transactions(wallet(), 'pulse')
        .flatMap((tx) => (tx.transfer === null ? [] : [tx.transfer.token]))
        .filter(
          (token) =>
            token.quotes.defillama === null &&
            token.expected.reason === null &&
            (topPool(sandbox.world, 'pulse', token.address)?.liquidityUsd ?? 0) >= 10_000,
        )
        .map((token) => token.address as string),
    );
    const dexRows = recent.flatMap((day) => day.rows.filter((row) => held.has(row.id)));
    expect(dexRows.length).toBeGreaterThan(0);
    expect(dexRows.filter((row) => row.priced).length).toBeGreaterThan(dexRows.length * 0.95);

    // Requests: one /tokens/multi per 30 tokens, one OHLCV page per token, and only for tokens
    // DefiLlama leaves a day without a price: DEX-only ones, or one with a missing day.
    const asked = sandbox.counters.requests('geckoterminal', 'api/v2/networks/pools/ohlcv');
    const tokens = asked.map(tokenOfOhlcv);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const address of tokens) {
      const token = sandbox.world.token('pulse', address);
      const llama = token === undefined ? null : tokenPriceHistory(token);
      expect({
        address,
        unpricedSomeDay: llama === null || missingPriceDay(llama.key, llama.now) !== null,
      }).toEqual({
        address,
        unpricedSomeDay: true,
      });
    }
    expect(sandbox.counters.count('geckoterminal', 'api/v2/networks/tokens/multi')).toBe(
      Math.ceil(tokens.length / 30),
    );
    // Candles before today only, and no more of them than GeckoTerminal keeps.
    for (const url of asked) {
      const query = new URL(url, 'http://x').searchParams;
      expect(Number(query.get('before_timestamp'))).toBe(TODAY * 86_400);
      expect(Number(query.get('limit'))).toBeLessThanOrEqual(DEX_HISTORY_DAYS);
    }

    // A second look asks GeckoTerminal nothing: the pools and the closed days are kept.
    sandbox.counters.reset();
    const again = await history(gateway, wallet(), 'pulse');
    expect(again.body.points).toEqual(body.points);
    expect(sandbox.counters.count('geckoterminal')).toBe(0);
  });

  it('waits out a 429 and still prices the days', async () => {
    const gateway = await freshGateway();
    const whale = sandbox.world.demoWallets[2]?.address as string;
    sandbox.counters.reset();
    const fault = sandbox.faults.inject(
      { upstream: 'geckoterminal', route: 'api/v2/networks/pools/ohlcv' },
      { kind: 'rateLimit', retryAfter: 1, times: 1 },
    );
    const { body } = await settledHistory(gateway, whale, 'pulse');
    fault.remove();
    const truth = expectedPortfolioHistory(sandbox.world, [whale], ['pulse'], {
      fromDay: body.points[0]?.at.slice(0, 10) as string,
      toDay: new Date(WORLD_NOW * 1000).toISOString().slice(0, 10),
    });
    expect(body.points.map((point) => cents(point.totalUsd))).toEqual(
      truth.map((day) => cents(day.totalUsd)),
    );
    const pages = sandbox.counters.count('geckoterminal', 'api/v2/networks/pools/ohlcv');
    const tokens = new Set(
      sandbox.counters.requests('geckoterminal', 'api/v2/networks/pools/ohlcv').map(tokenOfOhlcv),
    );
    // The refused page was asked once more, and only it.
    expect(pages).toBe(tokens.size + 1);
  });

  it('leaves the days unpriced and says so when GeckoTerminal is down, within the deadline', async () => {
    const gateway = await freshGateway();
    const whale = sandbox.world.demoWallets[2]?.address as string;
    const fault = sandbox.faults.inject(
      { upstream: 'geckoterminal' },
      { kind: 'status', status: 503 },
    );
    const { answers, body } = await settledHistory(gateway, whale, 'pulse');
    fault.remove();
    for (const answer of answers) {
      expect(answer.ms).toBeLessThan(DEADLINE_MS + 2_000);
      expect(answer.complete).toBe(false);
    }
    expect(geckoStatus(body)).toMatchObject({
      chain: 'PULSE',
      state: 'FAILED',
      message: expect.stringMatching(/HTTP 503/),
    });
    // The points are still there, with DefiLlama's prices: only the DEX-only days lack one.
    const truth = expectedPortfolioHistory(sandbox.world, [whale], ['pulse'], {
      fromDay: body.points[0]?.at.slice(0, 10) as string,
      toDay: new Date(WORLD_NOW * 1000).toISOString().slice(0, 10),
    });
    expect(body.points).toHaveLength(truth.length);
    expect(body.points.at(-1)?.totalUsd).toBeCloseTo(truth.at(-1)?.totalUsd ?? NaN, 2);
    expect(body.points.some((point, index) => point.coverage < (truth[index]?.coverage ?? 0))).toBe(
      true,
    );
  });
});
