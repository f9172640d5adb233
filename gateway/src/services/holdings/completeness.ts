import { CHAIN_KEYS, type ChainKey } from '../../../../shared/src/chains';
import { DAY_AGO_SOURCE } from '../prices/defiLlamaPrices';
import { leavesGap, type SourceStatus } from '../sourceStatus';
import type { TokenHolding } from '../tokenHolding';

/** Whether a total is the whole value, and where it is not (DESIGN.md "On a bad day"). */
export interface Completeness {
  complete: boolean;
  /** Chains whose part of the total is not fully known, in registry order; empty when complete. */
  incompleteChains: ChainKey[];
}

/**
 * A total is complete when every source that feeds it answered, live or from a cache within its
 * TTL, and no listing was cut short (docs/DECISIONS.md "Completeness"). Per chain:
 * - a balance read (listing, native balance) that failed, was served stale or was truncated leaves
 *   holdings out or at an old amount;
 * - a price source that failed leaves a gap only where a held coin went without a price — its
 *   fallbacks may have priced everything — while a stale price may be in use however it ended;
 * - the 24h-change lookup never touches a value.
 */
export function completeness(
  holdings: readonly TokenHolding[],
  statuses: readonly SourceStatus[],
): Completeness {
  const unpriced = new Set(
    holdings
      .filter((holding) => holding.priceUsd === null && holding.balanceRaw !== '0')
      .map((holding) => holding.chain),
  );
  const incomplete = new Set<ChainKey>();
  for (const status of statuses) {
    if (status.source === DAY_AGO_SOURCE) continue;
    if (!leavesGap(status)) continue;
    // A price source that failed matters only where a held coin went without a price.
    const covered =
      !isBalanceRead(status) && status.state === 'failed' && !unpriced.has(status.chain);
    if (!covered) incomplete.add(status.chain);
  }
  const incompleteChains = CHAIN_KEYS.filter((chain) => incomplete.has(chain));
  return { complete: incompleteChains.length === 0, incompleteChains };
}

function isBalanceRead(status: SourceStatus): boolean {
  return status.source.startsWith('token-listing') || status.source.startsWith('native-balance');
}
