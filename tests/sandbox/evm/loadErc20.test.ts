import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPublicClient, erc20Abi, http, type Address } from 'viem';
import { MULTICALL3_ADDRESS } from '../../../shared/src/chains';
import type { Erc20Spec } from './evmSpec';
import { startEvm, type EvmSandbox } from './startEvm';
import { testWallets } from './testWorld';

// 1,100 holders: three balance transactions, so the seams at 500 and 1,000 are read back.
const holders = testWallets(1_100, 0xe20);
const usdt: Erc20Spec = {
  symbol: 'USDT',
  name: 'Tether USD',
  decimals: 18,
  // Beyond 2^64 for some, and every balance different, so a misplaced slot shows.
  balances: Object.fromEntries(
    holders.map((holder, index) => [holder, 10n ** 20n * BigInt(index + 1) + BigInt(index)]),
  ),
};
const zeroHolder = testWallets(1, 0xe21)[0]!;
const odd: Erc20Spec = {
  symbol: 'A-rather-long-symbol-over-32-bytes!',
  name: 'Six Decimals',
  decimals: 6,
  balances: { [holders[0]!]: 1n, [zeroHolder]: 0n },
};
const USDT = '0x55d398326f99059ff775485246999027b3197955';
const ODD = '0x2222227e22102fe3322098e4cbfe18cfebd57c95';

let evm: EvmSandbox;
const bsc = () => createPublicClient({ transport: http(evm.urls[56]) });

beforeAll(async () => {
  evm = await startEvm([
    { chainId: 56, nativeBalances: {}, erc20: { [USDT]: usdt, [ODD]: odd } },
    { chainId: 1, nativeBalances: {} },
  ]);
});

afterAll(async () => {
  await evm.stop();
});

describe('loadErc20', () => {
  it('puts each token at its address with its metadata', async () => {
    for (const [address, spec] of [
      [USDT, usdt],
      [ODD, odd],
    ] as const) {
      const read = <F extends 'symbol' | 'name' | 'decimals'>(functionName: F) =>
        bsc().readContract({ address, abi: erc20Abi, functionName });
      expect(await Promise.all([read('symbol'), read('name'), read('decimals')])).toEqual([
        spec.symbol,
        spec.name,
        spec.decimals,
      ]);
    }
  });

  it('holds every balance of the spec across transaction seams, and 0 for everyone else', async () => {
    const balances = await bsc().multicall({
      multicallAddress: MULTICALL3_ADDRESS,
      allowFailure: false,
      contracts: holders.map(
        (holder) =>
          ({ address: USDT, abi: erc20Abi, functionName: 'balanceOf', args: [holder] }) as const,
      ),
    });
    expect(balances).toEqual(holders.map((holder) => usdt.balances[holder]));
    const outsider = testWallets(1, 0xe22)[0]!;
    expect(
      await bsc().readContract({
        address: USDT,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [outsider],
      }),
    ).toBe(0n);
    expect(
      await bsc().readContract({
        address: ODD,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [zeroHolder],
      }),
    ).toBe(0n);
  });

  it('reports the sum of the balances as totalSupply', async () => {
    const sum = Object.values(usdt.balances).reduce((total, amount) => total + amount, 0n);
    expect(
      await bsc().readContract({ address: USDT, abi: erc20Abi, functionName: 'totalSupply' }),
    ).toBe(sum);
    expect(
      await bsc().readContract({ address: ODD, abi: erc20Abi, functionName: 'totalSupply' }),
    ).toBe(1n);
  });

  it('leaves chains without `erc20` free of tokens', async () => {
    expect(
      await createPublicClient({ transport: http(evm.urls[1]) }).getCode({
        address: USDT as Address,
      }),
    ).toBeUndefined();
  });
});
