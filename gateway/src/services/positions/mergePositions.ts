import { formatUnits } from 'viem';
import type { Position } from './position';

/**
 * A portfolio's positions: one per chain and pool token whatever the number of wallets holding it,
 * amounts added exactly, largest value first. Underlying rows keep their order (token0, token1).
 */
export function mergePositions(positions: readonly Position[]): Position[] {
  const merged = new Map<string, Position>();
  for (const position of positions) {
    const key = `${position.kind}:${position.chain}:${position.token.address ?? ''}`;
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
      underlying: seen.underlying.map((row, index) => {
        const other = position.underlying[index];
        if (other === undefined) return row;
        const raw = BigInt(row.balanceRaw) + BigInt(other.balanceRaw);
        return {
          ...row,
          wallet: seen.wallets[0] ?? row.wallet,
          balanceRaw: raw.toString(),
          amount: formatUnits(raw, row.token.decimals),
          valueUsd: (row.valueUsd ?? 0) + (other.valueUsd ?? 0),
        };
      }),
      valueUsd: seen.valueUsd + position.valueUsd,
    });
  }
  return [...merged.values()].sort((a, b) => b.valueUsd - a.valueUsd);
}

/** What positions add to a total: each counted once, as it is not also a token row. */
export function positionsUsd(positions: readonly Position[]): number {
  return positions.reduce((sum, position) => sum + position.valueUsd, 0);
}
