import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPublicClient, encodeFunctionData, http, multicall3Abi, type Address } from 'viem';
import { HEX_ADDRESS, MULTICALL3_ADDRESS } from '../../../shared/src/chains';
import type { EvmChainSpec } from './evmSpec';
import { hexAbi } from '../../../shared/src/hexAbi';
import { startEvm, type EvmSandbox } from './startEvm';
import { testHexSpec, testWallets } from './testWorld';

const pulseWallets = testWallets(10, 0x369);
const ethWallets = testWallets(3, 0x1);
// Every global differs and the stake totals sit at their uint72/uint40 tops, so a swapped or truncated word would show.
const pulseGlobals = {
  lockedHeartsTotal: (1n << 72n) - 1n,
  stakeSharesTotal: (1n << 72n) - 2n,
  latestStakeId: 2 ** 40 - 1,
  unclaimedSatoshisTotal: 653_406_191_300n,
  claimedSatoshisTotal: 1_896_118_808_942n,
  claimedBtcAddrCount: 73_603n,
  totalSupply: 177_245_746_650_742_606n,
};
const pulseHex = {
  ...testHexSpec(pulseWallets, 20, 300),
  revertStakeCountFor: [pulseWallets[9]!],
  globals: pulseGlobals,
};
const ethHex = testHexSpec(ethWallets, 2, 50);

// HEX's LAUNCH_TIME plus 300 days and 10 hours: inside pulseHex's currentDay (UPSTREAMS.md §8).
const HEX_LAUNCH_TIME = 1_575_331_200;
const pulseNow = HEX_LAUNCH_TIME + 300 * 86_400 + 36_000;

const specs: EvmChainSpec[] = [
  {
    chainId: 369,
    nativeBalances: Object.fromEntries(
      pulseWallets.map((wallet, i) => [wallet, 10n ** 24n + BigInt(i)]),
    ),
    hex: pulseHex,
    now: pulseNow,
  },
  { chainId: 1, nativeBalances: { [ethWallets[0]!]: 1_234_567_890_123_456_789n }, hex: ethHex },
  { chainId: 56, nativeBalances: { [ethWallets[0]!]: 5n } },
  { chainId: 8453, nativeBalances: {} },
  { chainId: 137, nativeBalances: { [ethWallets[1]!]: 137n } },
];

let evm: EvmSandbox;
const client = (url: string | undefined) =>
  createPublicClient({ transport: http(url, { retryCount: 0 }) });

beforeAll(async () => {
  evm = await startEvm(specs);
});

afterAll(async () => {
  await evm.stop();
});

describe('startEvm', () => {
  it('serves every chain on loopback with its own chain id', async () => {
    for (const { chainId } of specs) {
      expect(evm.urls[chainId]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await client(evm.urls[chainId]).getChainId()).toBe(chainId);
    }
  });

  it('holds the native balances of the spec', async () => {
    for (const { chainId, nativeBalances } of specs) {
      for (const [wallet, wei] of Object.entries(nativeBalances)) {
        expect(await client(evm.urls[chainId]).getBalance({ address: wallet as Address })).toBe(
          wei,
        );
      }
    }
    expect(await client(evm.urls[56]).getBalance({ address: ethWallets[1]! })).toBe(0n);
  });

  it('has Multicall3 at its canonical address on every chain', async () => {
    for (const { chainId } of specs) {
      const [balance, timestamp] = await client(evm.urls[chainId]).multicall({
        multicallAddress: MULTICALL3_ADDRESS,
        allowFailure: false,
        contracts: [
          {
            address: MULTICALL3_ADDRESS,
            abi: multicall3Abi,
            functionName: 'getEthBalance',
            args: [ethWallets[1]!],
          },
          {
            address: MULTICALL3_ADDRESS,
            abi: multicall3Abi,
            functionName: 'getCurrentBlockTimestamp',
          },
        ],
      });
      expect(balance).toBe(chainId === 137 ? 137n : 0n);
      expect(timestamp).toBeGreaterThan(0n);
    }
  });

  it('has no HEX where the spec has none', async () => {
    expect(await client(evm.urls[56]).getCode({ address: HEX_ADDRESS })).toBeUndefined();
  });
});

describe('HexSandbox at HEX’s address', () => {
  const pulse = () => client(evm.urls[369]);

  it('answers currentDay and globalInfo from the spec, its clock in currentDay', async () => {
    expect(
      await pulse().readContract({ address: HEX_ADDRESS, abi: hexAbi, functionName: 'currentDay' }),
    ).toBe(300n);
    const info = await pulse().readContract({
      address: HEX_ADDRESS,
      abi: hexAbi,
      functionName: 'globalInfo',
    });
    expect(info).toHaveLength(13);
    expect(info[2]).toBe(pulseHex.shareRate);
    expect(info[4]).toBe(300n);
    // block.timestamp: the spec's `now` plus however long the tests have run.
    expect(Number(info[10]) - pulseNow).toBeGreaterThanOrEqual(0);
    expect(Number(info[10]) - pulseNow).toBeLessThan(60);
    expect(Math.floor((Number(info[10]) - HEX_LAUNCH_TIME) / 86_400)).toBe(300);
  });

  it('answers the rest of globalInfo in HEX’s order, and 0 where the spec has no globals', async () => {
    const info = await pulse().readContract({
      address: HEX_ADDRESS,
      abi: hexAbi,
      functionName: 'globalInfo',
    });
    const g = pulseGlobals;
    expect([
      info[0],
      info[1],
      info[3],
      info[5],
      info[6],
      info[7],
      info[8],
      info[9],
      info[11],
      info[12],
    ]).toEqual([
      g.lockedHeartsTotal,
      0n,
      0n,
      g.stakeSharesTotal,
      BigInt(g.latestStakeId),
      g.unclaimedSatoshisTotal,
      g.claimedSatoshisTotal,
      g.claimedBtcAddrCount,
      g.totalSupply,
      0n,
    ]);
    const bare = await client(evm.urls[1]).readContract({
      address: HEX_ADDRESS,
      abi: hexAbi,
      functionName: 'globalInfo',
    });
    expect(bare.filter((_, index) => index !== 2 && index !== 4 && index !== 10)).toEqual(
      Array(10).fill(0n),
    );
  });

  it('returns every wallet’s stakes in order, by readContract and by multicall', async () => {
    const wallet = pulseWallets[3]!;
    const expected = pulseHex.stakes[wallet]!;
    expect(
      await pulse().readContract({
        address: HEX_ADDRESS,
        abi: hexAbi,
        functionName: 'stakeCount',
        args: [wallet],
      }),
    ).toBe(20n);
    const third = await pulse().readContract({
      address: HEX_ADDRESS,
      abi: hexAbi,
      functionName: 'stakeLists',
      args: [wallet, 2n],
    });
    expect(third).toEqual(Object.values(expected[2]!));

    const stakers = pulseWallets.slice(0, 9);
    const results = await pulse().multicall({
      multicallAddress: MULTICALL3_ADDRESS,
      allowFailure: false,
      contracts: stakers.flatMap((staker) =>
        pulseHex.stakes[staker]!.map(
          (_, index) =>
            ({
              address: HEX_ADDRESS,
              abi: hexAbi,
              functionName: 'stakeLists',
              args: [staker, BigInt(index)],
            }) as const,
        ),
      ),
    });
    expect(results).toEqual(
      stakers.flatMap((staker) => pulseHex.stakes[staker]!.map((stake) => Object.values(stake))),
    );
  });

  it('keeps each chain’s HEX state apart', async () => {
    const eth = client(evm.urls[1]);
    expect(
      await eth.readContract({ address: HEX_ADDRESS, abi: hexAbi, functionName: 'currentDay' }),
    ).toBe(50n);
    expect(
      await eth.readContract({
        address: HEX_ADDRESS,
        abi: hexAbi,
        functionName: 'stakeCount',
        args: [ethWallets[2]!],
      }),
    ).toBe(2n);
    expect(
      await eth.readContract({
        address: HEX_ADDRESS,
        abi: hexAbi,
        functionName: 'stakeCount',
        args: [pulseWallets[0]!],
      }),
    ).toBe(0n);
  });

  it('reverts stakeCount for the chosen wallet, also inside a multicall', async () => {
    const reverting = pulseWallets[9]!;
    await expect(
      pulse().readContract({
        address: HEX_ADDRESS,
        abi: hexAbi,
        functionName: 'stakeCount',
        args: [reverting],
      }),
    ).rejects.toThrow('HexSandbox: stakeCount reverts for this wallet');
    const [failed, fine] = await pulse().multicall({
      multicallAddress: MULTICALL3_ADDRESS,
      contracts: [
        { address: HEX_ADDRESS, abi: hexAbi, functionName: 'stakeCount', args: [reverting] },
        { address: HEX_ADDRESS, abi: hexAbi, functionName: 'stakeCount', args: [pulseWallets[0]!] },
      ],
    });
    expect(failed.status).toBe('failure');
    expect(fine).toEqual({ status: 'success', result: 20n });
  });

  it('answers a reverting eth_call as real nodes do: code 3 with the revert data', async () => {
    const response = await fetch(evm.urls[369]!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_call',
        params: [
          {
            to: HEX_ADDRESS,
            data: encodeFunctionData({
              abi: hexAbi,
              functionName: 'stakeCount',
              args: [pulseWallets[9]!],
            }),
          },
          'latest',
        ],
      }),
    });
    // Error(string)'s selector: the revert reason travels in `data`.
    expect(await response.json()).toMatchObject({
      id: 1,
      error: { code: 3, data: expect.stringMatching(/^0x08c379a0/) },
    });
  });

  it('answers dailyData per day and packs dailyDataRange as HEX does', async () => {
    expect(
      await pulse().readContract({
        address: HEX_ADDRESS,
        abi: hexAbi,
        functionName: 'dailyData',
        args: [123n],
      }),
    ).toEqual(Object.values(pulseHex.dailyData[123]!));

    const words = await pulse().readContract({
      address: HEX_ADDRESS,
      abi: hexAbi,
      functionName: 'dailyDataRange',
      args: [0n, 300n],
    });
    const mask72 = (1n << 72n) - 1n;
    expect(
      words.map((word) => ({
        dayPayoutTotal: word & mask72,
        dayStakeSharesTotal: (word >> 72n) & mask72,
        dayUnclaimedSatoshisTotal: word >> 144n,
      })),
    ).toEqual(pulseHex.dailyData);
  });

  it('rejects a dailyDataRange past dailyDataCount or empty, like HEX', async () => {
    for (const args of [
      [0n, 301n],
      [5n, 5n],
    ] as const) {
      await expect(
        pulse().readContract({
          address: HEX_ADDRESS,
          abi: hexAbi,
          functionName: 'dailyDataRange',
          args,
        }),
      ).rejects.toThrow('HEX: range invalid');
    }
  });
});

describe('endpoints', () => {
  it('count requests by method, batch members one by one, and reset', async () => {
    evm.resetCounts();
    const pulse = client(evm.urls[369]);
    await pulse.getBalance({ address: pulseWallets[0]! });
    await pulse.readContract({ address: HEX_ADDRESS, abi: hexAbi, functionName: 'currentDay' });
    // 10 wallets × 20 stakes in one Multicall3 aggregate: one eth_call.
    await pulse.multicall({
      multicallAddress: MULTICALL3_ADDRESS,
      batchSize: 0,
      contracts: pulseWallets.flatMap((wallet) =>
        Array.from(
          { length: 20 },
          (_, index) =>
            ({
              address: HEX_ADDRESS,
              abi: hexAbi,
              functionName: 'stakeLists',
              args: [wallet, BigInt(index)],
            }) as const,
        ),
      ),
    });
    const batched = createPublicClient({ transport: http(evm.urls[369], { batch: true }) });
    await Promise.all([batched.getChainId(), batched.getBlockNumber()]);

    expect(evm.counts(369)).toEqual({
      httpRequests: 4,
      calls: 5,
      ethCalls: 2,
      byMethod: { eth_getBalance: 1, eth_call: 2, eth_chainId: 1, eth_blockNumber: 1 },
    });
    expect(evm.counts(1).calls).toBe(0);

    evm.resetCounts();
    expect(evm.counts(369)).toEqual({ httpRequests: 0, calls: 0, ethCalls: 0, byMethod: {} });
  });

  it('can take one endpoint of a chain down while another keeps answering', async () => {
    evm.resetCounts();
    const backup = await evm.endpoint(369, 'backup');
    expect(await evm.endpoint(369, 'backup')).toBe(backup);
    expect(backup.url).not.toBe(evm.urls[369]);

    backup.down = true;
    await expect(client(backup.url).getChainId()).rejects.toMatchObject({ status: 503 });
    expect(await client(evm.urls[369]).getChainId()).toBe(369);

    backup.down = false;
    expect(await client(backup.url).getBalance({ address: pulseWallets[1]! })).toBe(
      10n ** 24n + 1n,
    );

    expect(backup.counts().byMethod).toEqual({ eth_chainId: 1, eth_getBalance: 1 });
    expect(evm.counts(369).byMethod).toEqual({ eth_chainId: 2, eth_getBalance: 1 });
  });

  it('rejects a spec that does not fit HEX’s types', async () => {
    const tooBig = testHexSpec(ethWallets, 1, 1);
    tooBig.stakes[ethWallets[0]!]![0]!.stakedHearts = 1n << 72n;
    await expect(startEvm([{ chainId: 1, nativeBalances: {}, hex: tooBig }])).rejects.toThrow(
      '72-bit unsigned',
    );
  });

  it('refuses connections once stopped', async () => {
    const single = await startEvm([{ chainId: 8453, nativeBalances: {} }]);
    const url = single.urls[8453];
    await single.stop();
    await expect(client(url).getChainId()).rejects.toThrow();
  });
});
