/**
 * The real Uniswap v3 contracts as @uniswap/v3-core and @uniswap/v3-periphery's npm packages ship
 * them compiled: the sandbox deploys these, so tick, liquidity and fee math is the production math.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

interface HardhatArtifact {
  abi: Abi;
  bytecode: Hex;
}

const require = createRequire(import.meta.url);

function artifact(path: string): HardhatArtifact {
  return JSON.parse(readFileSync(require.resolve(path), 'utf8')) as HardhatArtifact;
}

export const uniswapV3Factory = artifact(
  '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
);
export const uniswapV3Pool = artifact(
  '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json',
);
export const nonfungiblePositionManager = artifact(
  '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
);
export const swapRouter = artifact(
  '@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json',
);
