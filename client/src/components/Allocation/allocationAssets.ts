import { CHAINS, type ChainKey as RegistryKey } from '../../../../shared/src/chains';
import type { ChainKey } from '../../graphql/generated/graphql';

interface TokenSide {
  valueUsd: number | null;
  token: { chain: ChainKey; address: string | null; symbol: string };
}

interface PositionSides {
  underlying: readonly TokenSide[];
  rewards: readonly TokenSide[];
}

/** One asset of the allocation charts: a coin or token on one chain, wherever it is held. */
export interface AllocationAsset {
  /** chain:address, or chain:native for the coin. */
  id: string;
  chain: ChainKey;
  symbol: string;
  valueUsd: number;
}

/**
 * What the allocation charts weigh: the token rows, plus every position by the tokens inside it
 * and its priced rewards (a PLS/HEX pool adds to PLS and to HEX). A position's own pool token is
 * not a token row (the gateway takes it out), so each dollar of the total is counted once. The
 * chain's wrapped coin counts as the coin: a PulseX pool holds WPLS, and what a reader asks of the
 * chart is how much of their value is PLS (docs/DECISIONS.md "Allocation by the tokens inside").
 */
export function allocationAssets(
  tokens: readonly TokenSide[],
  positions: readonly PositionSides[],
): AllocationAsset[] {
  const assets = new Map<string, AllocationAsset>();
  const add = ({ valueUsd, token }: TokenSide) => {
    if (valueUsd === null || !Number.isFinite(valueUsd)) return;
    const registry = CHAINS[token.chain.toLowerCase() as RegistryKey];
    const wrapped =
      registry !== undefined &&
      token.address !== null &&
      token.address.toLowerCase() === registry.wrappedNative.toLowerCase();
    const address = wrapped ? null : (token.address?.toLowerCase() ?? null);
    const id = `${token.chain}:${address ?? 'native'}`;
    const seen = assets.get(id);
    if (seen !== undefined) {
      seen.valueUsd += valueUsd;
      return;
    }
    const symbol = wrapped ? registry.nativeSymbol : token.symbol;
    assets.set(id, { id, chain: token.chain, symbol, valueUsd });
  };
  for (const token of tokens) add(token);
  for (const position of positions) {
    for (const side of position.underlying) add(side);
    for (const reward of position.rewards) add(reward);
  }
  return [...assets.values()];
}
