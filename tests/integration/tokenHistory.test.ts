import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { ChainKey } from '../../shared/src/chains';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';
import {
  expectedTokenHistory,
  SHOWCASE_CHAIN,
  startSandbox,
  TODAY,
  tokenPriceHistory,
  WORLD_NOW,
  type Sandbox,
} from '../sandbox/index';
import type { WorldToken } from '../sandbox/world/types';

/**
 * One token's daily price and each demo wallet's holdings and value, rebuilt by the gateway from
 * the sandbox's explorers and daily prices, against the world's own truth
 * (world/tokenHistoryTruth.ts) day by day: amounts exact, prices and values to the cent.
 */

const TOKEN_HISTORY = `query ($chain: ChainKey!, $address: Address, $wallets: [Address!]!, $range: HistoryRange) {
  tokenHistory(chain: $chain, address: $address, wallets: $wallets, range: $range) {
    chain address symbol decimals range complete priceSources
    points { at priceUsd priceSource amount valueUsd wallets { wallet amount valueUsd } }
    sources { chain wallet source state reason }
    progress { wallet }
  }
}`;

interface Body {
  address: string | null;
  symbol: string | null;
  complete: boolean;
  priceSources: string[];
  points: {
    at: string;
    priceUsd: number | null;
    priceSource: string | null;
    amount: string;
    valueUsd: number | null;
    wallets: { wallet: string; amount: string; valueUsd: number | null }[];
  }[];
  sources: { chain: string; source: string; state: string; reason: string | null }[];
  progress: unknown[];
}

let sandbox: Sandbox;
let test: TestGateway;
let wallets: string[];

beforeAll(async () => {
  // GeckoTerminal at a rate that lets a whole history's DEX prices in within one request.
  sandbox = await startSandbox({ evm: true, geckoTerminalPerMinute: 6_000 });
  test = await startTestGateway(sandbox.env, { clock: () => WORLD_NOW * 1000 });
  wallets = sandbox.world.demoWallets.map((wallet) => wallet.address);
}, 60_000);
afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

async function tokenHistory(variables: Record<string, unknown>): Promise<Body> {
  const response = await request(test.gateway.app)
    .post('/graphql')
    .send({ query: TOKEN_HISTORY, variables });
  expect(response.body.errors).toBeUndefined();
  return response.body.data.tokenHistory as Body;
}

/** The counted tokens the demo wallets moved on a chain, most moves first. */
function movedTokens(chain: ChainKey): WorldToken[] {
  const moves = new Map<WorldToken, number>();
  for (const wallet of wallets)
    for (const tx of sandbox.world.transactions(wallet.toLowerCase() as never, chain)) {
      const token = tx.transfer?.token;
      if (token === undefined || token.expected.reason !== null) continue;
      moves.set(token, (moves.get(token) ?? 0) + 1);
    }
  return [...moves].sort((a, b) => b[1] - a[1]).map(([token]) => token);
}

const cents = (usd: number | null) => (usd === null ? null : Math.round(usd * 100));
const dayOfIso = (at: string) => Math.floor(Date.parse(at) / 86_400_000);

/** Every point against the truth: the days, each wallet's amount, the price and values to the cent. */
function expectTruth(
  body: Body,
  chain: ChainKey,
  token: WorldToken | null,
  fromDay?: number,
): void {
  const truth = expectedTokenHistory(sandbox.world, wallets, chain, token, fromDay);
  expect(body.points.map((point) => dayOfIso(point.at))).toEqual(truth.map((day) => day.day));
  for (const [index, expected] of truth.entries()) {
    const point = body.points[index] as Body['points'][number];
    const where = `${chain}:${token?.symbol ?? 'native'}:${expected.day}`;
    const valueOf = (amount: string) =>
      expected.priceUsd === null ? null : cents(Number(amount) * expected.priceUsd);
    expect({
      where,
      price: cents(point.priceUsd),
      amounts: point.wallets.map((wallet) => wallet.amount),
      values: point.wallets.map((wallet) => cents(wallet.valueUsd)),
      total: cents(point.valueUsd),
    }).toEqual({
      where,
      price: cents(expected.priceUsd),
      amounts: expected.amounts,
      values: expected.amounts.map(valueOf),
      total:
        expected.priceUsd === null
          ? null
          : cents(
              expected.amounts.reduce((sum, amount) => sum + Number(amount), 0) * expected.priceUsd,
            ),
    });
    if (expected.priceUsd !== null) expect(point.priceUsd).toBeCloseTo(expected.priceUsd, 9);
  }
}

describe('tokenHistory', () => {
  it("equals the world's truth day by day for the token bought in lots and given between wallets", async () => {
    const [token] = movedTokens(SHOWCASE_CHAIN).filter(
      (candidate) => tokenPriceHistory(candidate) !== null,
    );
    expect(token).toBeDefined();
    const body = await tokenHistory({
      chain: SHOWCASE_CHAIN.toUpperCase(),
      address: token?.address,
      wallets,
      range: 'ALL',
    });
    expect(body.progress).toEqual([]);
    expect(body.sources.filter((source) => source.state === 'FAILED')).toEqual([]);
    expect(body.complete).toBe(true);
    expect(body.symbol).toBe(token?.symbol);
    expectTruth(body, SHOWCASE_CHAIN, token as WorldToken);
    // Several wallets held it at once: the page draws each one's line.
    expect(
      body.points.some((point) => point.wallets.filter((w) => w.amount !== '0').length > 1),
    ).toBe(true);
    expect(body.priceSources).toContain('defillama');
  });

  it('prices a PulseChain token DefiLlama does not quote from its pool on GeckoTerminal, and names it', async () => {
    const dexOnly = movedTokens('pulse').filter((token) => tokenPriceHistory(token) === null);
    let checked = 0;
    for (const token of dexOnly.slice(0, 3)) {
      const body = await tokenHistory({
        chain: 'PULSE',
        address: token.address,
        wallets,
        range: 'MONTH',
      });
      expectTruth(body, 'pulse', token, TODAY - 29);
      if (body.points.some((point) => point.priceSource === 'geckoterminal')) {
        expect(body.priceSources).toContain('geckoterminal');
        expect(body.priceSources).not.toContain('defillama');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('follows the native coin, its fees included, over the last week', async () => {
    const body = await tokenHistory({ chain: 'ETH', wallets, range: 'WEEK' });
    expect(body.address).toBeNull();
    expect(body.symbol).toBe('ETH');
    expect(body.points).toHaveLength(7);
    expectTruth(body, 'eth', null, TODAY - 6);
  });

  it('answers a warm repeat from the cache, without one upstream call', async () => {
    const [token] = movedTokens('eth');
    const variables = { chain: 'ETH', address: token?.address, wallets, range: 'YEAR' };
    const first = await tokenHistory(variables);
    sandbox.counters.reset();
    const again = await tokenHistory(variables);
    expect(again.points).toEqual(first.points);
    expect(sandbox.counters.total()).toBe(0);
  });

  it('has no points on a chain whose histories cannot be read, and says why', async () => {
    // The sandbox serves BSC no transaction history (no Etherscan plan): a holding without its
    // transfers would be a guess.
    const body = await tokenHistory({ chain: 'BSC', wallets, range: 'MONTH' });
    expect(body.points).toEqual([]);
    expect(body.complete).toBe(false);
    expect(
      body.sources.some(
        (source) =>
          source.chain === 'BSC' && source.state === 'FAILED' && source.reason === 'NOT_CONFIGURED',
      ),
    ).toBe(true);
  });

  it('is refused past the wallet limit, by the cost rules before anything is read', async () => {
    const many = Array.from(
      { length: 51 },
      (_, index) => `0x${(index + 1).toString(16).padStart(40, '0')}`,
    );
    const response = await request(test.gateway.app)
      .post('/graphql')
      .send({ query: TOKEN_HISTORY, variables: { chain: 'ETH', wallets: many } });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
