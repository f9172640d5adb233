import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { formatUnits } from 'viem';
import { startSandbox, type Sandbox } from '../sandbox/index';
import {
  expectedConcentrated,
  type ExpectedConcentrated,
} from '../sandbox/world/concentratedTruth';
import {
  expectedFarmPositions,
  expectedPortfolio,
  expectedPositions,
  expectedWalletPageTotals,
} from '../sandbox/world/truth';
import { coldEthCalls } from '../helpers/coldEthCalls';
import { parseCsv } from '../helpers/parseCsv';
import { POSITIONS_CSV_HEADER } from '../helpers/positionsCsvHeader';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

// The demo's world: every kind of position at once (v2 pool shares, LP staked in PulseChain's farm,
// Uniswap v3 NFTs in and out of range with fees), each equal to the ground truth to the wei and
// the cent, every one counted once in the totals.

const ROW = 'token { address symbol } balanceRaw valueUsd';
const POSITION = `kind protocol chain wallets token { address } balanceRaw shareOfPool valueUsd tokenId inRange
  underlying { ${ROW} } rewards { ${ROW} }`;

const WALLET = `query ($address: Address!) {
  wallet(address: $address, includeFiltered: true) {
    totalUsd
    positions { ${POSITION} }
    filtered { holding { token { address } } reason }
    sources { chain source state }
  }
}`;

const PORTFOLIO = `query ($wallets: [Address!]!) {
  portfolio(wallets: $wallets) {
    totalUsd
    positions { ${POSITION} }
    sources { chain source state }
  }
}`;

interface Row {
  token: { address: string; symbol: string };
  balanceRaw: string;
  valueUsd: number | null;
}

interface PositionBody {
  kind: 'POOL' | 'FARM' | 'CONCENTRATED';
  protocol: string;
  chain: string;
  wallets: string[];
  token: { address: string };
  balanceRaw: string;
  shareOfPool: number;
  valueUsd: number;
  tokenId: string | null;
  inRange: boolean | null;
  underlying: Row[];
  rewards: Row[];
}

/** A position of the truth in the API's shape: token address and exact amount per row. */
interface Expected {
  kind: PositionBody['kind'];
  chain: string;
  wallet: string;
  protocol: string;
  /** The LP token, or the position manager. */
  token: string;
  tokenId: string | null;
  inRange: boolean | null;
  underlying: { address: string; amountRaw: bigint; valueUsd: number }[];
  rewards: { address: string; amountRaw: bigint; valueUsd: number }[];
  valueUsd: number;
}

let sandbox: Sandbox;
let test: TestGateway;
let nfts: ExpectedConcentrated[];

beforeAll(async () => {
  sandbox = await startSandbox({ evm: true, poolShares: true, concentrated: true, wallets: 10 });
  test = await startTestGateway(sandbox.env);
  nfts = await expectedConcentrated(
    sandbox.world,
    sandbox.evm!.urls,
    sandbox.world.wallets.map((wallet) => wallet.address),
  );
  // Ten wallets' world, the v2 pairs and farm, and Uniswap v3's deployment: ~30 s on an idle machine.
}, 120_000);

afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

async function graphql<T>(gateway: TestGateway, query: string, variables: object): Promise<T> {
  const response = await request(gateway.gateway.app).post('/graphql').send({ query, variables });
  expect(response.body.errors).toBeUndefined();
  return response.body.data as T;
}

/** Every position a wallet holds by the ground truth, whatever its kind. */
function truthOf(address: string): Expected[] {
  const side = (row: { token: { address: string }; amountRaw: bigint; valueUsd: number }) => ({
    address: row.token.address,
    amountRaw: row.amountRaw,
    valueUsd: row.valueUsd,
  });
  return [
    ...expectedPositions(sandbox.world, address).map((position) => ({
      kind: 'POOL' as const,
      chain: position.chain,
      wallet: position.wallet,
      protocol: position.protocol,
      token: position.pool,
      tokenId: null,
      inRange: null,
      underlying: position.underlying.map(side),
      rewards: [],
      valueUsd: position.valueUsd,
    })),
    ...expectedFarmPositions(sandbox.world, address).map((position) => ({
      kind: 'FARM' as const,
      chain: position.chain,
      wallet: position.wallet,
      protocol: position.protocol,
      token: position.pool,
      tokenId: null,
      inRange: null,
      underlying: position.underlying.map(side),
      rewards: [side(position.reward)],
      valueUsd: position.valueUsd,
    })),
    ...nfts
      .filter((position) => position.wallet === address.toLowerCase())
      .map((position) => ({
        kind: 'CONCENTRATED' as const,
        chain: position.chain,
        wallet: position.wallet,
        protocol: position.protocol,
        token: position.positionManager,
        tokenId: position.tokenId.toString(),
        inRange: position.inRange,
        underlying: position.underlying.map(side),
        rewards: position.fees.map(side),
        valueUsd: position.valueUsd,
      })),
  ];
}

const identity = (position: { kind: string; token: string; tokenId: string | null }) =>
  `${position.kind}:${position.token}:${position.tokenId ?? ''}`;

/** The API's position equals the truth's: amounts to the wei, every value to the cent. */
function expectPosition(body: PositionBody | undefined, expected: Expected): void {
  expect(body).toBeDefined();
  expect(body).toMatchObject({
    kind: expected.kind,
    protocol: expected.protocol,
    chain: expected.chain.toUpperCase(),
    tokenId: expected.tokenId,
    inRange: expected.inRange,
  });
  const rows = (list: readonly Row[]) => list.map((row) => [row.token.address, row.balanceRaw]);
  const want = (list: Expected['rewards']) =>
    list.map((row) => [row.address, row.amountRaw.toString()]);
  expect(rows(body!.underlying)).toEqual(want(expected.underlying));
  expect(rows(body!.rewards)).toEqual(want(expected.rewards));
  [...body!.underlying, ...body!.rewards].forEach((row, index) =>
    expect(row.valueUsd).toBeCloseTo(
      [...expected.underlying, ...expected.rewards][index]!.valueUsd,
      2,
    ),
  );
  expect(body!.valueUsd).toBeCloseTo(expected.valueUsd, 2);
  // Out of range, a v3 position holds one token and earns no share of the fees.
  if (expected.inRange === false) expect(body!.shareOfPool).toBe(0);
}

describe('every kind of position valued from the chain', () => {
  it('the demo wallets hold a pool share, a farm stake with a pending reward, and v3 NFTs in range with fees and out of range', () => {
    const held = sandbox.world.demoWallets.flatMap((wallet) => truthOf(wallet.address));
    expect(held.filter((position) => position.kind === 'POOL').length).toBeGreaterThan(0);
    const farms = held.filter((position) => position.kind === 'FARM');
    expect(farms.length).toBeGreaterThan(0);
    expect(farms.every((position) => position.rewards[0]!.amountRaw > 0n)).toBe(true);
    const concentrated = held.filter((position) => position.kind === 'CONCENTRATED');
    expect(concentrated.map((position) => position.inRange).sort()).toEqual([false, false, true]);
    const inRange = concentrated.find((position) => position.inRange === true)!;
    expect(inRange.rewards.every((fee) => fee.amountRaw > 0n)).toBe(true);
  });

  it("answers each demo wallet's positions as the ground truth has them, each counted once in its total", async () => {
    for (const wallet of sandbox.world.demoWallets) {
      const { wallet: body } = await graphql<{
        wallet: {
          totalUsd: number;
          positions: PositionBody[];
          filtered: { holding: { token: { address: string } }; reason: string }[];
          sources: { chain: string; source: string; state: string }[];
        };
      }>(test, WALLET, { address: wallet.address });
      const truth = truthOf(wallet.address);
      expect(
        body.positions
          .map((position) => identity({ ...position, token: position.token.address }))
          .sort(),
      ).toEqual(truth.map(identity).sort());
      for (const expected of truth)
        expectPosition(
          body.positions.find(
            (position) =>
              identity({ ...position, token: position.token.address }) === identity(expected),
          ),
          expected,
        );
      // Token rows plus each position once: no LP token, staked or held, is also a token row.
      expect(body.totalUsd).toBeCloseTo(
        expectedWalletPageTotals(sandbox.world, wallet.address).totalUsd +
          truth
            .filter((position) => position.kind === 'CONCENTRATED')
            .reduce((sum, position) => sum + position.valueUsd, 0),
        2,
      );
      expect(body.filtered.filter((row) => row.reason.startsWith('pool-'))).toEqual([]);
      expect(body.sources.filter((status) => status.state === 'FAILED')).toEqual([]);
    }
  });

  it('merges each position across the wallets in the portfolio and counts it once in the total', async () => {
    const wallets = sandbox.world.demoWallets.map((wallet) => wallet.address);
    const { portfolio } = await graphql<{
      portfolio: { totalUsd: number; positions: PositionBody[] };
    }>(test, PORTFOLIO, { wallets });
    const truth = wallets.flatMap((wallet) => truthOf(wallet));
    const merged = new Map<string, Expected[]>();
    for (const position of truth)
      merged.set(identity(position), [...(merged.get(identity(position)) ?? []), position]);
    expect(portfolio.positions).toHaveLength(merged.size);
    for (const [key, own] of merged) {
      const body = portfolio.positions.find(
        (position) => identity({ ...position, token: position.token.address }) === key,
      );
      expect(body?.wallets.sort()).toEqual(own.map((position) => position.wallet).sort());
      expect(body?.valueUsd).toBeCloseTo(
        own.reduce((sum, position) => sum + position.valueUsd, 0),
        2,
      );
      expect(body?.rewards.map((row) => row.balanceRaw)).toEqual(
        own[0]!.rewards.map((_, index) =>
          own.reduce((sum, position) => sum + position.rewards[index]!.amountRaw, 0n).toString(),
        ),
      );
    }
    // expectedPortfolio counts the pool and farm positions; the NFTs come from the chain itself.
    const nftsUsd = truth
      .filter((position) => position.kind === 'CONCENTRATED')
      .reduce((sum, position) => sum + position.valueUsd, 0);
    expect(portfolio.totalUsd).toBeCloseTo(
      expectedPortfolio(sandbox.world, wallets).totalUsd + nftsUsd,
      2,
    );
  });

  it('reads every kind of position in a fixed number of eth_calls per chain, one wallet or ten', async () => {
    const ethCalls = (wallets: string[]) =>
      coldEthCalls(sandbox, PORTFOLIO, { wallets }, ['pulse', 'eth']);
    const all = sandbox.world.wallets.map((wallet) => wallet.address);
    expect(all).toHaveLength(10);
    const one = await ethCalls(all.slice(0, 1));
    const ten = await ethCalls(all);
    // PulseChain: native balances, the farm's three rounds, the pair probe (held and staked LP).
    // Ethereum: native balances, the pair probe, the five position-NFT rounds. The tokens inside
    // and the farm's reward token are listed holdings, so no metadata round on either.
    expect(one).toEqual({ pulse: 5, eth: 7 });
    expect(ten).toEqual(one);
    // A wallet with no NFT costs the position managers' count round only; none in the farm, the
    // farm's three rounds all the same (a stake is found by asking).
    const none = await ethCalls(all.slice(3, 4));
    expect(truthOf(all[3]!)).toEqual([]);
    expect(none).toEqual({ pulse: 5, eth: 3 });
  });

  it('exports the farm stake with its pending reward and each NFT with its range and fees in /api/positions.csv', async () => {
    const wallets = sandbox.world.demoWallets.map((wallet) => wallet.address);
    const response = await request(test.gateway.app).get(
      `/api/positions.csv?wallets=${wallets.join(',')}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers['x-kinko-complete']).toBe('true');
    const all = parseCsv(response.text, POSITIONS_CSV_HEADER);
    const rows = all.filter((row) => row.kind === 'FARM');
    const truth = wallets.flatMap((wallet) => expectedFarmPositions(sandbox.world, wallet));
    expect(rows).toHaveLength(1);
    const reward = truth.reduce((sum, position) => sum + position.reward.amountRaw, 0n);
    expect(rows[0]).toMatchObject({
      protocol: truth[0]!.protocol,
      pool: truth[0]!.pool,
      wallets: truth.map((position) => position.wallet).join(' '),
      reward0Symbol: truth[0]!.reward.token.symbol,
      reward0Amount: formatUnits(reward, truth[0]!.reward.token.decimals),
    });
    expect(Number(rows[0]!.valueUsd)).toBeCloseTo(
      truth.reduce((sum, position) => sum + position.valueUsd, 0),
      2,
    );

    const nftRows = all.filter((row) => row.kind === 'CONCENTRATED');
    expect(nftRows.map((row) => row.tokenId).sort()).toEqual(['1', '2', '3']);
    for (const expected of nfts) {
      const row = nftRows.find((candidate) => candidate.tokenId === expected.tokenId.toString());
      expect(row).toMatchObject({
        protocol: expected.protocol,
        pool: expected.positionManager,
        wallets: expected.wallet,
        tickLower: String(expected.tickLower),
        tickUpper: String(expected.tickUpper),
        inRange: String(expected.inRange),
        token0Amount: expected.underlying[0].amount,
        token1Amount: expected.underlying[1].amount,
        reward0Symbol: expected.fees[0].token.symbol,
        reward0Amount: expected.fees[0].amount,
        reward1Amount: expected.fees[1].amount,
      });
      expect(Number(row!.valueUsd)).toBeCloseTo(expected.valueUsd, 2);
    }
  });
});
