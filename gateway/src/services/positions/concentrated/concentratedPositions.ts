import type { ChainKey } from '../../../../../shared/src/chains';
import type { ConcentratedPositionState } from '../../../sources/rpc/getConcentratedPositions';
import { spamRule } from '../../filters/filterChainHoldings';
import type { FilteredHolding } from '../../filters/filterReason';
import { pricedHolding } from '../../holdings/pricedHolding';
import type { TokenHolding, TokenRef } from '../../tokenHolding';
import type { SourceStatus } from '../../sourceStatus';
import { insideProblem, readInsideTokens, type InsideTokenLoaders } from '../insideTokens';
import type { Position } from '../position';
import { feeGrowthInside, uncollectedFees } from './feeMath';
import { isInRange, positionAmounts } from './sqrtPriceMath';

/** A position NFT as read, with the DEX its manager belongs to. */
export interface ConcentratedNft extends ConcentratedPositionState {
  protocol: string;
}

export interface ValuedConcentrated {
  positions: Position[];
  /** Positions holding a spam or unpriced token: shown on request, never counted. */
  filtered: FilteredHolding[];
  statuses: SourceStatus[];
}

/**
 * A chain's concentrated-liquidity positions valued: each NFT pays, if burnt now, the amounts the
 * pool's own integer math gives (positionAmounts) plus its uncollected fees (feeMath), each token
 * priced by the price engine. The tokens inside are looked up in one batch with any other position
 * reader that starts in the same tick; `holdings` lends the listing's token descriptions.
 */
export async function valueConcentrated(
  loaders: InsideTokenLoaders,
  chain: ChainKey,
  nfts: readonly ConcentratedNft[],
  holdings: readonly TokenHolding[],
): Promise<ValuedConcentrated> {
  if (nfts.length === 0) return { positions: [], filtered: [], statuses: [] };
  const { refs, quotes, statuses } = await readInsideTokens(
    loaders,
    chain,
    holdings,
    nfts.flatMap((nft) => [nft.token0, nft.token1]),
  );
  const spam = spamRule();
  const positions: Position[] = [];
  const filtered: FilteredHolding[] = [];
  for (const nft of nfts) {
    const where = { chain, wallet: nft.owner };
    const rows = (raw: readonly [bigint, bigint]) =>
      [nft.token0, nft.token1].map((address, side) => {
        const ref = refs.get(address) ?? null;
        return {
          address,
          row:
            ref === null
              ? null
              : pricedHolding(where, ref, raw[side]!.toString(), quotes.get(address) ?? null),
        };
      });
    const underlying = rows(positionAmounts(nft.pool, nft.tickLower, nft.tickUpper, nft.liquidity));
    const rewards = rows(fees(nft));
    const token: TokenRef = {
      chain,
      address: nft.manager,
      symbol: `#${nft.tokenId}`,
      name: `${nft.protocol} position #${nft.tokenId}`,
      decimals: 0,
      iconUrl: null,
    };
    const problem = underlying
      .map(({ address, row }) => insideProblem(address, row, spam))
      .find((text) => text !== null);
    if (problem !== undefined) {
      filtered.push({
        holding: pricedHolding(where, token, '1', null),
        reason: 'pool-unpriced',
        detail: `${nft.protocol} position: ${problem}`,
      });
      continue;
    }
    const valued = [...underlying, ...rewards].map(({ row }) => row!);
    const inRange = isInRange(nft.pool, nft.tickLower, nft.tickUpper);
    positions.push({
      kind: 'CONCENTRATED',
      chain,
      wallets: [nft.owner],
      protocol: nft.protocol,
      token,
      balanceRaw: '1',
      amount: '1',
      shareOfPool:
        inRange && nft.pool.liquidity > 0n ? Number(nft.liquidity) / Number(nft.pool.liquidity) : 0,
      underlying: valued.slice(0, 2),
      rewards: valued.slice(2),
      concentrated: {
        tokenId: nft.tokenId.toString(),
        tickLower: nft.tickLower,
        tickUpper: nft.tickUpper,
      },
      inRange,
      valueUsd: valued.reduce((sum, row) => sum + (row.valueUsd ?? 0), 0),
    });
  }
  return { positions, filtered, statuses };
}

/** Both tokens' fees owed, as collect() would pay them now. */
function fees(nft: ConcentratedNft): [bigint, bigint] {
  const inside = (side: 0 | 1) =>
    feeGrowthInside(
      {
        tick: nft.pool.tick,
        feeGrowthGlobalX128:
          side === 0 ? nft.pool.feeGrowthGlobal0X128 : nft.pool.feeGrowthGlobal1X128,
        lowerOutsideX128:
          side === 0 ? nft.lower.feeGrowthOutside0X128 : nft.lower.feeGrowthOutside1X128,
        upperOutsideX128:
          side === 0 ? nft.upper.feeGrowthOutside0X128 : nft.upper.feeGrowthOutside1X128,
      },
      nft.tickLower,
      nft.tickUpper,
    );
  return [
    uncollectedFees(inside(0), nft.feeGrowthInside0LastX128, nft.liquidity, nft.tokensOwed0),
    uncollectedFees(inside(1), nft.feeGrowthInside1LastX128, nft.liquidity, nft.tokensOwed1),
  ];
}
