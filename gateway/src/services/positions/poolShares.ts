import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { PairState } from '../../sources/rpc/getPairStates';
import { spamRule } from '../filters/filterChainHoldings';
import type { FilteredHolding } from '../filters/filterReason';
import { pricedHolding } from '../holdings/pricedHolding';
import type { TokenHolding } from '../tokenHolding';
import type { SourceStatus } from '../sourceStatus';
import {
  insideProblem,
  readInsideTokens,
  type InsideTokenLoaders,
  type InsideTokens,
} from './insideTokens';
import type { Position } from './position';

/** A pair as probed, with the DEX its factory belongs to (null: a factory nobody registered). */
export interface PoolPair extends PairState {
  protocol: string | null;
}

export interface SplitHoldings {
  /** The holdings that are pool shares (valued or filtered): no longer token rows. */
  taken: Set<TokenHolding>;
  positions: Position[];
  /** Pool shares that could not be valued, with the reason: shown on request, never counted. */
  filtered: FilteredHolding[];
  statuses: SourceStatus[];
}

/**
 * One chain's holdings (all wallets) split into token rows and pool positions, given the pairs the
 * probe found among them. A share of a registered DEX's pair is worth its part of both reserves,
 * `balance × reserve ÷ totalSupply` in integers as the pair's burn pays it, each side priced by the
 * price engine; it leaves the token rows so it counts once. A pair of an unknown factory, or one
 * holding a spam or unpriced token, is never valued: a fork copy or a fake pool could claim any
 * reserves. The tokens inside are asked in one batch per chain (metadata only for tokens no listing
 * described, prices for all, most of them already priced as holdings).
 */
export async function splitPoolShares(
  loaders: InsideTokenLoaders,
  chain: ChainKey,
  holdings: readonly TokenHolding[],
  pairs: ReadonlyMap<Address, PoolPair>,
): Promise<SplitHoldings> {
  const shares = holdings.filter(
    (holding) => holding.token.address !== null && pairs.has(holding.token.address),
  );
  if (shares.length === 0) return { taken: new Set(), positions: [], filtered: [], statuses: [] };

  const inside = new Set<Address>();
  for (const holding of shares) {
    const pair = pairs.get(holding.token.address!)!;
    if (pair.protocol !== null) inside.add(pair.token0).add(pair.token1);
  }
  const tokens = await readInsideTokens(loaders, chain, holdings, inside);

  const spam = spamRule();
  const positions: Position[] = [];
  const filtered: FilteredHolding[] = [];
  for (const holding of shares) {
    const pair = pairs.get(holding.token.address!)!;
    if (pair.protocol === null) {
      filtered.push({
        holding,
        reason: 'pool-unknown-dex',
        detail: `pair of factory ${pair.factory}, which is no DEX Kinko knows on this chain`,
      });
      continue;
    }
    const balance = BigInt(holding.balanceRaw);
    const sides = pairSides(pair, balance, holding, tokens);
    const problem = sides
      .map(({ address, side }) => insideProblem(address, side, spam))
      .find((text) => text !== null);
    if (problem !== undefined) {
      filtered.push({
        holding,
        reason: 'pool-unpriced',
        detail: `${pair.protocol} pair: ${problem}`,
      });
      continue;
    }
    const underlyingRows = sides.map(({ side }) => side!);
    positions.push({
      kind: 'POOL',
      chain,
      wallets: [holding.wallet],
      protocol: pair.protocol,
      token: holding.token,
      balanceRaw: holding.balanceRaw,
      amount: holding.amount,
      shareOfPool: pair.totalSupply === 0n ? 0 : Number(balance) / Number(pair.totalSupply),
      underlying: underlyingRows,
      rewards: [],
      inRange: null,
      concentrated: null,
      valueUsd: underlyingRows.reduce((sum, row) => sum + (row.valueUsd ?? 0), 0),
    });
  }
  return {
    taken: new Set(shares),
    positions,
    filtered,
    statuses: tokens.statuses,
  };
}

/**
 * A pair's two tokens for `balance` of its LP: `balance × reserve ÷ totalSupply` in integers as
 * the pair's burn pays it, each priced; side null when the token has no readable decimals.
 */
export function pairSides(
  pair: PairState,
  balance: bigint,
  where: { chain: ChainKey; wallet: Address },
  tokens: InsideTokens,
): { address: Address; side: TokenHolding | null }[] {
  return (
    [
      [pair.token0, pair.reserve0],
      [pair.token1, pair.reserve1],
    ] as const
  ).map(([address, reserve]) => {
    const ref = tokens.refs.get(address) ?? null;
    const amountRaw = pair.totalSupply === 0n ? 0n : (balance * reserve) / pair.totalSupply;
    return {
      address,
      side:
        ref === null
          ? null
          : pricedHolding(where, ref, amountRaw.toString(), tokens.quotes.get(address) ?? null),
    };
  });
}
