import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { setTimeout as sleep } from 'node:timers/promises';
import { expectedPortfolioHistory, startSandbox, WORLD_NOW, type Sandbox } from '../sandbox/index';
import { isListedTransaction } from '../sandbox/world/transactions';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';

/**
 * Long histories are read over several requests without reading a page twice, and history reads
 * (background work) never starve what a person waits for: the gateway runs with small budgets so
 * that what takes minutes against the real explorers takes seconds here.
 */

const HISTORY = `query ($wallets: [Address!]!, $chains: [ChainKey!], $range: HistoryRange) {
  portfolioHistory(wallets: $wallets, chains: $chains, range: $range) {
    complete
    points { at totalUsd chains { chain valueUsd } }
    sources { chain wallet source state message }
    progress { chain wallet transfersRead pagesRead readBackTo }
  }
}`;

const WALLET = `query ($address: Address!) {
  wallet(address: $address, chains: [PULSE]) {
    holdings { token { symbol } balanceRaw }
    sources { source state message }
  }
}`;

interface HistoryBody {
  complete: boolean;
  points: { at: string; totalUsd: number; chains: { chain: string; valueUsd: number | null }[] }[];
  sources: {
    chain: string;
    wallet: string | null;
    source: string;
    state: string;
    message: string | null;
  }[];
  progress: {
    chain: string;
    wallet: string;
    transfersRead: number;
    pagesRead: number;
    readBackTo: string | null;
  }[];
}

interface LogLine {
  level: number;
  msg: string;
  chain?: string;
  wallet?: string;
  source?: string;
  reason?: string;
  why?: string;
}

const INFO = 30;
const WARN = 40;
const today = new Date(WORLD_NOW * 1000).toISOString().slice(0, 10);
const cents = (usd: number) => Math.round(usd * 100);

function capture() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    all: (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine),
  };
}

async function history(
  test: TestGateway,
  wallets: string[],
  client = '203.0.113.1',
): Promise<HistoryBody> {
  const response = await request(test.gateway.app)
    .post('/graphql')
    .set('X-Forwarded-For', client)
    .send({ query: HISTORY, variables: { wallets, chains: ['PULSE'], range: 'ALL' } });
  expect(response.body.errors).toBeUndefined();
  return response.body.data.portfolioHistory as HistoryBody;
}

let sandbox: Sandbox;

beforeAll(async () => {
  // 53 wallets: client A's 50, and cold ones for client B.
  // GeckoTerminal fast enough that DEX prices never hold a history's completeness back here.
  sandbox = await startSandbox({ wallets: 53, evm: true, geckoTerminalPerMinute: 6_000 });
}, 60_000);
afterAll(async () => {
  await sandbox.stop();
});

describe('a history longer than one read', () => {
  const logs = capture();
  let test: TestGateway;

  beforeAll(async () => {
    test = await startTestGateway(
      {
        ...sandbox.env,
        HISTORY_READ_BUDGET_MS: '3000',
        REQUEST_DEADLINE_MS: '2500',
        // The page latency is what makes this history long here, not the explorer's rate.
        BLOCKSCOUT_REQUESTS_PER_MINUTE: '6000',
      },
      { clock: () => WORLD_NOW * 1000, logs: logs.stream },
    );
  });
  afterAll(async () => {
    await test.close();
  });

  it('completes over several requests, reads no page twice, and matches the ground truth', async () => {
    const busy = sandbox.world.busyWallet.address;
    const txs = sandbox.world.transactions(busy, 'pulse');
    const nativePages = Math.ceil(txs.filter((tx) => isListedTransaction(tx, busy)).length / 50);
    const transferPages = Math.ceil(
      txs.filter((tx) => tx.transfer !== null && !tx.failed).length / 50,
    );
    expect(txs.length).toBeGreaterThan(10_000);
    // Each page a little slow, so reading both lists takes several times one read's budget.
    const slow = (
      ['api/v2/addresses/transactions', 'api/v2/addresses/token-transfers'] as const
    ).map((route) =>
      sandbox.faults.inject({ upstream: 'blockscout/pulse', route }, { kind: 'latency', ms: 25 }),
    );
    sandbox.counters.reset();
    const answers: HistoryBody[] = [];
    try {
      for (let ask = 0; ask < 40; ask++) {
        const body = await history(test, [busy]);
        answers.push(body);
        if (body.complete) break;
        await sleep(300);
      }
    } finally {
      for (const fault of slow) fault.remove();
    }
    const last = answers.at(-1) as HistoryBody;
    expect(last.complete).toBe(true);
    expect(last.progress).toEqual([]);
    const paused = logs.all().filter((line) => line.msg === 'history read paused');
    expect(paused.length).toBeGreaterThanOrEqual(2);
    expect(paused.every((line) => line.level === INFO)).toBe(true);

    // Every answer while the transfers were read said how far the read had come, and it only went
    // forwards (after them, an answer may still wait for the DEX's daily prices, with no progress).
    const reading = answers.slice(0, -1).filter((body) => body.progress.length > 0);
    expect(reading.length).toBeGreaterThan(0);
    const progress = reading.map((body) => body.progress[0]);
    expect(progress.every((entry) => entry?.wallet === busy)).toBe(true);
    const pages = progress.map((entry) => entry?.pagesRead ?? 0);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(pages.at(-1)).toBeGreaterThan(0);
    const still = reading.at(-1)?.sources.find((status) => status.source === 'history');
    expect(still?.message).toMatch(
      /[\d,]+ transfers read so far in \d+ pages, back to \d{4}-\d\d-\d\d/,
    );

    expect(sandbox.counters.count('blockscout/pulse', 'api/v2/addresses/transactions')).toBe(
      nativePages,
    );
    expect(sandbox.counters.count('blockscout/pulse', 'api/v2/addresses/token-transfers')).toBe(
      transferPages,
    );

    // Past days are what the transfers add up to: the world's truth, to the cent.
    const truth = expectedPortfolioHistory(sandbox.world, [busy], ['pulse'], {
      fromDay: last.points[0]?.at.slice(0, 10) as string,
      toDay: today,
    });
    expect(last.points.map((point) => point.at.slice(0, 10))).toEqual(truth.map((day) => day.day));
    const past = last.points.slice(0, -1);
    expect(past.length).toBeGreaterThan(300);
    past.forEach((point, index) => {
      const day = truth[index];
      expect([day?.day, cents(point.totalUsd)]).toEqual([day?.day, cents(day?.totalUsd ?? NaN)]);
    });
  }, 120_000);

  it('logs a read that fails in the background at warn, with the wallet, chain, source and why', async () => {
    const wallet = sandbox.world.demoWallets[2]?.address as string;
    const broken = (['api/v2/addresses/token-transfers', 'api/account/tokentx'] as const).map(
      (route) =>
        sandbox.faults.inject(
          { upstream: 'blockscout/pulse', route },
          { kind: 'status', status: 400 },
        ),
    );
    try {
      const body = await history(test, [wallet]);
      expect(body.complete).toBe(false);
      let failed: LogLine | undefined;
      for (let wait = 0; wait < 50 && failed === undefined; wait++) {
        failed = logs.all().find((line) => line.msg === 'history read failed');
        if (failed === undefined) await sleep(100);
      }
      expect(failed).toMatchObject({
        level: WARN,
        chain: 'pulse',
        wallet,
        source: 'blockscout-v2, blockscout-classic',
        reason: 'BAD_RESPONSE',
      });
      expect(failed?.why).toMatch(/400/);
    } finally {
      for (const fault of broken) fault.remove();
    }
  });
});

describe('history reads beside interactive reads', () => {
  let test: TestGateway;

  beforeAll(async () => {
    test = await startTestGateway(
      {
        ...sandbox.env,
        // Two fifths of a public explorer's budget, so 50 wallets' histories outrun it in seconds.
        BLOCKSCOUT_REQUESTS_PER_MINUTE: '120',
        HISTORY_READ_BUDGET_MS: '30000',
        REQUEST_DEADLINE_MS: '15000',
        TRUST_PROXY: 'loopback',
      },
      { clock: () => WORLD_NOW * 1000 },
    );
  });
  afterAll(async () => {
    await test.close();
  });

  it("answers another client's cold wallet, and reads its history, during a 50-wallet history", async () => {
    const [a, b] = ['203.0.113.1', '203.0.113.2'];
    const wallets = sandbox.world.wallets.map((wallet) => wallet.address);
    const fifty = wallets.slice(0, 50);
    // B's history: the shortest of the cold wallets' (a page or two per list).
    const [coldHistory, coldWallet] = wallets
      .slice(50)
      .sort(
        (x, y) =>
          sandbox.world.transactions(x, 'pulse').length -
          sandbox.world.transactions(y, 'pulse').length,
      ) as [string, string];
    sandbox.counters.reset();
    const big = history(test, fifty, a);
    // A's first reads take the background share of the bucket (60), the rest queue; without a
    // share of their own, 2 s more would have taken the whole bucket.
    while (sandbox.counters.count('blockscout/pulse') < 60) await sleep(50);
    await sleep(2_000);

    const started = performance.now();
    const response = await request(test.gateway.app)
      .post('/graphql')
      .set('X-Forwarded-For', b)
      .send({ query: WALLET, variables: { address: coldWallet } });
    const tookMs = performance.now() - started;
    expect(response.body.errors).toBeUndefined();
    const served = response.body.data.wallet as {
      holdings: unknown[];
      sources: { source: string; state: string; message: string | null }[];
    };
    expect(tookMs).toBeLessThan(5_000);
    expect(served.sources.filter((status) => status.state === 'FAILED')).toEqual([]);
    expect(JSON.stringify(served.sources)).not.toMatch(/request budget/);
    expect(served.holdings.length).toBeGreaterThan(0);

    // B's own history takes turns with A's 50 instead of queueing behind them.
    const own = await history(test, [coldHistory], b);
    expect(own.complete).toBe(true);
    const whole = await big;
    expect(whole.complete).toBe(false);
    expect(whole.progress.length).toBeGreaterThan(0);
  }, 60_000);
});
