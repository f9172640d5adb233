import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { formatUnits } from 'viem';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';
import { parseCsv } from '../helpers/parseCsv';
import { expectedHistory, type ExpectedTx } from '../helpers/transactionTruth';
import { expectedPortfolio, expectedStakes, startSandbox, type Sandbox } from '../sandbox/index';

// The CSV exports (DESIGN.md "One process, one port": /api/…csv) against the sandbox world's
// ground truth: the same numbers as the GraphQL queries they twin, in a spreadsheet's format.

let sandbox: Sandbox;
let test: TestGateway;
let wallets: string[];
let whale: string;

beforeAll(async () => {
  sandbox = await startSandbox({ evm: true });
  test = await startTestGateway(sandbox.env);
  wallets = sandbox.world.demoWallets.map((wallet) => wallet.address);
  whale = wallets[0] as string;
}, 60_000);

afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

beforeEach(() => {
  sandbox.faults.clear();
  sandbox.counters.reset();
});

const get = (path: string, gateway: TestGateway = test) => request(gateway.gateway.app).get(path);
const DATE = '\\d{4}-\\d{2}-\\d{2}';
const PORTFOLIO = [
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
] as const;
const HOLDINGS = [
  'wallet',
  'chain',
  'token',
  'symbol',
  'name',
  'address',
  'priceUsd',
  'amount',
  'valueUsd',
] as const;
const STAKES = [
  'wallet',
  'chain',
  'stakeId',
  'stakeIndex',
  'status',
  'lockedDay',
  'stakedDays',
  'endDay',
  'unlockedDay',
  'daysServed',
  'daysRemaining',
  'progress',
  'principalHex',
  'stakedHearts',
  'tShares',
  'stakeShares',
  'yieldHex',
  'apyPct',
  'valueUsd',
  'isAutoStake',
  'payoutIfEndedTodayHex',
  'penaltyIfEndedTodayHex',
  'returnIfEndedTodayHex',
  'grossValueUsd',
  'isHsi',
  'isTokenized',
  'hsiAddress',
  'hsiIndex',
  'hsiTokenId',
  'lossIfEndedTodayHex',
] as const;
const TRANSACTIONS = [
  'chain',
  'kind',
  'hash',
  'blockNumber',
  'timeStamp',
  'time',
  'direction',
  'from',
  'to',
  'tokenSymbol',
  'tokenAddress',
  'amount',
  'amountRaw',
  'fee',
  'feeWei',
  'failed',
  'flags',
  'explorerUrl',
  'valueUsdAtTime',
] as const;

describe('GET /api/portfolio.csv', () => {
  it('is the merged portfolio of the world, to the cent, as a CSV download', async () => {
    const response = await get(`/api/portfolio.csv?wallets=${wallets.join(',')}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename=kinko-portfolio-${DATE}\\.csv$`),
    );
    expect(response.headers['x-kinko-partial']).toBeUndefined();
    const rows = parseCsv(response.text, PORTFOLIO);

    const truth = expectedPortfolio(sandbox.world, wallets);
    expect(rows.map((row) => row.token).sort()).toEqual(
      truth.tokens.map((token) => token.key).sort(),
    );
    const byKey = new Map(rows.map((row) => [row.token, row]));
    for (const expected of truth.tokens) {
      const row = byKey.get(expected.key);
      expect({
        key: expected.key,
        chain: row?.chain,
        address: row?.address,
        symbol: row?.symbol.toUpperCase(),
        amount: row?.amount,
      }).toEqual({
        key: expected.key,
        chain: expected.chain,
        address: expected.address ?? '',
        symbol: expected.symbol,
        amount: expected.amount,
      });
      expect(Number(row?.valueUsd)).toBeCloseTo(expected.valueUsd, 2);
    }
    const values = rows.map((row) => Number(row.valueUsd));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values.reduce((sum, value) => sum + value, 0)).toBeCloseTo(truth.totalUsd, 2);
  });

  it('reads only the chains asked for, by name or key, any case', async () => {
    const response = await get(`/api/portfolio.csv?wallets=${whale}&chains=PulseChain,eth`);
    expect(response.status).toBe(200);
    const keys = parseCsv(response.text, PORTFOLIO).map((row) => row.token);
    const truth = expectedPortfolio(sandbox.world, [whale]).tokens.filter(
      (token) => token.chain === 'pulse' || token.chain === 'eth',
    );
    expect(keys.sort()).toEqual(truth.map((token) => token.key).sort());
    expect(sandbox.counters.count('blockscout/base')).toBe(0);
  });
});

describe('GET /api/holdings.csv', () => {
  it('is the per-wallet breakdown: one row per wallet × chain × token, wallets in the order given', async () => {
    const response = await get(`/api/holdings.csv?wallets=${wallets.join(',')}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename=kinko-holdings-${DATE}\\.csv$`),
    );
    const rows = parseCsv(response.text, HOLDINGS);

    const truth = expectedPortfolio(sandbox.world, wallets);
    const expected = truth.tokens.flatMap((token) =>
      token.breakdown.map((share) => ({
        wallet: share.wallet as string,
        token: token.key,
        chain: token.chain as string,
        amount: share.amount,
        valueUsd: share.valueUsd,
      })),
    );
    const id = (row: { wallet: string; token: string }) => `${row.wallet}|${row.token}`;
    expect(rows.map(id).sort()).toEqual(expected.map(id).sort());
    const byId = new Map(rows.map((row) => [id(row), row]));
    for (const share of expected) {
      const row = byId.get(id(share));
      expect({ id: id(share), chain: row?.chain, amount: row?.amount }).toEqual({
        id: id(share),
        chain: share.chain,
        amount: share.amount,
      });
      expect(Number(row?.valueUsd)).toBeCloseTo(share.valueUsd ?? 0, 2);
    }
    expect(rows.map((row) => wallets.indexOf(row.wallet))).toEqual(
      rows.map((row) => wallets.indexOf(row.wallet)).sort((a, b) => a - b),
    );
  });
});

describe('the exports and the GraphQL portfolio share one assembly (issue 12)', () => {
  const PORTFOLIO_QUERY = `query ($wallets: [Address!]!) {
    portfolio(wallets: $wallets) { tokens { key valueUsd breakdown { wallet amount } } }
  }`;
  /** Cache lookups per "kind data" (hit tokens, miss portfolio…), from the gateway's metrics. */
  const cacheLookups = async () =>
    Object.fromEntries(
      (await test.gateway.metrics.cacheEvents.get()).values.map((sample) => [
        `${sample.labels.kind} ${sample.labels.data}`,
        sample.value,
      ]),
    );
  const lookupsSince = async (before: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(await cacheLookups())
        .map(([event, count]) => [event, count - (before[event] ?? 0)])
        .filter(([, count]) => count !== 0),
    );

  it('downloads what a GraphQL portfolio query assembled with no upstream request and no pipeline run; fresh=1 runs it', async () => {
    const pair = wallets.slice(1, 3);
    const graphql = await request(test.gateway.app)
      .post('/graphql')
      .send({ query: PORTFOLIO_QUERY, variables: { wallets: pair } });
    expect(graphql.body.errors).toBeUndefined();
    const tokens = graphql.body.data.portfolio.tokens as {
      key: string;
      valueUsd: number;
      breakdown: { wallet: string; amount: string }[];
    }[];

    sandbox.counters.reset();
    const before = await cacheLookups();
    const portfolio = await get(`/api/portfolio.csv?wallets=${pair.join(',')}`);
    const holdings = await get(`/api/holdings.csv?wallets=${pair.join(',')}`);
    expect(sandbox.counters.total()).toBe(0);
    // One lookup of the kept assembly per download, and not one listing, balance or price read.
    expect(await lookupsSince(before)).toEqual({ 'hit portfolio': 2 });
    expect(
      parseCsv(portfolio.text, PORTFOLIO).map((row) => [row.token, Number(row.valueUsd)]),
    ).toEqual(tokens.map((token) => [token.key, token.valueUsd]));
    expect(
      parseCsv(holdings.text, HOLDINGS)
        .map((row) => `${row.wallet} ${row.token} ${row.amount}`)
        .sort(),
    ).toEqual(
      tokens
        .flatMap((token) =>
          token.breakdown.map((share) => `${share.wallet} ${token.key} ${share.amount}`),
        )
        .sort(),
    );

    const again = await cacheLookups();
    expect((await get(`/api/portfolio.csv?wallets=${pair.join(',')}&fresh=1`)).status).toBe(200);
    const fresh = await lookupsSince(again);
    expect(fresh['hit portfolio']).toBeUndefined();
    expect(Object.keys(fresh).some((event) => event.endsWith(' tokens'))).toBe(true);
  });
});

describe('GET /api/stakes.csv', () => {
  it.each([
    ['pulsechain', 'pulse', 'hex'],
    ['ethereum', 'eth', 'ehex'],
  ] as const)(
    'lists every %s stake of the world, active first, with exact principals',
    async (network, chain, unit) => {
      const response = await get(`/api/stakes.csv?wallets=${wallets.join(',')}&network=${network}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename=kinko-stakes-${unit}-${DATE}\\.csv$`),
      );
      const rows = parseCsv(response.text, STAKES);
      const expected = wallets.flatMap((wallet) =>
        expectedStakes(sandbox.world, wallet, chain).map((stake) => ({ wallet, ...stake })),
      );
      expect(expected.length).toBeGreaterThan(0);

      const id = (row: { wallet: string; stakeId: string | number }) =>
        `${row.wallet}:${row.stakeId}`;
      expect(rows.map(id).sort()).toEqual(expected.map(id).sort());
      const byId = new Map(rows.map((row) => [id(row), row]));
      for (const stake of expected) {
        const row = byId.get(id(stake));
        const endHex = (pick: (end: NonNullable<typeof stake.end>) => bigint) =>
          stake.end === null ? '' : formatUnits(pick(stake.end), 8);
        expect({
          id: id(stake),
          chain: row?.chain,
          stakedHearts: row?.stakedHearts,
          principalHex: row?.principalHex,
          stakeShares: row?.stakeShares,
          ended: row?.status === 'ended',
          payout: row?.payoutIfEndedTodayHex,
          penalty: row?.penaltyIfEndedTodayHex,
          net: row?.returnIfEndedTodayHex,
          loss: row?.lossIfEndedTodayHex,
        }).toEqual({
          id: id(stake),
          chain,
          stakedHearts: stake.stakedHearts.toString(),
          principalHex: formatUnits(stake.stakedHearts, 8),
          stakeShares: stake.stakeShares.toString(),
          ended: stake.status === 'ended',
          // HEX.sol's stakeEnd as of today, from the world's own port (tests/sandbox/world/hexEndTruth.ts).
          payout: endHex((end) => end.payout),
          penalty: endHex((end) => end.penalty),
          net: endHex((end) => end.stakeReturn),
          loss: endHex((end) => stake.stakedHearts + end.payout - end.stakeReturn),
        });
      }
      const ended = rows.map((row) => row.status === 'ended');
      expect(ended).toEqual([...ended].sort((a, b) => Number(a) - Number(b)));
    },
  );
});

const identity = (row: { kind: string; hash: string }) => `${row.kind.toUpperCase()}:${row.hash}`;

function expectRowsMatch(
  rows: readonly Record<(typeof TRANSACTIONS)[number], string>[],
  expected: readonly ExpectedTx[],
) {
  expect(rows.map(identity)).toEqual(expected.map(identity));
  expect(rows.map((row) => [row.amount, row.direction.toUpperCase(), row.failed])).toEqual(
    expected.map((tx) => [tx.amount, tx.direction, String(tx.failed)]),
  );
}

describe('GET /api/transactions.csv', () => {
  it("is the wallet's whole history newest first, up to the documented cap, with exact amounts", async () => {
    const expected = expectedHistory(sandbox.world, whale, 'pulse', 'ALL');
    const response = await get(`/api/transactions.csv?chain=pulsechain&address=${whale}&kind=all`);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=kinko-transactions-pulse-${whale}.csv`,
    );
    const rows = parseCsv(response.text, TRANSACTIONS);
    expectRowsMatch(rows, expected.slice(0, 1000));
    expect(response.headers['x-kinko-next-cursor'] !== undefined).toBe(expected.length > 1000);
    expect(rows[0]?.time).toBe(new Date(Number(rows[0]?.timeStamp) * 1000).toISOString());
  });

  it('stops at `limit` and carries on from the cursor it hands back', async () => {
    const expected = expectedHistory(sandbox.world, whale, 'pulse', 'NATIVE');
    expect(expected.length).toBeGreaterThan(60);
    const first = await get(
      `/api/transactions.csv?chain=pulse&address=${whale}&kind=native&limit=30`,
    );
    expectRowsMatch(parseCsv(first.text, TRANSACTIONS), expected.slice(0, 30));
    const cursor = first.headers['x-kinko-next-cursor'] as string;
    expect(cursor).toEqual(expect.any(String));
    const next = await get(
      `/api/transactions.csv?chain=pulse&address=${whale}&kind=native&limit=30&cursor=${encodeURIComponent(cursor)}`,
    );
    expectRowsMatch(parseCsv(next.text, TRANSACTIONS), expected.slice(30, 60));
  });

  it('keeps the rows it could read and names the list it could not in X-Kinko-Partial', async () => {
    const wallet = wallets[1] as string;
    sandbox.faults.inject(
      { upstream: 'blockscout/pulse', route: 'api/v2/addresses/token-transfers' },
      { kind: 'status', status: 500 },
    );
    sandbox.faults.inject(
      { upstream: 'blockscout/pulse', route: 'api/account/tokentx' },
      { kind: 'status', status: 500 },
    );
    const response = await get(`/api/transactions.csv?chain=pulse&address=${wallet}`);
    expect(response.status).toBe(200);
    expectRowsMatch(
      parseCsv(response.text, TRANSACTIONS),
      expectedHistory(sandbox.world, wallet, 'pulse', 'NATIVE').slice(0, 1000),
    );
    expect(response.headers['x-kinko-partial']).toMatch(
      new RegExp(`^pulse/${wallet}: token-transfers:all: .*HTTP 500`),
    );
  });

  it('answers 502 with the reasons, not an empty sheet, when no source could give a row', async () => {
    // The sandbox's Etherscan key is a free one, which does not cover BSC.
    const response = await get(`/api/transactions.csv?chain=bsc&address=${whale}`);
    expect(response.status).toBe(502);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toMatch(/Free API access is not supported for this chain/);
    expect(response.headers['x-kinko-partial']).toMatch(new RegExp(`^bsc/${whale}: transactions:`));
    expect(response.text).not.toContain(sandbox.env['ETHERSCAN_API_KEY'] as string);
  });
});

describe('honest partial exports', () => {
  it('answers the chains that work and names the one that is down; with nothing left, 502', async () => {
    const dead = await startTestGateway({ ...sandbox.env, BASE_RPC_URLS: 'http://127.0.0.1:9' });
    try {
      // 500 is not retried (spec §7 retries 429/502/503/504), so the fallbacks run at once.
      sandbox.faults.inject({ upstream: 'blockscout/base' }, { kind: 'status', status: 500 });
      const response = await get(`/api/portfolio.csv?wallets=${whale}&chains=base,bsc`, dead);
      expect(response.status).toBe(200);
      const chains = new Set(parseCsv(response.text, PORTFOLIO).map((row) => row.chain));
      expect([...chains]).toEqual(['bsc']);
      const partial = (response.headers['x-kinko-partial'] as string).split(' | ');
      expect(partial).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^base/${whale}: token-listing`)),
          expect.stringMatching(new RegExp(`^base/${whale}: native-balance`)),
        ]),
      );
      expect(partial.every((entry) => entry.startsWith('base'))).toBe(true);

      const nothing = await get(`/api/holdings.csv?wallets=${whale}&chains=base`, dead);
      expect(nothing.status).toBe(502);
      expect(nothing.text).toContain(`base/${whale}: token-listing`);
    } finally {
      await dead.close();
    }
  });
});

describe('bad input: 400 with the texts the GraphQL API gives, and no upstream call', () => {
  const checksumTypo = '0x7A16ff8270133f063aab6c9977183d9e72835428';
  it.each([
    [
      '/api/portfolio.csv?wallets=' + checksumTypo,
      `Invalid wallet address "${checksumTypo}". Please check and try again.`,
    ],
    [
      '/api/holdings.csv?wallets=0x123',
      'Invalid wallet address "0x123". Please check and try again.',
    ],
    [
      '/api/transactions.csv?chain=eth&address=' + checksumTypo,
      `Invalid wallet address "${checksumTypo}". Please check and try again.`,
    ],
    ['/api/portfolio.csv', 'wallets is required: one or more wallet addresses, comma-separated.'],
    [
      '/api/portfolio.csv?wallets=WHALE&chains=pulse,solana',
      'Unknown chain "solana". Use one of: pulse, eth, base, bsc, polygon.',
    ],
    [
      '/api/transactions.csv?chain=solana&address=WHALE',
      'Unknown chain "solana". Use one of: pulse, eth, base, bsc, polygon.',
    ],
    [
      '/api/stakes.csv?wallets=WHALE&network=base',
      'HEX staking is on pulsechain or ethereum, not "base".',
    ],
    ['/api/stakes.csv?wallets=WHALE', 'network is required.'],
    [
      '/api/transactions.csv?chain=eth&address=WHALE&kind=nft',
      'kind must be one of: all, native, erc20.',
    ],
    [
      '/api/transactions.csv?chain=eth&address=WHALE&limit=1001',
      'limit must be a whole number from 1 to 1000.',
    ],
    ['/api/portfolio.csv?wallets=WHALE&fresh=yes', 'fresh must be 1, 0, true or false.'],
  ])('%s', async (path, message) => {
    const response = await get(path.replace('WHALE', whale));
    expect({
      status: response.status,
      type: response.headers['content-type'],
      text: response.text,
    }).toEqual({ status: 400, type: 'text/plain; charset=utf-8', text: `${message}\n` });
    expect(sandbox.counters.snapshot()).toEqual({});
  });

  it('bounds the wallets per export like the GraphQL API', async () => {
    const many = Array.from(
      { length: 51 },
      (_, index) => `0x${(index + 1).toString(16).padStart(40, '0')}`,
    );
    const response = await get(`/api/stakes.csv?network=ethereum&wallets=${many.join(',')}`);
    expect(response.status).toBe(400);
    expect(response.text).toBe('At most 50 wallets per query.\n');
  });

  it("refuses another wallet's cursor", async () => {
    const first = await get(`/api/transactions.csv?chain=eth&address=${whale}&kind=native&limit=5`);
    const cursor = first.headers['x-kinko-next-cursor'] as string;
    const stolen = await get(
      `/api/transactions.csv?chain=eth&address=${wallets[1] as string}&kind=native&cursor=${encodeURIComponent(cursor)}`,
    );
    expect(stolen.status).toBe(400);
  });
});
