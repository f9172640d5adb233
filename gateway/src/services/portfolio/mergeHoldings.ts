import { formatUnits } from 'viem';
import type { ChainKey } from '../../../../shared/src/chains';
import { finiteOrNull } from '../../util/finiteOrNull';
import type { TokenHolding, TokenRef } from '../tokenHolding';
import { groupHoldings, rawIn, sumUsd } from './holdingGroups';

/** One row of the portfolio: a token's holdings across every wallet, merged (spec §5 "Merging"). */
export interface PortfolioToken {
  /** tokenKey: `chain:address-or-native:SYMBOL`, also the breakdown's key. */
  key: string;
  chain: ChainKey;
  /** From the first holding seen, with the decimals the amounts were summed in. */
  token: TokenRef;
  /** Base units, summed exactly. */
  balanceRaw: string;
  /** Exact decimal string of balanceRaw. */
  amount: string;
  priceUsd: number | null;
  priceSource: string;
  /** Sum of the holdings' known values; null when none has one. */
  valueUsd: number | null;
  change24hPct: number | null;
  changeSource: string | null;
}

/**
 * Merges holdings across wallets by chain + address (or native) + uppercase symbol, sums amounts
 * exactly as bigint and values as numbers, and sorts by USD value descending (spec §5). Rows with
 * no value come last; equal values are ordered by symbol, then stay in input order.
 *
 * Every wallet sees the same market, so the price and the 24h change are taken from the first
 * holding that has one (with its source), not averaged.
 */
export function mergeHoldings(holdings: readonly TokenHolding[]): PortfolioToken[] {
  const rows = groupHoldings(holdings).map(({ key, decimals, holdings: group }): PortfolioToken => {
    const [first] = group;
    const raw = group.reduce((sum, holding) => sum + rawIn(holding, decimals), 0n);
    const priced = group.find((holding) => finiteOrNull(holding.priceUsd) !== null) ?? first;
    const changed = group.find((holding) => finiteOrNull(holding.change24hPct) !== null);
    return {
      key,
      chain: first.chain,
      token: { ...first.token, decimals },
      balanceRaw: raw.toString(),
      amount: formatUnits(raw, decimals),
      priceUsd: priced.priceUsd,
      priceSource: priced.priceSource,
      valueUsd: sumUsd(group.map((holding) => holding.valueUsd)),
      change24hPct: changed?.change24hPct ?? null,
      changeSource: changed?.changeSource ?? null,
    };
  });
  return rows.sort(byValueThenSymbol);
}

function byValueThenSymbol(a: PortfolioToken, b: PortfolioToken): number {
  const valueA = a.valueUsd ?? -Infinity;
  const valueB = b.valueUsd ?? -Infinity;
  if (valueA !== valueB) return valueA > valueB ? -1 : 1;
  const symbolA = a.token.symbol.toUpperCase();
  const symbolB = b.token.symbol.toUpperCase();
  return symbolA < symbolB ? -1 : symbolA > symbolB ? 1 : 0;
}
