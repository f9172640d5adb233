import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPublicClient, erc20Abi, http, type Address } from 'viem';
import { CHAINS } from '../../../shared/src/chains';
import { evmSpecs } from '../world/evmSpecs';
import { World } from '../world/world';
import { startEvm, type EvmSandbox } from './startEvm';
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from './uniswapV2Artifacts';

const world = new World({ seed: 1, wallets: 3, poolShares: true });
let evm: EvmSandbox;

beforeAll(async () => {
  const chains = new Set(world.poolPairs.map((pair) => CHAINS[pair.chain].id));
  evm = await startEvm(evmSpecs(world).filter((spec) => chains.has(spec.chainId)));
});

afterAll(async () => {
  await evm.stop();
});

describe('loadPairs', () => {
  it('has a pair on PulseChain and on Ethereum, held by two wallets each', () => {
    expect(world.poolPairs.map((pair) => [pair.chain, pair.protocol])).toEqual([
      ['pulse', 'PulseX v2'],
      ['eth', 'Uniswap v2'],
    ]);
    for (const pair of world.poolPairs)
      for (const wallet of world.wallets.slice(0, 2))
        expect(pair.state.balances[wallet.address]).toBeGreaterThan(0n);
  });

  it("ends each real UniswapV2Pair in the state the world computed, at the factory's CREATE2 address", async () => {
    for (const pair of world.poolPairs) {
      const client = createPublicClient({ transport: http(evm.urls[CHAINS[pair.chain].id]) });
      const address = pair.address as Address;
      const read = (functionName: string, args: unknown[] = []) =>
        client.readContract({ address, abi: uniswapV2PairAbi, functionName, args });
      expect(
        await client.readContract({
          address: pair.factory as Address,
          abi: uniswapV2FactoryAbi,
          functionName: 'getPair',
          args: [pair.token0, pair.token1],
        }),
      ).toBe(pair.token.checksum);
      expect(((await read('token0')) as string).toLowerCase()).toBe(pair.token0);
      expect(((await read('factory')) as string).toLowerCase()).toBe(pair.factory);
      const [reserve0, reserve1] = (await read('getReserves')) as [bigint, bigint, number];
      expect([reserve0, reserve1]).toEqual([pair.state.reserve0, pair.state.reserve1]);
      expect(await read('totalSupply')).toBe(pair.state.totalSupply);
      for (const [holder, balance] of Object.entries(pair.state.balances))
        expect(
          await client.readContract({
            address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [holder as Address],
          }),
        ).toBe(balance);
    }
  });
});
