/**
 * The real Uniswap v2 contracts as @uniswap/v2-core's npm package ships them compiled (solc 0.5.16):
 * the sandbox deploys these rather than contracts of its own, so pair math is the production math.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

interface WaffleArtifact {
  abi: Abi;
  bytecode: string;
  evm: { deployedBytecode: { object: string } };
}

const require = createRequire(import.meta.url);

function artifact(name: string): WaffleArtifact {
  const path = require.resolve(`@uniswap/v2-core/build/${name}.json`);
  return JSON.parse(readFileSync(path, 'utf8')) as WaffleArtifact;
}

const factory = artifact('UniswapV2Factory');
const pair = artifact('UniswapV2Pair');

export const uniswapV2FactoryAbi = factory.abi;
/** Runtime code: placed at a factory's real address with setCode, no constructor (feeTo stays 0). */
export const uniswapV2FactoryRuntime = `0x${factory.evm.deployedBytecode.object}` as Hex;
export const uniswapV2PairAbi = pair.abi;
/** Creation code, whose hash fixes every pair's CREATE2 address. */
export const uniswapV2PairCreationCode = `0x${pair.bytecode}` as Hex;
