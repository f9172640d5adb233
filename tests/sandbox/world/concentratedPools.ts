/**
 * Concentrated-liquidity positions: a Uniswap v3 pool on Ethereum whose positions the first two
 * wallets hold as NFTs of the real NonfungiblePositionManager, one in range that earns fees from
 * the swaps made after the mints, two out of range (one below, one above the price). The world
 * decides only what is minted and swapped; the resulting state is the real contracts' (the truth
 * asks them, world/concentratedTruth.ts).
 */
import type { Address } from '../../../shared/src/addresses';
import type { ChainKey } from '../../../shared/src/chains';
import type { ConcentratedPoolSpec } from '../evm/evmSpec';
import { sqrt } from './poolShares';
import type { WorldToken } from './types';

export interface WorldConcentratedPool extends ConcentratedPoolSpec {
  chain: ChainKey;
  protocol: string;
  positionManager: Address;
  token0: Address;
  token1: Address;
  /** The positions in mint order: the manager numbers them from 1, so tokenId = index + 1. */
  positions: (ConcentratedPoolSpec['positions'][number] & { wallet: Address; tokenId: bigint })[];
}

/** UniswapV3Factory's tick spacing for the 0.3 % tier. */
const FEE = 3000;
const TICK_SPACING = 60;
/** Uniswap v3's position manager on Ethereum. */
const POSITION_MANAGER: Address = '0xc36442b4a4522e871399cd717abdd847ab11fe88';

/** Base units of `token` worth `usd` at its world price. */
function worth(token: WorldToken, usd: number): bigint {
  const price = token.expected.priceUsd;
  if (price == null) throw new Error(`${token.symbol} has no world price`);
  return (BigInt(Math.round((usd / price) * 1e6)) * 10n ** BigInt(token.decimals)) / 1_000_000n;
}

/** The pool for these wallets (the first two hold positions), tokens looked up by symbol. */
export function worldConcentratedPools(
  wallets: readonly Address[],
  wellKnown: (chain: ChainKey, symbol: string) => WorldToken,
): WorldConcentratedPool[] {
  const [first, second] = wallets;
  if (first === undefined || second === undefined) return [];
  const pair = [wellKnown('eth', 'USDC'), wellKnown('eth', 'WETH')];
  // The factory orders a pool's tokens by address.
  const [token0, token1] = pair.sort((a, b) => (a.address < b.address ? -1 : 1)) as [
    WorldToken,
    WorldToken,
  ];
  // token1 per token0 in base units at the world's prices, as a Q64.96 square root.
  const scale = 10n ** 18n;
  const price =
    (BigInt(Math.round((token0.expected.priceUsd! / token1.expected.priceUsd!) * 1e18)) *
      10n ** BigInt(token1.decimals)) /
    10n ** BigInt(token0.decimals);
  const sqrtPriceX96 = sqrt((price << 192n) / scale);
  const tick = Math.floor(Math.log(Number(price) / 1e18) / Math.log(1.0001));
  const base = Math.floor(tick / TICK_SPACING) * TICK_SPACING;
  const range = (low: number, high: number) => ({ tickLower: base + low, tickUpper: base + high });
  const deposit = (usd: number) => ({
    amount0Desired: worth(token0, usd),
    amount1Desired: worth(token1, usd),
  });
  const positions = [
    { wallet: first, ...range(-3000, 3000), ...deposit(10_000) },
    { wallet: second, ...range(6000, 9000), ...deposit(4_000) },
    { wallet: first, ...range(-9000, -6000), ...deposit(2_500) },
  ].map((position, index) => ({ ...position, tokenId: BigInt(index + 1) }));
  return [
    {
      chain: 'eth',
      protocol: 'Uniswap v3',
      positionManager: POSITION_MANAGER,
      token0: token0.address,
      token1: token1.address,
      fee: FEE,
      sqrtPriceX96,
      positions,
      // Back and forth within the in-range position's range: fees in both tokens.
      swaps: [
        { zeroForOne: true, amountIn: worth(token0, 1_500) },
        { zeroForOne: false, amountIn: worth(token1, 1_200) },
        { zeroForOne: true, amountIn: worth(token0, 400) },
      ],
    },
  ];
}
