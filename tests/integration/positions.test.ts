import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { ChainKey } from '../../shared/src/chains';
import { startSandbox, type Sandbox } from '../sandbox/index';
import {
  expectedPortfolio,
  expectedPositions,
  type ExpectedPosition,
} from '../sandbox/world/truth';
import { coldEthCalls } from '../helpers/coldEthCalls';
import { parseCsv } from '../helpers/parseCsv';
import { POSITIONS_CSV_HEADER } from '../helpers/positionsCsvHeader';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

const POSITION = `kind protocol chain wallets token { address symbol } balanceRaw shareOfPool valueUsd
  underlying { token { address } balanceRaw amount valueUsd } rewards { token { address } } inRange`;

const WALLET = `query ($address: Address!) {
  wallet(address: $address, includeFiltered: true) {
    totalUsd
    positions { ${POSITION} }
    holdings { token { address } }
    filtered { holding { token { address } } reason }
    sources { chain source state }
  }
}`;

const PORTFOLIO = `query ($wallets: [Address!]!, $fresh: Boolean! = false) {
  portfolio(wallets: $wallets, fresh: $fresh) {
    totalUsd
    walletTotals { wallet totalUsd }
    positions { ${POSITION} }
    tokens { key }
    sources { chain source state }
  }
}`;

interface PositionBody {
  kind: string;
  protocol: string;
  chain: string;
  wallets: string[];
  token: { address: string; symbol: string };
  balanceRaw: string;
  shareOfPool: number;
  valueUsd: number;
  underlying: {
    token: { address: string };
    balanceRaw: string;
    amount: string;
    valueUsd: number;
  }[];
  rewards: { token: { address: string } }[];
  inRange: boolean | null;
}

interface Status {
  chain: string;
  source: string;
  state: string;
}

let sandbox: Sandbox;
let test: TestGateway;

beforeAll(async () => {
  sandbox = await startSandbox({ evm: true, poolShares: true });
  test = await startTestGateway(sandbox.env);
});

afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

async function graphql<T>(gateway: TestGateway, query: string, variables: object): Promise<T> {
  const response = await request(gateway.gateway.app).post('/graphql').send({ query, variables });
  expect(response.body.errors).toBeUndefined();
  return response.body.data as T;
}

const chainEnum = (chain: ChainKey) => chain.toUpperCase();

/** A position as the API answers it must be the truth's, amounts exact and values to the cent. */
function expectPosition(body: PositionBody | undefined, truth: ExpectedPosition): void {
  expect(body).toBeDefined();
  expect(body!.kind).toBe('POOL');
  expect(body!.protocol).toBe(truth.protocol);
  expect(body!.chain).toBe(chainEnum(truth.chain));
  expect(body!.balanceRaw).toBe(truth.balanceRaw.toString());
  expect(body!.shareOfPool).toBeCloseTo(truth.share, 12);
  expect(body!.underlying.map((row) => [row.token.address, row.balanceRaw])).toEqual(
    truth.underlying.map((side) => [side.token.address, side.amountRaw.toString()]),
  );
  body!.underlying.forEach((row, index) =>
    expect(row.valueUsd).toBeCloseTo(truth.underlying[index]!.valueUsd, 2),
  );
  expect(body!.valueUsd).toBeCloseTo(truth.valueUsd, 2);
  // A v2 share earns inside the pool (its reserves grow): nothing to claim, no range.
  expect(body!.rewards).toEqual([]);
  expect(body!.inRange).toBeNull();
}

describe('v2 pool positions valued from the chain', () => {
  it("values each demo wallet's pool shares as the ground truth does, and lists the pool token only as a position", async () => {
    let held = 0;
    for (const wallet of sandbox.world.demoWallets) {
      const { wallet: body } = await graphql<{
        wallet: {
          totalUsd: number;
          positions: PositionBody[];
          holdings: { token: { address: string | null } }[];
          filtered: { holding: { token: { address: string | null } } }[];
          sources: Status[];
        };
      }>(test, WALLET, { address: wallet.address });
      const truth = expectedPositions(sandbox.world, wallet.address);
      held += truth.length;
      const pools = body.positions.filter((position) => position.kind === 'POOL');
      expect(pools).toHaveLength(truth.length);
      for (const expected of truth)
        expectPosition(
          pools.find((position) => position.token.address === expected.pool),
          expected,
        );
      const pairs = new Set(sandbox.world.poolPairs.map((pair) => pair.address));
      const tokenRows = [...body.holdings, ...body.filtered.map((item) => item.holding)];
      expect(tokenRows.filter((row) => pairs.has(row.token.address as never))).toEqual([]);
      expect(body.sources.filter((status) => status.state === 'FAILED')).toEqual([]);
    }
    // Wallets 0 and 1 each hold a PulseX v2 and a Uniswap v2 share.
    expect(held).toBe(4);
  });

  it('counts each position once in the portfolio total, merged across its wallets', async () => {
    const wallets = sandbox.world.demoWallets.map((wallet) => wallet.address);
    const { portfolio } = await graphql<{
      portfolio: {
        totalUsd: number;
        walletTotals: { wallet: string; totalUsd: number }[];
        positions: PositionBody[];
        tokens: { key: string }[];
      };
    }>(test, PORTFOLIO, { wallets });
    const truth = expectedPortfolio(sandbox.world, wallets);
    // Four pool shares and two farm stakes (allPositions.test.ts checks the farms' rows).
    expect(truth.positions.map((position) => position.kind).sort()).toEqual([
      'FARM',
      'FARM',
      'POOL',
      'POOL',
      'POOL',
      'POOL',
    ]);
    expect(portfolio.totalUsd).toBeCloseTo(truth.totalUsd, 2);
    const walletSum = portfolio.walletTotals.reduce((sum, total) => sum + total.totalUsd, 0);
    expect(walletSum).toBeCloseTo(truth.totalUsd, 2);
    for (const pair of sandbox.world.poolPairs) {
      const own = truth.positions.filter(
        (position) => position.kind === 'POOL' && position.pool === pair.address,
      );
      const body = portfolio.positions.find(
        (position) => position.kind === 'POOL' && position.token.address === pair.address,
      );
      expect(body?.wallets.sort()).toEqual(own.map((position) => position.wallet).sort());
      expect(body?.balanceRaw).toBe(own.reduce((sum, p) => sum + p.balanceRaw, 0n).toString());
      expect(body?.valueUsd).toBeCloseTo(
        own.reduce((sum, p) => sum + p.valueUsd, 0),
        2,
      );
      expect(portfolio.tokens.some((token) => token.key.includes(pair.address))).toBe(false);
    }
  });

  it("probes every wallet's tokens of a chain in a fixed number of eth_calls, one wallet or three", async () => {
    const ethCalls = (wallets: string[]) =>
      coldEthCalls(sandbox, PORTFOLIO, { wallets }, ['pulse', 'eth']);
    const demo = sandbox.world.demoWallets.map((wallet) => wallet.address);
    const one = await ethCalls(demo.slice(0, 1));
    const three = await ethCalls(demo);
    // Native balances (one multicall) and the pair probe (one) per chain; on PulseChain the farm's
    // three rounds (pool count and reward token, poolInfo, userInfo and pending of every wallet ×
    // pool); on Ethereum the position-NFT count (one: these wallets hold none). The tokens inside
    // the pools and the reward token are held and listed, so no metadata round.
    expect(one).toEqual({ pulse: 5, eth: 3 });
    expect(three).toEqual(one);
  });

  it('keeps the pool tokens as unpriced token rows with a FAILED positions:rpc status when the RPC fails', async () => {
    const dead = await startTestGateway({ ...sandbox.env, ETH_RPC_URLS: 'http://127.0.0.1:9' });
    try {
      const wallet = sandbox.world.demoWallets[0]!.address;
      const { wallet: body } = await graphql<{
        wallet: {
          positions: PositionBody[];
          holdings: { token: { address: string } }[];
          sources: Status[];
        };
      }>(dead, WALLET, { address: wallet });
      expect(body.positions.map((position) => [position.kind, position.chain])).toEqual([
        ['POOL', 'PULSE'],
        ['FARM', 'PULSE'],
      ]);
      expect(body.sources).toContainEqual({
        chain: 'ETH',
        source: 'positions:rpc',
        state: 'FAILED',
      });
      const uniswap = sandbox.world.poolPairs.find((pair) => pair.chain === 'eth')!;
      // Ethereum keeps named tokens without a price (spec §5), so the share stays a token row.
      expect(body.holdings.map((row) => row.token.address)).toContain(uniswap.address);
    } finally {
      await dead.close();
    }
  });

  it('exports the positions as /api/positions.csv, one row per pool token, values to the cent', async () => {
    const wallets = sandbox.world.demoWallets.map((wallet) => wallet.address);
    const response = await request(test.gateway.app).get(
      `/api/positions.csv?wallets=${wallets.join(',')}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers['x-kinko-complete']).toBe('true');
    const rows = parseCsv(response.text, POSITIONS_CSV_HEADER);
    const truth = expectedPortfolio(sandbox.world, wallets).positions.filter(
      (position) => position.kind === 'POOL',
    );
    const farmRows = rows.filter((row) => row.kind === 'FARM');
    expect(farmRows.map((row) => row.pool)).toEqual([sandbox.world.farms[0]!.pools[1]!.lpToken]);
    rows.splice(rows.indexOf(farmRows[0]!), 1);
    expect(rows.map((row) => row.pool).sort()).toEqual(
      sandbox.world.poolPairs.map((pair) => pair.address).sort(),
    );
    for (const row of rows) {
      const own = truth.filter((position) => position.pool === row.pool);
      expect(row.kind).toBe('POOL');
      expect(row.protocol).toBe(own[0]!.protocol);
      expect(Number(row.valueUsd)).toBeCloseTo(
        own.reduce((sum, position) => sum + position.valueUsd, 0),
        2,
      );
      expect(row.token0Address).toBe(own[0]!.underlying[0].token.address);
    }
  });
});
