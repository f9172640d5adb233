import type { ChainKey } from '../graphql/generated/graphql';

interface Valued {
  chain: ChainKey;
  valueUsd: number | null;
}

/** Sum of values per chain, for allocation charts. */
export function valueByChain(rows: readonly Valued[]): Map<ChainKey, number> {
  const totals = new Map<ChainKey, number>();
  for (const row of rows) {
    const value = row.valueUsd ?? 0;
    if (Number.isFinite(value) && value > 0)
      totals.set(row.chain, (totals.get(row.chain) ?? 0) + value);
  }
  return totals;
}

/**
 * The USD change behind a value-weighted percentage: the value 24h ago was value / (1 + pct/100),
 * so the change is the difference. Null when either is unknown or the percentage is −100 or less.
 */
export function usdChangeFromPct(
  valueUsd: number | null | undefined,
  pct: number | null | undefined,
): number | null {
  if (valueUsd === null || valueUsd === undefined || pct === null || pct === undefined) return null;
  if (!Number.isFinite(valueUsd) || !Number.isFinite(pct) || pct <= -100) return null;
  return valueUsd - valueUsd / (1 + pct / 100);
}

interface Totals {
  totalUsd: number;
  change24hPct: number | null;
}

/**
 * Totals of several answers (one per chain) as the gateway would have given them for all at once
 * (services/portfolio/portfolioTotals.ts): each part's value 24h ago is its total less its change,
 * a part without a change counts as unchanged, and with no change anywhere the change is unknown.
 */
export function combineTotals(parts: readonly Totals[]): Totals {
  let totalUsd = 0;
  let valueThen = 0;
  let anyChange = false;
  for (const part of parts) {
    const change = usdChangeFromPct(part.totalUsd, part.change24hPct);
    if (change !== null) anyChange = true;
    totalUsd += part.totalUsd;
    valueThen += part.totalUsd - (change ?? 0);
  }
  return {
    totalUsd,
    change24hPct: anyChange && valueThen > 0 ? ((totalUsd - valueThen) / valueThen) * 100 : null,
  };
}

interface MergedRow {
  key: string;
  chain: ChainKey;
  change24hPct: number | null;
  token: { symbol: string };
  breakdown: ReadonlyArray<{ wallet: string; valueUsd: number | null }>;
}

export interface WalletSummary {
  wallet: string;
  totalUsd: number;
  change: { usd: number; pct: number } | null;
  chains: ChainKey[];
  /** The wallet's largest rows, by its share of their value. */
  top: Array<{ key: string; symbol: string; chain: ChainKey; valueUsd: number }>;
}

/** A wallet's total and 24h change as the gateway computes them (`portfolio.walletTotals`). */
interface WalletTotal {
  wallet: string;
  totalUsd: number;
  change24hPct: number | null;
}

/**
 * Each wallet's part of a merged portfolio: its total and 24h change as the gateway gives them
 * (the one rule, services/portfolio/portfolioTotals.ts), its chains and largest rows from the
 * per-wallet breakdown (spec §3).
 */
export function walletSummaries(
  rows: readonly MergedRow[],
  totals: readonly WalletTotal[],
  topCount = 3,
): Map<string, WalletSummary> {
  const parts = new Map<
    string,
    Array<{
      key: string;
      symbol: string;
      chain: ChainKey;
      valueUsd: number;
      change24hPct: number | null;
    }>
  >();
  for (const { wallet } of totals) parts.set(wallet, []);
  for (const row of rows) {
    for (const entry of row.breakdown) {
      const value = entry.valueUsd ?? 0;
      if (!Number.isFinite(value)) continue;
      const list = parts.get(entry.wallet);
      list?.push({
        key: row.key,
        symbol: row.token.symbol,
        chain: row.chain,
        valueUsd: value,
        change24hPct: row.change24hPct,
      });
    }
  }
  const summaries = new Map<string, WalletSummary>();
  for (const { wallet, totalUsd, change24hPct } of totals) {
    const sorted = [...(parts.get(wallet) ?? [])].sort((a, b) => b.valueUsd - a.valueUsd);
    const usd = usdChangeFromPct(totalUsd, change24hPct);
    summaries.set(wallet, {
      wallet,
      totalUsd,
      change: usd === null || change24hPct === null ? null : { usd, pct: change24hPct },
      chains: [...new Set(sorted.filter((part) => part.valueUsd > 0).map((part) => part.chain))],
      top: sorted
        .slice(0, topCount)
        .map(({ key, symbol, chain, valueUsd }) => ({ key, symbol, chain, valueUsd })),
    });
  }
  return summaries;
}

/**
 * The day's biggest movers among rows worth at least `minValueUsd` (so a dust token's +900% does
 * not crowd out real holdings): the largest rises and the largest falls, by percentage.
 */
export function movers<T extends { valueUsd: number | null; change24hPct: number | null }>(
  rows: readonly T[],
  count = 3,
  minValueUsd = 1,
): { up: T[]; down: T[] } {
  const eligible = rows.filter(
    (row) =>
      (row.valueUsd ?? 0) >= minValueUsd &&
      row.change24hPct !== null &&
      Number.isFinite(row.change24hPct),
  );
  const byChange = [...eligible].sort((a, b) => (b.change24hPct ?? 0) - (a.change24hPct ?? 0));
  return {
    up: byChange.filter((row) => (row.change24hPct ?? 0) > 0).slice(0, count),
    down: byChange
      .filter((row) => (row.change24hPct ?? 0) < 0)
      .reverse()
      .slice(0, count),
  };
}
