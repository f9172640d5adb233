import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPublicClient, http } from 'viem';
import { HEX_ADDRESS, MULTICALL3_ADDRESS } from '../../../shared/src/chains';
import { hexAbi } from '../../../shared/src/hexAbi';
import { startEvm, type EvmSandbox } from './startEvm';
import { testHexSpec, testWallets } from './testWorld';

// The full-size world: loading it spans several transactions of each kind, so the seams between
// batches (every 500 stakes or days) are where a loading bug would show.
const wallets = testWallets(100, 0xf011);
const hex = testHexSpec(wallets, 20, 2_000);
// The costliest stakes to load: each one the first of its wallet.
const loneStakers = testWallets(500, 0x1);
const loneHex = testHexSpec(loneStakers, 1, 1);

let evm: EvmSandbox;
const pulse = () => createPublicClient({ transport: http(evm.urls[369]) });

beforeAll(async () => {
  evm = await startEvm([
    { chainId: 369, nativeBalances: {}, hex },
    { chainId: 1, nativeBalances: {}, hex: loneHex },
  ]);
});

afterAll(async () => {
  await evm.stop();
});

describe('loadHex with 100 wallets × 20 stakes and 2,000 days', () => {
  it('keeps every wallet’s stakes, across batch seams', async () => {
    for (const wallet of [wallets[0]!, wallets[24]!, wallets[25]!, wallets[99]!]) {
      expect(
        await pulse().readContract({
          address: HEX_ADDRESS,
          abi: hexAbi,
          functionName: 'stakeCount',
          args: [wallet],
        }),
      ).toBe(20n);
      const results = await pulse().multicall({
        multicallAddress: MULTICALL3_ADDRESS,
        allowFailure: false,
        contracts: hex.stakes[wallet]!.map(
          (_, index) =>
            ({
              address: HEX_ADDRESS,
              abi: hexAbi,
              functionName: 'stakeLists',
              args: [wallet, BigInt(index)],
            }) as const,
        ),
      });
      expect(results).toEqual(hex.stakes[wallet]!.map((stake) => Object.values(stake)));
    }
  });

  it('keeps all 2,000 days, and dailyDataCount and currentDay match', async () => {
    const words = await pulse().readContract({
      address: HEX_ADDRESS,
      abi: hexAbi,
      functionName: 'dailyDataRange',
      args: [0n, 2_000n],
    });
    const mask72 = (1n << 72n) - 1n;
    expect(
      words.map((word) => ({
        dayPayoutTotal: word & mask72,
        dayStakeSharesTotal: (word >> 72n) & mask72,
        dayUnclaimedSatoshisTotal: word >> 144n,
      })),
    ).toEqual(hex.dailyData);
    const info = await pulse().readContract({
      address: HEX_ADDRESS,
      abi: hexAbi,
      functionName: 'globalInfo',
    });
    expect(info[4]).toBe(2_000n);
    expect(
      await pulse().readContract({ address: HEX_ADDRESS, abi: hexAbi, functionName: 'currentDay' }),
    ).toBe(2_000n);
  });
});

describe('loadHex with 500 wallets of one stake each', () => {
  it('fits every batch under the per-transaction gas cap', async () => {
    const eth = createPublicClient({ transport: http(evm.urls[1]) });
    const last = loneStakers[499]!;
    expect(
      await eth.readContract({
        address: HEX_ADDRESS,
        abi: hexAbi,
        functionName: 'stakeLists',
        args: [last, 0n],
      }),
    ).toEqual(Object.values(loneHex.stakes[last]![0]!));
  });
});
