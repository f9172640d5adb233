import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import { filterChainHoldings } from '../filters/filterChainHoldings';
import type { FilteredHolding } from '../filters/filterReason';
import type { SourceStatus } from '../sourceStatus';
import type { TokenHolding } from '../tokenHolding';
import { portfolioTotals } from '../portfolio/portfolioTotals';
import { collectHoldings } from './collectHoldings';
import { mergePositions, positionsUsd } from '../positions/mergePositions';
import type { Position } from '../positions/position';
import { completeness, type Completeness } from './completeness';
import type { HoldingsLoaders } from './holdingsLoaders';

export interface WalletHoldings extends Completeness {
  address: Address;
  /** Holdings that pass the chain rules of spec §5, largest USD value first. */
  holdings: TokenHolding[];
  filtered: FilteredHolding[];
  /** Pool positions, largest value first: counted in totalUsd, never also token rows. */
  positions: Position[];
  /** Token rows plus positions. */
  totalUsd: number;
  /** The 24h change of the holdings' combined value (portfolioTotals' rule); null when unknown. */
  changePct24h: number | null;
  statuses: SourceStatus[];
  /** How long this answer stays as fresh as its data (freshness.ts). */
  freshForMs: number;
}

/** One wallet across the chains asked for: the wallet detail page and bots asking about one address. */
export async function walletHoldings(
  loaders: HoldingsLoaders,
  address: Address,
  chains: readonly ChainKey[],
): Promise<WalletHoldings> {
  const collected = await collectHoldings(loaders, { wallets: [address], chains });
  const { kept, filtered } = filterChainHoldings(collected.holdings);
  const holdings = kept.sort((a, b) => (b.valueUsd ?? 0) - (a.valueUsd ?? 0));
  const positions = mergePositions(collected.positions);
  const totals = portfolioTotals(holdings);
  return {
    address,
    holdings,
    filtered: [...filtered, ...collected.dropped],
    positions,
    ...totals,
    totalUsd: totals.totalUsd + positionsUsd(positions),
    ...completeness(collected.holdings, collected.statuses),
    statuses: collected.statuses,
    freshForMs: collected.freshForMs,
  };
}
