/**
 * Ground truth of the world's concentrated-liquidity positions, asked of the real contracts and
 * never of the gateway: what the position manager would pay its owner right now, by static calls
 * from the owner of decreaseLiquidity (the whole liquidity: the pool's own burn math, rounded as it
 * pays) and collect (everything owed: the pool's fee growth inside the range since the position's
 * last update, plus tokensOwed). Valued with the world's token prices.
 */
import { createPublicClient, http, maxUint128, type Address as ViemAddress } from 'viem';
import { formatUnits } from 'viem';
import type { Address } from '../../../shared/src/addresses';
import { CHAINS, type ChainKey } from '../../../shared/src/chains';
import {
  nonfungiblePositionManager,
  uniswapV3Factory,
  uniswapV3Pool,
} from '../evm/uniswapV3Artifacts';
import type { WorldToken } from './types';
import type { World } from './world';

export interface ExpectedAmount {
  token: WorldToken;
  amountRaw: bigint;
  amount: string;
  valueUsd: number;
}

export interface ExpectedConcentrated {
  chain: ChainKey;
  wallet: Address;
  protocol: string;
  positionManager: Address;
  tokenId: bigint;
  tickLower: number;
  tickUpper: number;
  /** tickLower ≤ the pool's current tick < tickUpper, as the pool decides which side a burn pays. */
  inRange: boolean;
  underlying: [ExpectedAmount, ExpectedAmount];
  fees: [ExpectedAmount, ExpectedAmount];
  /** Underlying and fees. */
  valueUsd: number;
}

/** Every concentrated position of the world held by `wallets`, read from the EVM at `rpcUrls`. */
export async function expectedConcentrated(
  world: World,
  rpcUrls: Readonly<Record<number, string>>,
  wallets: readonly string[],
): Promise<ExpectedConcentrated[]> {
  const holders = new Set(wallets.map((wallet) => wallet.toLowerCase()));
  const expected: ExpectedConcentrated[] = [];
  for (const pool of world.concentratedPools) {
    const client = createPublicClient({ transport: http(rpcUrls[CHAINS[pool.chain].id]) });
    const manager = pool.positionManager as ViemAddress;
    const factory = (await client.readContract({
      address: manager,
      abi: nonfungiblePositionManager.abi,
      functionName: 'factory',
    })) as ViemAddress;
    const poolAddress = (await client.readContract({
      address: factory,
      abi: uniswapV3Factory.abi,
      functionName: 'getPool',
      args: [pool.token0, pool.token1, pool.fee],
    })) as ViemAddress;
    const [, tick] = (await client.readContract({
      address: poolAddress,
      abi: uniswapV3Pool.abi,
      functionName: 'slot0',
    })) as readonly [bigint, number];
    const tokens = [pool.token0, pool.token1].map((address) => {
      const token = world.token(pool.chain, address);
      if (token?.expected.priceUsd == null) throw new Error(`pool token ${address} unpriced`);
      return token;
    }) as [WorldToken, WorldToken];
    const amounts = ([raw0, raw1]: readonly bigint[]): [ExpectedAmount, ExpectedAmount] =>
      [raw0!, raw1!].map((amountRaw, side) => {
        const token = tokens[side]!;
        const amount = formatUnits(amountRaw, token.decimals);
        return { token, amountRaw, amount, valueUsd: Number(amount) * token.expected.priceUsd! };
      }) as [ExpectedAmount, ExpectedAmount];

    for (const position of pool.positions) {
      if (!holders.has(position.wallet)) continue;
      const owner = position.wallet as ViemAddress;
      const state = (await client.readContract({
        address: manager,
        abi: nonfungiblePositionManager.abi,
        functionName: 'positions',
        args: [position.tokenId],
      })) as readonly unknown[];
      const liquidity = state[7] as bigint;
      const { result: burned } = await client.simulateContract({
        account: owner,
        address: manager,
        abi: nonfungiblePositionManager.abi,
        functionName: 'decreaseLiquidity',
        args: [
          {
            tokenId: position.tokenId,
            liquidity,
            amount0Min: 0n,
            amount1Min: 0n,
            deadline: 2n ** 40n,
          },
        ],
      });
      const { result: owed } = await client.simulateContract({
        account: owner,
        address: manager,
        abi: nonfungiblePositionManager.abi,
        functionName: 'collect',
        args: [
          {
            tokenId: position.tokenId,
            recipient: owner,
            amount0Max: maxUint128,
            amount1Max: maxUint128,
          },
        ],
      });
      const underlying = amounts(burned as readonly bigint[]);
      const fees = amounts(owed as readonly bigint[]);
      expected.push({
        chain: pool.chain,
        wallet: position.wallet,
        protocol: pool.protocol,
        positionManager: pool.positionManager,
        tokenId: position.tokenId,
        tickLower: position.tickLower,
        tickUpper: position.tickUpper,
        inRange: position.tickLower <= tick && tick < position.tickUpper,
        underlying,
        fees,
        valueUsd: [...underlying, ...fees].reduce((sum, side) => sum + side.valueUsd, 0),
      });
    }
  }
  return expected;
}
