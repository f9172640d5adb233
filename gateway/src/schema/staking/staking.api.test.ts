import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { HEX_ADDRESS } from '../../../../shared/src/chains';
import { startTestGateway, type TestGateway } from '../../../../tests/helpers/testGateway';
import {
  expectedPayoutPerTShare,
  expectedStakes,
  startSandbox,
  type Sandbox,
} from '../../../../tests/sandbox/index';
import type { HexChain } from '../../../../shared/src/chains';
import { toDecimal, truthPayoutPerTShare } from '../../../../tests/helpers/staking/hexTruth';

// The hexStaking query end to end: GraphQL over HTTP → gateway → the sandbox's real EVM (the
// world's full HEX history, ~2,450 days) and its DexScreener/DefiLlama for the HEX price.

const QUERY = `query ($wallets: [Address!]!, $network: HexNetwork!, $fresh: Boolean) {
  hexStaking(wallets: $wallets, network: $network, fresh: $fresh) {
    network chain unit wallets currentDay payoutDay payoutPerTShareDailyHex priceUsd updatedAt
    rows { ...stake } rowsEnded { ...stake }
    errors { wallet message }
    sources { source state wallet }
  }
}
fragment stake on HexStake {
  id wallet stakeIndex stakeId stakedHearts principalHex stakeShares tShares lockedDay stakedDays unlockedDay isAutoStake
  endDay daysServed daysRemaining progress status yieldHex apyPct valueUsd grossValueUsd
  payoutIfEndedTodayHex penaltyIfEndedTodayHex returnIfEndedTodayHex lossIfEndedTodayHex
  isHsi isTokenized hsiAddress hsiIndex hsiTokenId
}`;

interface Stake {
  id: string;
  wallet: string;
  stakeIndex: number;
  stakeId: string;
  stakedHearts: string;
  stakeShares: string;
  lockedDay: number;
  stakedDays: number;
  unlockedDay: number;
  isAutoStake: boolean;
  status: string;
  endDay: number;
  yieldHex: string | null;
  valueUsd: number | null;
  grossValueUsd: number | null;
  payoutIfEndedTodayHex: string | null;
  penaltyIfEndedTodayHex: string | null;
  lossIfEndedTodayHex: string | null;
  returnIfEndedTodayHex: string | null;
  isHsi: boolean;
  isTokenized: boolean;
  hsiAddress: string | null;
  hsiIndex: number | null;
  hsiTokenId: string | null;
}

interface StakingBody {
  currentDay: number;
  payoutDay: number;
  payoutPerTShareDailyHex: string;
  priceUsd: number;
  rows: Stake[];
  rowsEnded: Stake[];
  errors: { wallet: string | null; message: string }[];
  sources: { source: string; state: string }[];
}

let sandbox: Sandbox;
let test: TestGateway;

beforeAll(async () => {
  // 30 wallets: whales, regulars and small ones, and wallets whose stakeCount reverts on each chain.
  sandbox = await startSandbox({ evm: true, wallets: 30 });
  test = await startTestGateway(sandbox.env);
}, 60_000);

afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

async function query(variables: Record<string, unknown>) {
  return request(test.gateway.app).post('/graphql').send({ query: QUERY, variables });
}

describe.each<[HexChain, string, number]>([
  ['pulse', 'PULSECHAIN', 369],
  ['eth', 'ETHEREUM', 1],
])('hexStaking on %s against the world', (chain, network, chainId) => {
  it('matches every stake, yield, payout and USD value of the world', async () => {
    const world = sandbox.world;
    const wallets = world.wallets.map((wallet) => wallet.checksum);
    sandbox.evm?.resetCounts();
    const response = await query({ wallets, network });
    expect(response.body.errors).toBeUndefined();
    const body = response.body.data.hexStaking as StakingBody;
    // Globals; 30 stakeCounts with HSIM's hsiCount and balanceOf; every stakeLists, hsiLists and
    // tokenOfOwnerByIndex entry; hsiToken with the direct HSIs' stakes; the tokenized HSIs' stakes;
    // and ~2,450 days of dailyDataRange split over two eth_calls by the 2,048-read budget.
    expect(sandbox.evm?.counts(chainId).ethCalls).toBeLessThanOrEqual(7);

    expect(body.errors).toEqual([]);
    expect(body.currentDay).toBe(world.hexCurrentDay);
    const daily = world.hexDailyData(chain);
    expect(body.payoutDay).toBe(world.hexCurrentDay - 1);
    expect(body.payoutPerTShareDailyHex).toBe(
      truthPayoutPerTShare(daily[world.hexCurrentDay - 1] as (typeof daily)[number]),
    );
    expect(Number(body.payoutPerTShareDailyHex)).toBeCloseTo(
      expectedPayoutPerTShare(world, chain),
      7,
    );

    const hex = world.tokens(chain).find((token) => token.address === HEX_ADDRESS.toLowerCase());
    expect(body.priceUsd).toBeCloseTo(hex?.expected.priceUsd ?? NaN, 12);

    const all = [...body.rows, ...body.rowsEnded];
    for (const wallet of world.wallets) {
      const expected = expectedStakes(world, wallet.address, chain);
      // The API's order: the wallet's own stakes by stakeIndex, then its HSIs (direct, then tokenized).
      const shown = all
        .filter((row) => row.wallet === wallet.address)
        .sort(
          (a, b) =>
            Number(a.isHsi) - Number(b.isHsi) ||
            Number(a.isTokenized) - Number(b.isTokenized) ||
            a.stakeIndex - b.stakeIndex,
        );
      const fields = (row: Stake) => [
        row.stakeId,
        row.stakeIndex,
        row.stakedHearts,
        row.stakeShares,
        row.lockedDay,
        row.stakedDays,
        row.unlockedDay,
        row.isAutoStake,
        row.isHsi,
        row.isTokenized,
        row.hsiAddress,
        row.hsiIndex,
        row.hsiTokenId,
      ];
      expect({ wallet: wallet.address, shown: shown.map(fields) }).toEqual({
        wallet: wallet.address,
        shown: expected.map((stake) => [
          String(stake.stakeId),
          stake.stakeIndex,
          String(stake.stakedHearts),
          String(stake.stakeShares),
          stake.lockedDay,
          stake.stakedDays,
          stake.unlockedDay,
          stake.isAutoStake,
          stake.hsi !== null,
          (stake.hsi?.tokenId ?? null) !== null,
          stake.hsi?.address ?? null,
          stake.hsi?.hsiIndex ?? null,
          stake.hsi?.tokenId ?? null,
        ]),
      });
      expected.forEach((stake, index) => {
        const row = shown[index] as Stake;
        expect(body.rows.includes(row)).toBe(stake.status === 'active');
        // The world's truth: daily payouts, plus BigPayDay and its adoption bonus where a stake spans day 352.
        expect(row.yieldHex).toBe(toDecimal(stake.yieldHearts, 8));
        expect(row.grossValueUsd).toBeCloseTo(
          (Number(stake.stakedHearts + stake.yieldHearts) / 1e8) * body.priceUsd,
          4,
        );
        // HEX.sol's stakeEnd as of today, from the world's own port of it (hexEndTruth.ts).
        const end = stake.end;
        expect({
          id: row.id,
          payout: row.payoutIfEndedTodayHex,
          penalty: row.penaltyIfEndedTodayHex,
          net: row.returnIfEndedTodayHex,
          loss: row.lossIfEndedTodayHex,
        }).toEqual({
          id: row.id,
          payout: end && toDecimal(end.payout, 8),
          penalty: end && toDecimal(end.penalty, 8),
          net: end && toDecimal(end.stakeReturn, 8),
          loss: end && toDecimal(stake.stakedHearts + end.payout - end.stakeReturn, 8),
        });
        if (end === null) expect(row.valueUsd).toBeNull();
        else expect(row.valueUsd).toBeCloseTo((Number(end.stakeReturn) / 1e8) * body.priceUsd, 4);
      });
    }
    // Every state a stake can be in today is there (the world's showcase wallet), and the rules bite.
    const today = world.hexCurrentDay;
    const states = new Map<string, Stake | undefined>([
      ['active, not yet locked', all.find((row) => row.lockedDay > today)],
      ['active, locked today', all.find((row) => row.lockedDay === today && row.unlockedDay === 0)],
      ['active early', all.find((row) => row.status === 'ACTIVE' && row.lockedDay < today)],
      ['ready', all.find((row) => row.status === 'READY')],
      ['overdue', all.find((row) => row.status === 'OVERDUE' && today - row.endDay < 100)],
      [
        'far overdue',
        all.find((row) => row.status === 'OVERDUE' && row.returnIfEndedTodayHex === '0'),
      ],
      [
        'good-accounted',
        all.find((row) => row.status === 'ENDED' && row.penaltyIfEndedTodayHex === '0'),
      ],
      [
        'good-accounted late',
        all.find((row) => row.status === 'ENDED' && row.penaltyIfEndedTodayHex !== '0'),
      ],
      ['HSI', all.find((row) => row.isHsi && !row.isTokenized && row.status === 'OVERDUE')],
      ['tokenized HSI', all.find((row) => row.isTokenized && row.status === 'READY')],
      [
        'tokenized HSI far overdue',
        all.find((row) => row.isTokenized && row.returnIfEndedTodayHex === '0'),
      ],
    ]);
    expect([...states].filter(([, row]) => row === undefined).map(([state]) => state)).toEqual([]);
    expect(states.get('active, not yet locked')).toMatchObject({
      status: 'PENDING',
      penaltyIfEndedTodayHex: '0',
      lossIfEndedTodayHex: '0',
      payoutIfEndedTodayHex: '0',
    });
    expect(Number(states.get('active, locked today')?.penaltyIfEndedTodayHex)).toBeGreaterThan(0);
    expect(Number(states.get('active early')?.penaltyIfEndedTodayHex)).toBeGreaterThan(0);
    expect(states.get('ready')?.penaltyIfEndedTodayHex).toBe('0');
    expect(Number(states.get('overdue')?.penaltyIfEndedTodayHex)).toBeGreaterThan(0);
    const far = states.get('far overdue');
    expect(Number(far?.penaltyIfEndedTodayHex)).toBeGreaterThan(
      Number(far?.payoutIfEndedTodayHex) + Number(far?.stakedHearts) / 1e8,
    );
    expect(far?.valueUsd).toBe(0);
    // The holder loses principal + payout, not the larger penalty HEX computes.
    expect(Number(far?.lossIfEndedTodayHex)).toBeCloseTo(
      Number(far?.payoutIfEndedTodayHex) + Number(far?.stakedHearts) / 1e8,
      8,
    );
    expect(
      all.some(
        (row) => row.isAutoStake && row.lockedDay <= 352 && row.lockedDay + row.stakedDays > 352,
      ),
    ).toBe(true);
  });

  it('answers again from cache with no eth_call', async () => {
    sandbox.evm?.resetCounts();
    const response = await query({
      wallets: sandbox.world.wallets.map((wallet) => wallet.address),
      network,
    });
    expect(response.body.errors).toBeUndefined();
    expect(sandbox.evm?.counts(chainId).ethCalls).toBe(0);
  });
});

describe('hexStaking input', () => {
  it('refuses more wallets than MAX_WALLETS_PER_QUERY and wrong checksums with BAD_USER_INPUT', async () => {
    const many = Array.from(
      { length: 51 },
      (_, index) => `0x${(index + 1).toString(16).padStart(40, '0')}`,
    );
    const tooMany = await query({ wallets: many, network: 'PULSECHAIN' });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const bad = await query({
      wallets: ['0xAbCdEf0000000000000000000000000000000000'],
      network: 'ETHEREUM',
    });
    expect(bad.body.errors?.[0]).toMatchObject({
      message:
        'Invalid wallet address "0xAbCdEf0000000000000000000000000000000000". Please check and try again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
