import { formatUnits } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import type { TokenHolding } from '../tokenHolding';
import type { Position } from './position';

/**
 * A portfolio's positions: one per kind, chain and pool token (and position NFT) whatever the
 * number of wallets holding it, amounts added exactly, largest value first. Underlying and reward
 * rows keep their order (token0, token1; a farm's one reward token).
 */
export function mergePositions(positions: readonly Position[]): Position[] {
  const merged = new Map<string, Position>();
  for (const position of positions) {
    const key = `${position.kind}:${position.chain}:${position.token.address ?? ''}:${position.concentrated?.tokenId ?? ''}`;
    const seen = merged.get(key);
    if (seen === undefined) {
      merged.set(key, { ...position, wallets: [...position.wallets] });
      continue;
    }
    const balanceRaw = BigInt(seen.balanceRaw) + BigInt(position.balanceRaw);
    merged.set(key, {
      ...seen,
      wallets: [...seen.wallets, ...position.wallets],
      balanceRaw: balanceRaw.toString(),
      amount: formatUnits(balanceRaw, seen.token.decimals),
      shareOfPool: seen.shareOfPool + position.shareOfPool,
      underlying: addedRows(seen.underlying, position.underlying, seen.wallets[0]),
      rewards: addedRows(seen.rewards, position.rewards, seen.wallets[0]),
      valueUsd: seen.valueUsd + position.valueUsd,
    });
  }
  return [...merged.values()].sort((a, b) => b.valueUsd - a.valueUsd);
}

/** Two positions' rows of the same tokens, in order, added exactly; a value unknown on both stays unknown. */
function addedRows(
  rows: readonly TokenHolding[],
  others: readonly TokenHolding[],
  wallet: Address | undefined,
): TokenHolding[] {
  return rows.map((row, index) => {
    const other = others[index];
    if (other === undefined) return row;
    const raw = BigInt(row.balanceRaw) + BigInt(other.balanceRaw);
    return {
      ...row,
      wallet: wallet ?? row.wallet,
      balanceRaw: raw.toString(),
      amount: formatUnits(raw, row.token.decimals),
      valueUsd:
        row.valueUsd === null && other.valueUsd === null
          ? null
          : (row.valueUsd ?? 0) + (other.valueUsd ?? 0),
    };
  });
}

/** What positions add to a total: each counted once, as it is not also a token row. */
export function positionsUsd(positions: readonly Position[]): number {
  return positions.reduce((sum, position) => sum + position.valueUsd, 0);
}
