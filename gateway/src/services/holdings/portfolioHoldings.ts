import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { SourceStatus } from '../sourceStatus';
import { buildPortfolio, type Portfolio } from '../portfolio/buildPortfolio';
import { walletTotals, type WalletTotal } from '../portfolio/walletTotals';
import { collectHoldings } from './collectHoldings';
import { mergePositions, positionsUsd } from '../positions/mergePositions';
import type { Position } from '../positions/position';
import { completeness, type Completeness } from './completeness';
import type { HoldingsLoaders } from './holdingsLoaders';
import type { TokenHolding } from '../tokenHolding';

export interface PortfolioHoldings extends Portfolio, Completeness {
  wallets: Address[];
  /** Each wallet's share of the displayed rows and its 24h change, in the order asked. */
  walletTotals: WalletTotal[];
  /**
   * Every wallet's balances as its sources answered them, before spec §5's rules: the value
   * history's mismatch check compares its rebuilt balances with these.
   */
  holdings: TokenHolding[];
  /** Pool positions merged across wallets (mergePositions), counted in totalUsd once. */
  positions: Position[];
  statuses: SourceStatus[];
  updatedAt: Date;
  /** How long this answer stays as fresh as its data (freshness.ts). */
  freshForMs: number;
}

/**
 * The "View All" portfolio over the wallets given (spec §4–§5). Hidden wallets are the client's
 * business: the API takes the list it is given, lowercased and deduplicated by the Address scalar
 * and here.
 */
export async function portfolioHoldings(
  loaders: HoldingsLoaders,
  wallets: readonly Address[],
  chains: readonly ChainKey[],
): Promise<PortfolioHoldings> {
  const unique = [...new Set(wallets)];
  const collected = await collectHoldings(loaders, { wallets: unique, chains });
  const portfolio = buildPortfolio(collected.holdings);
  const positions = mergePositions(collected.positions);
  return {
    ...portfolio,
    totalUsd: portfolio.totalUsd + positionsUsd(positions),
    positions,
    filtered: [...portfolio.filtered, ...collected.dropped],
    wallets: unique,
    walletTotals: walletTotals(portfolio.tokens, portfolio.breakdown, unique).map((total) => ({
      ...total,
      totalUsd:
        total.totalUsd +
        positionsUsd(
          collected.positions.filter((position) => position.wallets.includes(total.wallet)),
        ),
    })),
    holdings: collected.holdings,
    ...completeness(collected.holdings, collected.statuses),
    statuses: collected.statuses,
    updatedAt: new Date(),
    freshForMs: collected.freshForMs,
  };
}
