/**
 * Deploys the real Uniswap v3 factory, SwapRouter and NonfungiblePositionManager at the addresses
 * they have on Ethereum, by sending their creation code from Uniswap's deployer account at the
 * nonces it used there: constructors run (fee tiers, immutables, the manager's counters) exactly
 * as in production, and the gateway finds the manager where its registry says it is. Then each
 * pool is created and initialised, its positions minted for the world's wallets and its swaps made.
 */
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  maxUint256,
  type Abi,
  type Address,
  type Hex,
  type Transport,
} from 'viem';
import { erc20SandboxAbi } from './contractArtifacts';
import type { ConcentratedPoolSpec } from './evmSpec';
import { LOADER, prepareLoader, TX_GAS } from './setupAccount';
import { nonfungiblePositionManager, swapRouter, uniswapV3Factory } from './uniswapV3Artifacts';

/** The account that deployed Uniswap v3 on Ethereum, and the nonce of each contract's creation. */
const DEPLOYER: Address = '0x6C9FC64A53c1b71FB3f9Af64d1ae3A4931A5f4E9';
export const UNISWAP_V3 = {
  factory: { address: '0x1f98431c8ad98523631ae4a59f267346ea31f984', nonce: 0 },
  swapRouter: { address: '0xe592427a0aece92de3edee1f18e0157c05861564', nonce: 4 },
  positionManager: { address: '0xc36442b4a4522e871399cd717abdd847ab11fe88', nonce: 8 },
} as const;
/** Constructor arguments only: the manager never wraps ETH here and positions() needs no descriptor. */
const WETH9: Address = '0xc02aaa39b223fe8d0a0e5c3756cc2ad9ecdd3ea1';
const DESCRIPTOR: Address = '0xee6a57ec80ea46401049e92587e52f5ec1c24785';
/** Swaps and mints never expire in the sandbox. */
const DEADLINE = 2n ** 40n;

export async function loadConcentrated(
  transport: Transport,
  pools: readonly ConcentratedPoolSpec[],
): Promise<void> {
  const node = createTestClient({ mode: 'hardhat', transport });
  const reader = createPublicClient({ transport });
  await Promise.all([
    prepareLoader(transport),
    node.impersonateAccount({ address: DEPLOYER }),
    node.setBalance({ address: DEPLOYER, value: 10n ** 24n }),
  ]);
  const deployer = createWalletClient({ account: DEPLOYER, transport });
  const deploy = async (
    { address, nonce }: { address: string; nonce: number },
    artifact: { abi: Abi; bytecode: Hex },
    args: unknown[],
  ) => {
    await node.setNonce({ address: DEPLOYER, nonce });
    const hash = await deployer.deployContract({ ...artifact, args, chain: null, gas: TX_GAS });
    const receipt = await reader.waitForTransactionReceipt({ hash });
    if (receipt.contractAddress?.toLowerCase() !== address)
      throw new Error(`${address} deployed at ${receipt.contractAddress}`);
  };
  const factory = UNISWAP_V3.factory.address;
  await deploy(UNISWAP_V3.factory, uniswapV3Factory, []);
  await deploy(UNISWAP_V3.swapRouter, swapRouter, [factory, WETH9]);
  await deploy(UNISWAP_V3.positionManager, nonfungiblePositionManager, [
    factory,
    WETH9,
    DESCRIPTOR,
  ]);

  const loader = createWalletClient({ account: LOADER, transport });
  const send = (address: Address, abi: Abi, functionName: string, args: unknown[]) =>
    loader.writeContract({ address, abi, functionName, args, chain: null, gas: TX_GAS });
  const manager = UNISWAP_V3.positionManager.address;
  const router = UNISWAP_V3.swapRouter.address;
  for (const pool of pools) {
    const tokens = [pool.token0 as Address, pool.token1 as Address];
    // The setup account holds what every mint and swap could take of each token, no more, so the
    // tokens' total supply stays near the world's.
    const needs = [0, 1].map((side) =>
      [
        ...pool.positions.map((p) => (side === 0 ? p.amount0Desired : p.amount1Desired)),
        ...pool.swaps.map((swap) => (swap.zeroForOne === (side === 0) ? swap.amountIn : 0n)),
      ].reduce((sum, amount) => sum + amount, 0n),
    );
    for (const [side, token] of tokens.entries()) {
      await send(token, erc20SandboxAbi, 'sandboxSetBalances', [[LOADER], [needs[side]]]);
      await send(token, erc20SandboxAbi, 'approve', [manager, maxUint256]);
      await send(token, erc20SandboxAbi, 'approve', [router, maxUint256]);
    }
    await send(manager, nonfungiblePositionManager.abi, 'createAndInitializePoolIfNecessary', [
      ...tokens,
      pool.fee,
      pool.sqrtPriceX96,
    ]);
    for (const position of pool.positions)
      await send(manager, nonfungiblePositionManager.abi, 'mint', [
        {
          token0: tokens[0],
          token1: tokens[1],
          fee: pool.fee,
          tickLower: position.tickLower,
          tickUpper: position.tickUpper,
          amount0Desired: position.amount0Desired,
          amount1Desired: position.amount1Desired,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: position.wallet,
          deadline: DEADLINE,
        },
      ]);
    for (const swap of pool.swaps) {
      const [tokenIn, tokenOut] = swap.zeroForOne ? tokens : [tokens[1], tokens[0]];
      await send(router, swapRouter.abi, 'exactInputSingle', [
        {
          tokenIn,
          tokenOut,
          fee: pool.fee,
          recipient: LOADER,
          deadline: DEADLINE,
          amountIn: swap.amountIn,
          amountOutMinimum: 0n,
          sqrtPriceLimitX96: 0n,
        },
      ]);
    }
  }
}
