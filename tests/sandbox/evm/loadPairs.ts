/**
 * Puts the real UniswapV2Factory at each pair's factory address and replays the pair's steps
 * through the real UniswapV2Pair, so reserves, supply and LP balances are what the contract makes
 * of them. Tokens are Erc20Sandbox (no transfer): "sending" tokens to the pair is raising its
 * balance with the setter, which is all mint() and sync() look at.
 */
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Address,
  type Transport,
} from 'viem';
import { erc20SandboxAbi } from './contractArtifacts';
import type { PairSpec } from './evmSpec';
import { LOADER, prepareLoader, TX_GAS } from './setupAccount';
import {
  uniswapV2FactoryAbi,
  uniswapV2FactoryRuntime,
  uniswapV2PairAbi,
} from './uniswapV2Artifacts';

export async function loadPairs(transport: Transport, pairs: readonly PairSpec[]): Promise<void> {
  const node = createTestClient({ mode: 'hardhat', transport });
  const reader = createPublicClient({ transport });
  const factories = [...new Set(pairs.map((pair) => pair.factory as Address))];
  await Promise.all([
    ...factories.map((address) => node.setCode({ address, bytecode: uniswapV2FactoryRuntime })),
    prepareLoader(transport),
  ]);
  const loader = createWalletClient({ account: LOADER, transport });
  const send = (
    address: Address,
    abi: typeof uniswapV2PairAbi,
    functionName: string,
    args: unknown[],
  ) => loader.writeContract({ address, abi, functionName, args, chain: null, gas: TX_GAS });

  for (const spec of pairs) {
    const factory = spec.factory as Address;
    const [token0, token1] = [spec.token0 as Address, spec.token1 as Address];
    await send(factory, uniswapV2FactoryAbi, 'createPair', [token0, token1]);
    const pair = (await reader.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [token0, token1],
    })) as Address;
    let held0 = 0n;
    let held1 = 0n;
    for (const step of spec.steps) {
      held0 += step.amount0;
      held1 += step.amount1;
      await send(token0, erc20SandboxAbi, 'sandboxSetBalances', [[pair], [held0]]);
      await send(token1, erc20SandboxAbi, 'sandboxSetBalances', [[pair], [held1]]);
      if (step.kind === 'mint')
        await send(pair, uniswapV2PairAbi, 'mint', [step.farm ?? step.wallet]);
      else await send(pair, uniswapV2PairAbi, 'sync', []);
    }
  }
}
