import type { ChainKey } from '../graphql/generated/graphql';

interface Valued {
  chain: ChainKey;
  valueUsd: number | null;
  change24hPct: number | null;
}

/**
 * The 24h change of a set of rows, weighted by value: rows without a change count as unchanged,
 * as the gateway's portfolio total does. Returns the USD change and the percentage of the value
 * 24h ago; null when no row has a change.
 */
export function change24h(rows: readonly Valued[]): { usd: number; pct: number } | null {
  let now = 0;
  let delta = 0;
  let known = false;
  for (const row of rows) {
    const value = row.valueUsd ?? 0;
    if (!Number.isFinite(value) || value <= 0) continue;
    now += value;
    const change = usdChangeFromPct(value, row.change24hPct);
    if (change !== null) {
      delta += change;
      known = true;
    }
  }
  if (!known) return null;
  const before = now - delta;
  return { usd: delta, pct: before > 0 ? (delta / before) * 100 : 0 };
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

/**
 * Each wallet's part of a merged portfolio, from the per-wallet breakdown (spec §3): its total is
 * its share of the displayed rows, so the wallets' totals add up to the portfolio's.
 */
export function walletSummaries(
  rows: readonly MergedRow[],
  wallets: readonly string[],
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
  for (const wallet of wallets) parts.set(wallet, []);
  for (const row of rows) {
    for (const entry of row.breakdown) {
      const value = entry.valueUsd ?? 0;
      if (!Number.isFinite(value)) continue;
      const list = parts.get(entry.wallet) ?? [];
      list.push({
        key: row.key,
        symbol: row.token.symbol,
        chain: row.chain,
        valueUsd: value,
        change24hPct: row.change24hPct,
      });
      parts.set(entry.wallet, list);
    }
  }
  const summaries = new Map<string, WalletSummary>();
  for (const [wallet, list] of parts) {
    const sorted = [...list].sort((a, b) => b.valueUsd - a.valueUsd);
    summaries.set(wallet, {
      wallet,
      totalUsd: list.reduce((sum, part) => sum + part.valueUsd, 0),
      change: change24h(list),
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
