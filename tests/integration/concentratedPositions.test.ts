import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CHAINS } from '../../shared/src/chains';
import { startSandbox, type Sandbox } from '../sandbox/index';
import {
  expectedConcentrated,
  type ExpectedConcentrated,
} from '../sandbox/world/concentratedTruth';
import { expectedPortfolio, expectedWalletTotals } from '../sandbox/world/truth';
import { parseCsv } from '../helpers/parseCsv';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

const ROW = 'token { address } balanceRaw amount valueUsd';
const POSITION = `kind protocol chain wallets token { address symbol } shareOfPool valueUsd
  tokenId tickLower tickUpper inRange underlying { ${ROW} } rewards { ${ROW} }`;

const WALLET = `query ($address: Address!) {
  wallet(address: $address) {
    totalUsd
    positions { ${POSITION} }
    sources { chain source state }
  }
}`;

const PORTFOLIO = `query ($wallets: [Address!]!) {
  portfolio(wallets: $wallets) {
    totalUsd
    positions { ${POSITION} }
  }
}`;

interface Row {
  token: { address: string };
  balanceRaw: string;
  amount: string;
  valueUsd: number;
}

interface PositionBody {
  kind: string;
  protocol: string;
  chain: string;
  wallets: string[];
  token: { address: string; symbol: string };
  shareOfPool: number;
  valueUsd: number;
  tokenId: string | null;
  tickLower: number | null;
  tickUpper: number | null;
  inRange: boolean | null;
  underlying: Row[];
  rewards: Row[];
}

let sandbox: Sandbox;
let test: TestGateway;
let truth: ExpectedConcentrated[];

beforeAll(async () => {
  sandbox = await startSandbox({ evm: true, concentrated: true, wallets: 10 });
  test = await startTestGateway(sandbox.env);
  truth = await expectedConcentrated(
    sandbox.world,
    sandbox.evm!.urls,
    sandbox.world.wallets.map((wallet) => wallet.address),
  );
  // Ten wallets' world plus deploying Uniswap v3 and minting: ~25 s on an idle machine.
}, 90_000);

afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

async function graphql<T>(gateway: TestGateway, query: string, variables: object): Promise<T> {
  const response = await request(gateway.gateway.app).post('/graphql').send({ query, variables });
  expect(response.body.errors).toBeUndefined();
  return response.body.data as T;
}

/** Amounts and fees to the wei, values to the cent: what the position manager would pay now. */
function expectPosition(body: PositionBody | undefined, expected: ExpectedConcentrated): void {
  expect(body).toBeDefined();
  expect(body).toMatchObject({
    kind: 'CONCENTRATED',
    protocol: expected.protocol,
    chain: expected.chain.toUpperCase(),
    token: { address: expected.positionManager },
    tokenId: expected.tokenId.toString(),
    tickLower: expected.tickLower,
    tickUpper: expected.tickUpper,
    inRange: expected.inRange,
  });
  expect(body!.wallets).toEqual([expected.wallet]);
  const raw = (rows: readonly Row[]) => rows.map((row) => [row.token.address, row.balanceRaw]);
  const want = (sides: ExpectedConcentrated['fees']) =>
    sides.map((side) => [side.token.address, side.amountRaw.toString()]);
  expect(raw(body!.underlying)).toEqual(want(expected.underlying));
  expect(raw(body!.rewards)).toEqual(want(expected.fees));
  [...body!.underlying, ...body!.rewards].forEach((row, index) =>
    expect(row.valueUsd).toBeCloseTo(
      [...expected.underlying, ...expected.fees][index]!.valueUsd,
      2,
    ),
  );
  expect(body!.valueUsd).toBeCloseTo(expected.valueUsd, 2);
  if (!expected.inRange) expect(body!.shareOfPool).toBe(0);
}

describe('concentrated-liquidity positions valued from the chain', () => {
  it('the ground truth has a position in range with fees in both tokens and two out of range', () => {
    expect(truth.map((position) => position.inRange)).toEqual([true, false, false]);
    expect(truth[0]!.fees.every((side) => side.amountRaw > 0n)).toBe(true);
  });

  it("values each demo wallet's position NFTs as the position manager would pay them, and counts them in the total", async () => {
    for (const wallet of sandbox.world.demoWallets) {
      const { wallet: body } = await graphql<{
        wallet: {
          totalUsd: number;
          positions: PositionBody[];
          sources: { chain: string; source: string; state: string }[];
        };
      }>(test, WALLET, { address: wallet.address });
      const own = truth.filter((position) => position.wallet === wallet.address);
      const nfts = body.positions.filter((position) => position.kind === 'CONCENTRATED');
      expect(nfts).toHaveLength(own.length);
      for (const expected of own)
        expectPosition(
          nfts.find((position) => position.tokenId === expected.tokenId.toString()),
          expected,
        );
      const tokensAndPools = expectedWalletTotals(sandbox.world, wallet.address).totalUsd;
      const nftsUsd = own.reduce((sum, position) => sum + position.valueUsd, 0);
      expect(body.totalUsd).toBeCloseTo(tokensAndPools + nftsUsd, 2);
      expect(body.sources.filter((status) => status.state === 'FAILED')).toEqual([]);
    }
  });

  it('lists every NFT once in the portfolio, each with its own wallet', async () => {
    const wallets = sandbox.world.demoWallets.map((wallet) => wallet.address);
    const { portfolio } = await graphql<{
      portfolio: { totalUsd: number; positions: PositionBody[] };
    }>(test, PORTFOLIO, { wallets });
    const nfts = portfolio.positions.filter((position) => position.kind === 'CONCENTRATED');
    expect(nfts.map((position) => position.tokenId).sort()).toEqual(['1', '2', '3']);
    for (const expected of truth)
      expectPosition(
        nfts.find((position) => position.tokenId === expected.tokenId.toString()),
        expected,
      );
    const nftsUsd = truth.reduce((sum, position) => sum + position.valueUsd, 0);
    expect(portfolio.totalUsd).toBeCloseTo(
      expectedPortfolio(sandbox.world, wallets).totalUsd + nftsUsd,
      2,
    );
  });

  it("reads every wallet's NFTs in a fixed number of eth_calls, one wallet or ten", async () => {
    const evm = sandbox.evm!;
    // Each on a gateway of its own, so nothing is cached: the cold path's calls.
    const ethCalls = async (wallets: string[]) => {
      const cold = await startTestGateway(sandbox.env);
      try {
        evm.resetCounts();
        await graphql(cold, PORTFOLIO, { wallets });
        return evm.counts(CHAINS.eth.id).ethCalls;
      } finally {
        await cold.close();
      }
    };
    const all = sandbox.world.wallets.map((wallet) => wallet.address);
    expect(all).toHaveLength(10);
    const holder = await ethCalls(all.slice(0, 1));
    const ten = await ethCalls(all);
    const none = await ethCalls(all.slice(2, 3));
    // Native balances (one), the pair probe (one) and the five position rounds; the pool's tokens
    // are listed holdings, so no metadata round.
    expect(holder).toBe(7);
    expect(ten).toBe(holder);
    // A wallet without NFTs costs the count round only.
    expect(none).toBe(3);
  });

  it('exports each NFT as a /api/positions.csv row with its range and fees', async () => {
    const wallets = sandbox.world.demoWallets.map((wallet) => wallet.address);
    const response = await request(test.gateway.app).get(
      `/api/positions.csv?wallets=${wallets.join(',')}&chains=eth`,
    );
    expect(response.status).toBe(200);
    const rows = parseCsv(response.text, [
      'kind',
      'protocol',
      'chain',
      'pool',
      'symbol',
      'wallets',
      'amount',
      'shareOfPool',
      'token0Symbol',
      'token0Address',
      'token0Amount',
      'token0ValueUsd',
      'token1Symbol',
      'token1Address',
      'token1Amount',
      'token1ValueUsd',
      'tokenId',
      'tickLower',
      'tickUpper',
      'inRange',
      'fees0Amount',
      'fees0ValueUsd',
      'fees1Amount',
      'fees1ValueUsd',
      'valueUsd',
    ]).filter((row) => row.kind === 'CONCENTRATED');
    expect(rows.map((row) => row.tokenId).sort()).toEqual(['1', '2', '3']);
    for (const expected of truth) {
      const row = rows.find((candidate) => candidate.tokenId === expected.tokenId.toString())!;
      expect(row).toMatchObject({
        protocol: expected.protocol,
        pool: expected.positionManager,
        wallets: expected.wallet,
        tickLower: String(expected.tickLower),
        tickUpper: String(expected.tickUpper),
        inRange: String(expected.inRange),
        token0Amount: expected.underlying[0].amount,
        token1Amount: expected.underlying[1].amount,
        fees0Amount: expected.fees[0].amount,
        fees1Amount: expected.fees[1].amount,
      });
      expect(Number(row.valueUsd)).toBeCloseTo(expected.valueUsd, 2);
    }
  });
});
