import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestClient, createWalletClient, http, type Address } from 'viem';
import { HEX_ADDRESS } from '../../../../shared/src/chains';
import { hexSandboxAbi } from '../../../../tests/sandbox/evm/contractArtifacts';
import type { HexDailyDataSpec } from '../../../../tests/sandbox/evm/evmSpec';
import { startEvm, type EvmSandbox } from '../../../../tests/sandbox/evm/startEvm';
import { createHexClient, type HexClientHooks } from '../../sources/hex/hexClient';
import { type HexChain } from '../../../../shared/src/chains';
import { hexStaking } from './hexStaking';
import type { HexStakeRow, StakingDeps, StakingResultModel } from './stakingModel';
import {
  ethFixture,
  pulseFixture,
  type HexFixture,
} from '../../../../tests/helpers/staking/hexFixtures';
import { recordHexCalls, summarize } from '../../../../tests/helpers/staking/hexCalls';
import { tempCaches } from '../../../../tests/helpers/staking/tempCache';
import { expectedStakeEnd } from '../../../../tests/sandbox/world/hexEndTruth';
import {
  toDecimal,
  truthApy,
  truthPayoutPerTShare,
  truthStatus,
  truthYield,
} from '../../../../tests/helpers/staking/hexTruth';

// The staking service against the sandbox's real EVM (Hardhat EDR with HexSandbox at HEX's address
// and Multicall3): every number checked against values computed from the fixture's own spec.

const pulse = pulseFixture();
const eth = ethFixture();
const PRICE = 0.0123;
let evm: EvmSandbox;
const caches = tempCaches();

beforeAll(async () => {
  evm = await startEvm([pulse.spec, eth.spec]);
});
afterAll(() => evm.stop());
afterEach(() => caches.closeAll());

function stakingDeps(
  fixture: HexFixture,
  chain: HexChain,
  urls: string[],
  hooks: HexClientHooks = {},
): StakingDeps {
  return {
    cache: caches.open(),
    client: createHexClient(chain, urls, { hooks }),
    price: async () => ({ priceUsd: PRICE, statuses: [] }),
    now: () => fixture.nowMs,
  };
}

const url = (chainId: number) => evm.urls[chainId] as string;

/**
 * The fixtures load no globalInfo words (they read 0), but after the claim phase HEX's global
 * unclaimedSatoshisTotal is what every stored day carries, which the gateway reads from day 352.
 */
function fixtureGlobals(daily: readonly HexDailyDataSpec[]) {
  const unclaimedSatoshisTotal = daily[352]?.dayUnclaimedSatoshisTotal ?? 0n;
  return {
    lockedHeartsTotal: 0n,
    stakeSharesTotal: 0n,
    unclaimedSatoshisTotal,
    claimedSatoshisTotal: 0n,
    claimedBtcAddrCount: 0n,
    totalSupply: 0n,
  };
}

/** Every stake of every wallet, as the spec holds it and the service must show it. */
function expectFixtureStakes(result: StakingResultModel, fixture: HexFixture): void {
  const { hex } = fixture.spec;
  const all = [...result.rows, ...result.rowsEnded];
  for (const wallet of fixture.staked) {
    const shown = all
      .filter((row) => row.wallet === wallet)
      .sort((a, b) => a.stakeIndex - b.stakeIndex);
    const expected = (hex.stakes[wallet] ?? []).map((stake, stakeIndex) => {
      const earned = truthYield(stake, fixture.currentDay, hex.dailyData);
      return {
        stakeIndex,
        stakeId: String(stake.stakeId),
        stakedHearts: stake.stakedHearts.toString(),
        principalHex: toDecimal(stake.stakedHearts, 8),
        stakeShares: stake.stakeShares.toString(),
        tShares: toDecimal(stake.stakeShares, 12),
        lockedDay: stake.lockedDay,
        stakedDays: stake.stakedDays,
        unlockedDay: stake.unlockedDay,
        isAutoStake: stake.isAutoStake,
        endDay: stake.lockedDay + stake.stakedDays,
        status: truthStatus(stake, fixture.currentDay),
        yieldHex: toDecimal(earned.hearts, 8),
      };
    });
    const pick = (row: HexStakeRow) => ({
      stakeIndex: row.stakeIndex,
      stakeId: row.stakeId,
      stakedHearts: row.stakedHearts,
      principalHex: row.principalHex,
      stakeShares: row.stakeShares,
      tShares: row.tShares,
      lockedDay: row.lockedDay,
      stakedDays: row.stakedDays,
      unlockedDay: row.unlockedDay,
      isAutoStake: row.isAutoStake,
      endDay: row.endDay,
      status: row.status.toUpperCase(),
      yieldHex: row.yieldHex,
    });
    expect({ wallet, stakes: shown.map(pick) }).toEqual({ wallet, stakes: expected });
    // APY and USD value are floats: same formulas, computed from the spec.
    shown.forEach((row, index) => {
      const stake = hex.stakes[wallet]?.[index];
      if (!stake) throw new Error('missing stake');
      const apy = truthApy(stake, fixture.currentDay, hex.dailyData);
      if (apy === null) expect(row.apyPct).toBeNull();
      else expect(row.apyPct).toBeCloseTo(apy, 9);
      const grossHex =
        Number(stake.stakedHearts + truthYield(stake, fixture.currentDay, hex.dailyData).hearts) /
        1e8;
      expect(row.grossValueUsd).toBeCloseTo(grossHex * PRICE, 6);
      // HEX.sol's stakeEnd today, from the sandbox world's independent port (no gateway code).
      const end = expectedStakeEnd(
        stake,
        fixture.currentDay,
        hex.dailyData,
        hex.globals ?? fixtureGlobals(hex.dailyData),
      );
      expect({
        id: row.id,
        payout: row.payoutIfEndedTodayHex,
        penalty: row.penaltyIfEndedTodayHex,
        net: row.returnIfEndedTodayHex,
      }).toEqual({
        id: row.id,
        payout: end && toDecimal(end.payout, 8),
        penalty: end && toDecimal(end.penalty, 8),
        net: end && toDecimal(end.stakeReturn, 8),
      });
      if (end === null) expect(row.valueUsd).toBeNull();
      else expect(row.valueUsd).toBeCloseTo((Number(end.stakeReturn) / 1e8) * PRICE, 6);
    });
  }
  expect(result.rows.every((row) => row.unlockedDay === 0)).toBe(true);
  expect(result.rowsEnded.every((row) => row.unlockedDay !== 0)).toBe(true);
}

describe('hexStaking on PulseChain (10 wallets × 20 stakes, 60 days)', () => {
  it('reads every stake with the spec fields, yield and status; a stakeCount revert is zero stakes, not an error', async () => {
    const result = await hexStaking(
      stakingDeps(pulse, 'pulse', [url(369)]),
      'pulse',
      pulse.wallets,
    );

    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({
      chain: 'pulse',
      unit: 'HEX',
      currentDay: 60,
      dailyDataCount: 60,
      priceUsd: PRICE,
    });
    expect(result.rows.length + result.rowsEnded.length).toBe(200);
    expectFixtureStakes(result, pulse);
    expect(
      [...result.rows, ...result.rowsEnded].filter(
        (row) => row.wallet === pulse.reverting || row.wallet === pulse.empty,
      ),
    ).toEqual([]);
    expect(
      result.statuses
        .filter((status) => status.source === 'hex-stakes:rpc')
        .map((status) => status.state),
    ).toEqual(Array(12).fill('fresh'));
    // uint72's top survives as an exact string: (2^72 − 1) / 1e8.
    expect(
      result.rows
        .concat(result.rowsEnded)
        .find((row) => row.stakedHearts === String((1n << 72n) - 1n))?.principalHex,
    ).toBe('47223664828696.45213695');
  });

  it('shows every status: ACTIVE, READY (end day + 14 at most), OVERDUE, ENDED', async () => {
    const result = await hexStaking(stakingDeps(pulse, 'pulse', [url(369)]), 'pulse', pulse.staked);
    const statuses = new Set([...result.rows, ...result.rowsEnded].map((row) => row.status));
    expect([...statuses].sort()).toEqual(['active', 'ended', 'overdue', 'ready']);
    for (const row of result.rows) {
      expect(row.progress).toBeCloseTo(
        Math.min(1, Math.max(0, 60 - row.lockedDay) / row.stakedDays),
        12,
      );
      expect(row.daysRemaining).toBe(Math.max(0, row.endDay - 60));
    }
  });

  it('gives the last day’s payout per T-share with exactly 7 decimals', async () => {
    const result = await hexStaking(stakingDeps(pulse, 'pulse', [url(369)]), 'pulse', []);
    expect(result.payoutDay).toBe(59);
    expect(result.payoutPerTShareDailyHex).toMatch(/^\d+\.\d{7}$/);
    expect(result.payoutPerTShareDailyHex).toBe(
      truthPayoutPerTShare(
        pulse.spec.hex.dailyData[59] as (typeof pulse.spec.hex.dailyData)[number],
      ),
    );
  });

  it('lowercases and deduplicates the wallets (spec §3)', async () => {
    const [first, second] = pulse.staked as [Address, Address];
    const checksummed = `0x${first.slice(2).toUpperCase()}` as Address;
    const result = await hexStaking(stakingDeps(pulse, 'pulse', [url(369)]), 'pulse', [
      checksummed,
      first,
      second,
      first,
    ]);
    expect(result.wallets).toEqual([first, second]);
    expect(result.rows.length + result.rowsEnded.length).toBe(40);
  });
});

describe('eth_call batching and cache (DESIGN.md: count round trips, not just results)', () => {
  it('reads 10 wallets × 20 stakes in 4 eth_calls, 1 wallet in the same 4', async () => {
    const counts: Record<string, number> = {};
    const batches: Record<string, string[]> = {};
    for (const wallets of [pulse.wallets, pulse.staked.slice(0, 1)]) {
      const seen = recordHexCalls();
      evm.resetCounts();
      await hexStaking(
        stakingDeps(pulse, 'pulse', [url(369)], { onFetchRequest: seen.onFetchRequest }),
        'pulse',
        wallets,
      );
      counts[wallets.length] = evm.counts(369).ethCalls;
      batches[wallets.length] = seen.ethCalls.map(summarize).sort();
    }
    expect(counts).toEqual({ 12: 4, 1: 4 });
    // currentDay + globalInfo; every stakeCount with HSIM's counts (no HSIM on this chain: none, so
    // no HSI rounds follow); every stakeLists entry; one dailyDataRange (days 0–59).
    expect(batches[12]).toEqual([
      '1 × currentDay + 1 × globalInfo',
      '1 × dailyDataRange',
      '12 × stakeCount + 12 × hsiCount + 12 × balanceOf',
      '200 × stakeLists',
    ]);
    expect(batches[1]).toEqual([
      '1 × currentDay + 1 × globalInfo',
      '1 × dailyDataRange',
      '1 × stakeCount + 1 × hsiCount + 1 × balanceOf',
      '20 × stakeLists',
    ]);
  });

  it('answers from cache within 10 minutes, and with fresh re-reads all but the past days', async () => {
    const deps = stakingDeps(pulse, 'pulse', [url(369)]);
    const cold = await hexStaking(deps, 'pulse', pulse.wallets);
    evm.resetCounts();
    const warm = await hexStaking(deps, 'pulse', pulse.wallets);
    expect(evm.counts(369).ethCalls).toBe(0);
    expect(warm.rows).toEqual(cold.rows);
    expect(
      warm.statuses
        .filter((status) => status.source.startsWith('hex-'))
        .map((status) => status.state),
    ).toEqual(Array(14).fill('cached'));

    evm.resetCounts();
    caches.later();
    await hexStaking(deps, 'pulse', pulse.wallets, { fresh: true });
    expect(evm.counts(369).ethCalls).toBe(3);
  });
});

describe('hexStaking on Ethereum (eHEX, 400 days: BigPayDay)', () => {
  it('adds the BigPayDay slice exactly to stakes that span day 352', async () => {
    const result = await hexStaking(stakingDeps(eth, 'eth', [url(1)]), 'eth', eth.wallets);
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ chain: 'eth', unit: 'eHEX', currentDay: 400 });
    expectFixtureStakes(result, eth);

    // Locked on 352: slice; ends on 352 or starts after it: none (HEX: beginDay ≤ 352 < endDay).
    const byId = new Map([...result.rows, ...result.rowsEnded].map((row) => [row.stakeId, row]));
    const daily = eth.spec.hex.dailyData;
    const perDay = (stakeShares: bigint, from: number, to: number) => {
      let sum = 0n;
      for (let day = from; day < to; day++)
        sum +=
          ((daily[day]?.dayPayoutTotal ?? 0n) * stakeShares) /
          (daily[day]?.dayStakeSharesTotal ?? 1n);
      return sum;
    };
    const shares2 = 406n * 10n ** 12n + 2n;
    const slice2 =
      ((daily[352]?.dayUnclaimedSatoshisTotal ?? 0n) * 10_000n * shares2) /
      (daily[352]?.dayStakeSharesTotal ?? 1n);
    expect(byId.get('1002')?.yieldHex).toBe(toDecimal(perDay(shares2, 352, 362) + slice2, 8));
    const shares1 = 403n * 10n ** 12n + 1n;
    expect(byId.get('1001')?.yieldHex).toBe(toDecimal(perDay(shares1, 2, 352), 8));
    expect(byId.get('1001')?.status).toBe('overdue');
  });
});

describe('a new HEX day', () => {
  it('reads only the new day’s data; past days come from the permanent cache', async () => {
    const seen = recordHexCalls();
    const deps = stakingDeps(pulse, 'pulse', [url(369)], { onFetchRequest: seen.onFetchRequest });
    await hexStaking(deps, 'pulse', pulse.wallets);
    expect(
      seen.ethCalls
        .flat()
        .filter((call) => call.functionName === 'dailyDataRange')
        .map((call) => call.args),
    ).toEqual([[0n, 60n]]);

    // Day 61 dawns on the chain: HexSandbox's own setters, sent as the sandbox loader does.
    const next = {
      dayPayoutTotal: 260_000n * 10n ** 8n,
      dayStakeSharesTotal: 100_700n * 10n ** 12n,
      dayUnclaimedSatoshisTotal: 1n,
    };
    await advanceDay(url(369), 61, next);
    seen.ethCalls.length = 0;
    caches.later();
    const after = await hexStaking(deps, 'pulse', pulse.wallets, { fresh: true });

    expect(
      seen.ethCalls
        .flat()
        .filter((call) => call.functionName === 'dailyDataRange')
        .map((call) => call.args),
    ).toEqual([[60n, 61n]]);
    expect(after.currentDay).toBe(61);
    expect(after.payoutPerTShareDailyHex).toBe(truthPayoutPerTShare(next));
    expectFixtureStakes(after, {
      ...pulse,
      currentDay: 61,
      spec: {
        ...pulse.spec,
        hex: { ...pulse.spec.hex, dailyData: [...pulse.spec.hex.dailyData, next] },
      },
    });
  });
});

async function advanceDay(
  nodeUrl: string,
  day: number,
  data: { dayPayoutTotal: bigint; dayStakeSharesTotal: bigint; dayUnclaimedSatoshisTotal: bigint },
) {
  const loader: Address = '0x5a4d000000000000000000000000000000000001';
  const transport = http(nodeUrl);
  const node = createTestClient({ mode: 'hardhat', transport });
  await node.impersonateAccount({ address: loader });
  await node.setBalance({ address: loader, value: 10n ** 24n });
  const wallet = createWalletClient({ account: loader, transport });
  const write = {
    address: HEX_ADDRESS,
    abi: hexSandboxAbi,
    chain: null,
    gas: 16_777_216n,
  } as const;
  await wallet.writeContract({
    ...write,
    functionName: 'sandboxSetGlobals',
    args: [BigInt(day), 150_000n],
  });
  await wallet.writeContract({
    ...write,
    functionName: 'sandboxSetDailyData',
    args: [BigInt(day - 1), [data]],
  });
}
