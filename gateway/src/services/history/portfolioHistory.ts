import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { GatewayDeps } from '../../deps';
import { lowerPriority } from '../../request/requestScope';
import { assembledPortfolio } from '../holdings/assembledPortfolio';
import type { HoldingsLoaders } from '../holdings/holdingsLoaders';
import type { SourceStatus } from '../sourceStatus';
import type { PortfolioToken } from '../portfolio/mergeHoldings';
import {
  countChain,
  coverageOf,
  dailyValues,
  ESTIMATE_REACH_DAYS,
  type ChainLedgers,
  type CountedChain,
  type TodayPrices,
} from './dailyValues';
import { dayPrices, type DayPriceTable, type DayRun } from './dayPrices';
import { dayClose, dayOf } from '../../util/days';
import { findMismatches, type Mismatch } from './mismatches';
import { recordedSeries, type RecordedPoint } from '../holdings/recordedPoints';
import { NATIVE, type CoinKey, type LedgerProgress } from './walletLedger';
import { readChains, walletLedgers } from './walletLedgers';

export const HISTORY_RANGES = ['WEEK', 'MONTH', 'YEAR', 'ALL'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

const RANGE_DAYS: Record<Exclude<HistoryRange, 'ALL'>, number> = { WEEK: 7, MONTH: 30, YEAR: 365 };

export interface HistoryPoint {
  /** Unix seconds: a past day's close, or now for today. */
  at: number;
  totalUsd: number;
  coverage: number;
  chains: { chain: ChainKey; valueUsd: number | null; coverage: number }[];
}

export interface PortfolioHistory {
  wallets: Address[];
  range: HistoryRange;
  points: HistoryPoint[];
  mismatches: Mismatch[];
  /** The value as recorded when these wallets' portfolio was computed (recordedPoints.ts). */
  recorded: RecordedPoint[];
  statuses: SourceStatus[];
  /** The wallet histories not read to their end yet, and how far each has come. */
  progress: ({ chain: ChainKey; wallet: Address } & LedgerProgress)[];
  /** False when a chain's history or a price is missing from the points. */
  complete: boolean;
}

/**
 * The portfolio's value per UTC day: past days rebuilt from each wallet's transfers and
 * daily prices (DefiLlama's, then a DEX's: dayPrices.ts), today from the balances and prices read now — the portfolio's own
 * total, read from the assembly the portfolio query and the CSV exports share. A chain whose
 * history could not be read for every wallet is left out of every point (its share would
 * otherwise appear as a fall to zero) and says so in the statuses; its share lowers every point's
 * coverage, so no point claims to cover what was not read. With no chain read, there are no points.
 */
export async function portfolioHistory(
  deps: GatewayDeps,
  loaders: HoldingsLoaders,
  input: {
    wallets: readonly Address[];
    chains: readonly ChainKey[];
    range: HistoryRange;
    fresh: boolean;
  },
): Promise<PortfolioHistory> {
  // Every read of a history (today's balances too) comes from each upstream's background share,
  // so that a history never starves the portfolio reads a person waits for (http/upstreamBudget.ts).
  lowerPriority();
  const wallets = [...new Set(input.wallets)];
  const nowMs = deps.now();
  const nowSeconds = Math.floor(nowMs / 1000);
  const today = dayOf(nowSeconds);
  const [portfolio, ledgers, recorded] = await Promise.all([
    assembledPortfolio(deps, loaders, {
      wallets,
      chains: input.chains,
      fresh: input.fresh,
      reuseOnly: true,
    }),
    walletLedgers(deps, input.chains, wallets, input.fresh),
    recordedSeries(deps.cache, input.chains, wallets, nowSeconds),
  ]);
  const readable = readChains(input.chains, ledgers);
  const from = firstDay(readable, input.range, today);
  const counted = readable.map((chain) => countChain(chain, from, today - 1));
  const priced = await Promise.all(
    counted.map(async (chain) => ({
      chain: chain.chain,
      ...(await dayPrices(deps, chain.chain, wantedDays(chain, from, today), today, nowSeconds)),
    })),
  );
  const prices = new Map<ChainKey, DayPriceTable>(
    priced.map((entry) => [entry.chain, entry.prices]),
  );
  const past = dailyValues(counted, prices, todayPrices(portfolio.tokens), from, today - 1);
  const shownChains = new Set(readable.map((entry) => entry.chain));
  const todayValue = (chain: ChainKey) =>
    portfolio.tokens
      .filter((token) => token.chain === chain)
      .reduce((sum, token) => sum + (token.valueUsd ?? 0), 0);
  const unknownToday = new Set(portfolio.incompleteChains);
  const outside = leftOutUsd(
    input.chains.filter((chain) => !shownChains.has(chain)),
    unknownToday,
    todayValue,
  );
  const todayChains = readable.map(({ chain }) => ({
    chain,
    valueUsd: todayValue(chain),
    coverage: unknownToday.has(chain) ? 0 : 1,
  }));
  const todayUsd = todayChains.reduce((sum, chain) => sum + chain.valueUsd, 0);
  // No chain's history could be read: there is no series to draw, and a lone $0 today would read
  // as "nothing held".
  const points: HistoryPoint[] =
    readable.length === 0
      ? []
      : [
          ...past.map((day) => ({
            at: dayClose(day.day),
            totalUsd: day.totalUsd,
            coverage: outside === null ? 0 : coverageOf(day.totalUsd, day.missingUsd + outside),
            chains: day.chains,
          })),
          {
            at: nowSeconds,
            totalUsd: todayUsd,
            coverage:
              outside === null || todayChains.some((chain) => chain.coverage < 1)
                ? 0
                : coverageOf(todayUsd, outside),
            chains: todayChains,
          },
        ];
  const statuses = [
    ...ledgers.map((entry) => entry.status),
    ...priced.flatMap((entry) => entry.statuses),
    ...portfolio.statuses.filter(
      (status) =>
        (status.state === 'failed' || status.reason === 'TRUNCATED') &&
        shownChains.has(status.chain),
    ),
  ];
  return {
    wallets,
    range: input.range,
    points,
    recorded,
    mismatches: findMismatches(counted, portfolio.holdings, portfolio.statuses),
    statuses,
    progress: ledgers.flatMap(({ chain, wallet, progress }) =>
      progress === null ? [] : [{ chain, wallet, ...progress }],
    ),
    complete:
      readable.length === input.chains.length &&
      unknownToday.size === 0 &&
      statuses.every((status) => status.state !== 'failed'),
  };
}

/**
 * The value left out of every point by the chains whose history could not be read: their value
 * today, the estimate that already stands in for a coin with no price history
 * (docs/DECISIONS.md "History coverage of what was read"). Null when one of them could not be
 * read today either: its share is unknown, and the points' coverage says 0 rather than guess.
 */
function leftOutUsd(
  chains: readonly ChainKey[],
  unknownToday: ReadonlySet<ChainKey>,
  todayValue: (chain: ChainKey) => number,
): number | null {
  if (chains.some((chain) => unknownToday.has(chain))) return null;
  return chains.reduce((sum, chain) => sum + todayValue(chain), 0);
}

/** The price of each row today's portfolio shows: past days lacking one estimate from it. */
function todayPrices(rows: readonly PortfolioToken[]): TodayPrices {
  const prices = new Map<ChainKey, Map<CoinKey, number>>();
  for (const { chain, token, priceUsd } of rows) {
    if (priceUsd === null) continue;
    const chainPrices = prices.get(chain) ?? new Map<CoinKey, number>();
    chainPrices.set(token.address ?? NATIVE, priceUsd);
    prices.set(chain, chainPrices);
  }
  return prices;
}

/** The range's first day, not before the first day any wallet held anything (nor a truncated history's cut). */
export function firstDay(
  chains: readonly ChainLedgers[],
  range: HistoryRange,
  today: number,
): number {
  let first = today;
  let cut = Number.NEGATIVE_INFINITY;
  for (const { ledgers } of chains)
    for (const { ledger } of ledgers) {
      const move = ledger.moves[0];
      if (move !== undefined) first = Math.min(first, dayOf(move.at));
      if (ledger.truncatedBefore !== null) cut = Math.max(cut, dayOf(ledger.truncatedBefore) + 1);
    }
  const start = range === 'ALL' ? first : Math.max(first, today - RANGE_DAYS[range] + 1);
  return Math.min(today, Math.max(start, cut));
}

/**
 * For each priced coin, the days to ask DefiLlama for: every day of the range some wallet holds
 * it, and ESTIMATE_REACH_DAYS either side, to estimate a day without a price from its neighbours.
 */
export function wantedDays(
  chain: CountedChain,
  from: number,
  today: number,
): Map<string, DayRun[]> {
  const wanted = new Map<string, DayRun[]>();
  if (from >= today) return wanted;
  const held = new Map<string, boolean[]>();
  for (const { balances } of chain.wallets)
    for (const [coin, series] of balances) {
      const flags = held.get(coin) ?? new Array<boolean>(series.length).fill(false);
      for (let index = 0; index < series.length; index++)
        if (series[index] !== 0n) flags[index] = true;
      held.set(coin, flags);
    }
  for (const coin of chain.coins) {
    const flags = held.get(coin.key);
    if (coin.priceId === null || flags === undefined) continue;
    // Each run of held days, widened by the reach of an estimate on both sides.
    const runs: DayRun[] = [];
    for (let index = 0; index < flags.length; index++) {
      if (flags[index] !== true) continue;
      const day = from + index;
      const first = day - ESTIMATE_REACH_DAYS;
      const last = Math.min(today, day + ESTIMATE_REACH_DAYS);
      const run = runs.at(-1);
      if (run !== undefined && first <= run.last + 1) run.last = Math.max(run.last, last);
      else runs.push({ first, last });
    }
    if (runs.length > 0) wanted.set(coin.priceId, runs);
  }
  return wanted;
}
