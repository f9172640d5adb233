import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { TokenHolding, TokenRef } from '../tokenHolding';

/**
 * What a position is: a v2 pool share held in the wallet; staked LP in a farm; a
 * concentrated-liquidity NFT. All three share this shape.
 */
type PositionKind = 'POOL' | 'FARM' | 'CONCENTRATED';

/**
 * A wallet's claim on tokens held by a contract, valued by what it would pay out. Its underlying
 * tokens are TokenHoldings (amount, price, value of the wallet's part), so the price engine's and
 * the filters' rules apply to them as to any holding.
 */
export interface Position {
  kind: PositionKind;
  chain: ChainKey;
  /** The wallets holding it: one on a wallet, every holder in a portfolio (merged by pool token). */
  wallets: Address[];
  /** The DEX or protocol, as its registry names it (shared/src/dexFactories.ts). */
  protocol: string;
  /** The token standing for the position (a pair's LP token; a position NFT's manager contract). */
  token: TokenRef;
  /** Base units of `token` held, exact. */
  balanceRaw: string;
  amount: string;
  /**
   * balance ÷ the pool's total supply; for a concentrated position its liquidity ÷ the pool's
   * active liquidity while in range, 0 out of range (it earns no share of the fees then).
   */
  shareOfPool: number;
  underlying: TokenHolding[];
  /**
   * What the position has earned and not yet claimed (a farm's pending reward, a concentrated
   * position's uncollected fees), each priced like a holding; empty for a v2 pool share.
   */
  rewards: TokenHolding[];
  /** A concentrated position's price range holds the pool's price; null for every other kind. */
  inRange: boolean | null;
  /** A concentrated-liquidity NFT's id and price range; null for every other kind. */
  concentrated: { tokenId: string; tickLower: number; tickUpper: number } | null;
  /** The underlying values plus the priced rewards; every underlying has a value, or this is no position. */
  valueUsd: number;
}
