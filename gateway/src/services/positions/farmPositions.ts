import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { Farm } from '../../../../shared/src/farms';
import type { FarmStake } from '../../sources/rpc/getFarmStakes';
import { spamRule } from '../filters/filterChainHoldings';
import type { FilteredHolding } from '../filters/filterReason';
import { pricedHolding } from '../holdings/pricedHolding';
import type { SourceStatus } from '../sourceStatus';
import type { TokenHolding, TokenRef } from '../tokenHolding';
import { insideProblem, readInsideTokens, type InsideTokenLoaders } from './insideTokens';
import { pairSides, type PoolPair } from './poolShares';
import type { Position } from './position';

/** A wallet's stake as the farm answered it, with the farm and the token it pays rewards in. */
export interface FarmedStake extends FarmStake {
  farm: Farm;
  rewardToken: Address | null;
}

export interface ValuedFarms {
  positions: Position[];
  /** Stakes that could not be valued, with the reason: shown on request, never counted. */
  filtered: FilteredHolding[];
  statuses: SourceStatus[];
}

/**
 * A chain's farm stakes valued: staked LP is worth what the same LP in the wallet is worth
 * (`amount × reserve ÷ totalSupply` of the pair, as its burn pays), and the pending reward is a
 * row of its own, priced like any token and counted when it has a price. The LP left the wallet,
 * so nothing here is also a token row. `pairs` is the pair probe's answer, which the staked LP
 * tokens joined; the tokens inside, the reward tokens and LP tokens no listing described are read
 * in one batch with the other position readers of the tick.
 */
export async function valueFarmStakes(
  loaders: InsideTokenLoaders,
  chain: ChainKey,
  stakes: readonly FarmedStake[],
  holdings: readonly TokenHolding[],
  pairs: ReadonlyMap<Address, PoolPair>,
): Promise<ValuedFarms> {
  if (stakes.length === 0) return { positions: [], filtered: [], statuses: [] };
  const inside = new Set<Address>();
  for (const stake of stakes) {
    const pair = pairs.get(stake.lpToken);
    if (pair?.protocol != null) inside.add(pair.token0).add(pair.token1);
    if (stake.rewardToken !== null && stake.pending !== null) inside.add(stake.rewardToken);
  }
  const [tokens, lpRefs] = await Promise.all([
    readInsideTokens(loaders, chain, holdings, inside),
    lpTokenRefs(loaders, chain, holdings, stakes),
  ]);
  const { refs, quotes } = tokens;

  const spam = spamRule();
  const positions: Position[] = [];
  const filtered: FilteredHolding[] = [];
  for (const stake of stakes) {
    const where = { chain, wallet: stake.wallet };
    const staked = pricedHolding(
      where,
      lpRefs.refs.get(stake.lpToken)!,
      stake.amount.toString(),
      null,
    );
    const label = `${stake.farm.name} pool ${stake.pid}`;
    const pair = pairs.get(stake.lpToken);
    if (pair === undefined) {
      filtered.push({
        holding: staked,
        reason: 'pool-unpriced',
        detail: `${label}: its staked token is no v2 pair Kinko could read`,
      });
      continue;
    }
    if (pair.protocol === null) {
      filtered.push({
        holding: staked,
        reason: 'pool-unknown-dex',
        detail: `${label}: pair of factory ${pair.factory}, which is no DEX Kinko knows on this chain`,
      });
      continue;
    }
    const sides = pairSides(pair, stake.amount, where, tokens);
    const problem = sides
      .map(({ address, side }) => insideProblem(address, side, spam))
      .find((text) => text !== null);
    if (problem !== undefined) {
      filtered.push({
        holding: staked,
        reason: 'pool-unpriced',
        detail: `${label}, ${pair.protocol} pair: ${problem}`,
      });
      continue;
    }
    const underlying = sides.map(({ side }) => side!);
    const rewardRef = stake.rewardToken === null ? null : (refs.get(stake.rewardToken) ?? null);
    // A reward the farm did not answer, or in a token without decimals, cannot be shown; its price
    // is not required: an unpriced reward is listed, uncounted, beside a valued stake.
    const rewards =
      rewardRef === null || stake.pending === null
        ? []
        : [
            pricedHolding(
              where,
              rewardRef,
              stake.pending.toString(),
              quotes.get(rewardRef.address!) ?? null,
            ),
          ];
    positions.push({
      kind: 'FARM',
      chain,
      wallets: [stake.wallet],
      protocol: stake.farm.name,
      token: staked.token,
      balanceRaw: staked.balanceRaw,
      amount: staked.amount,
      shareOfPool: pair.totalSupply === 0n ? 0 : Number(stake.amount) / Number(pair.totalSupply),
      underlying,
      rewards,
      inRange: null,
      concentrated: null,
      valueUsd: [...underlying, ...rewards].reduce((sum, row) => sum + (row.valueUsd ?? 0), 0),
    });
  }
  return { positions, filtered, statuses: [...tokens.statuses, ...lpRefs.statuses] };
}

/**
 * The staked LP tokens described: by a listing that holds the same token, else read on chain (the
 * metadata batch of the tick). An LP token without readable metadata is still a v2 pair's: 18
 * decimals, as UniswapV2ERC20 and its forks fix them.
 */
async function lpTokenRefs(
  loaders: InsideTokenLoaders,
  chain: ChainKey,
  holdings: readonly TokenHolding[],
  stakes: readonly FarmedStake[],
): Promise<{ refs: Map<Address, TokenRef>; statuses: SourceStatus[] }> {
  const refs = new Map<Address, TokenRef>();
  for (const holding of holdings)
    if (holding.token.address !== null) refs.set(holding.token.address, holding.token);
  const statuses: SourceStatus[] = [];
  await Promise.all(
    [...new Set(stakes.map((stake) => stake.lpToken))]
      .filter((address) => !refs.has(address))
      .map(async (address) => {
        const metadata = await loaders.tokenMetadata(chain, address);
        statuses.push(...metadata.statuses);
        refs.set(
          address,
          metadata.value == null
            ? { chain, address, symbol: '', name: '', decimals: 18, iconUrl: null }
            : { chain, address, iconUrl: null, ...metadata.value },
        );
      }),
  );
  return { refs, statuses };
}
