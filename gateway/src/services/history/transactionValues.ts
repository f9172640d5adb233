import type { ChainKey } from '../../../../shared/src/chains';
import type { GatewayDeps } from '../../deps';
import { spamRule } from '../filters/filterChainHoldings';
import { countedToken, nativeCoin, type HistoryCoin } from './dailyValues';
import { dayPrices, type DayPriceTable, type DayRun } from './dayPrices';
import type { SourceStatus } from '../sourceStatus';
import { dayOf } from '../../util/days';
import type { Transaction } from '../transactions/types';

export interface TransactionValues {
  /** Per transaction: amount × its token's USD price on its UTC day; null when there is none. */
  valueUsd(tx: Transaction): number | null;
  /** The daily price sources asked (DefiLlama's history, GeckoTerminal's closes). */
  statuses: SourceStatus[];
}

/**
 * The USD value of each transaction when it happened: its amount at its token's price on its UTC
 * day, read from the value history's daily prices (dayPrices.ts: DefiLlama's record nearest the
 * day's close, else the token's GeckoTerminal pool close; today DefiLlama's price now) through the
 * same cache entries, so a wallet whose history was drawn costs no call. A pinned stablecoin is
 * 1 USD. No price that day — a coin no source prices, a missing day, a price source that failed,
 * a token spec §5 never counts (spam, blocklisted, nameless), a flagged row — is null, never 0.
 */
export async function transactionValues(
  deps: Pick<GatewayDeps, 'config' | 'http' | 'cache' | 'now'>,
  txs: readonly Transaction[],
): Promise<TransactionValues> {
  const nowSeconds = Math.floor(deps.now() / 1000);
  const today = dayOf(nowSeconds);
  const spam = spamRule();
  const coins = new Map<Transaction, HistoryCoin>();
  const wanted = new Map<ChainKey, Map<string, Set<number>>>();
  for (const tx of txs) {
    if (tx.flags.length > 0) continue;
    const coin =
      tx.token.address === null
        ? nativeCoin(tx.chain)
        : countedToken(
            tx.chain,
            tx.direction === 'in' ? (tx.to ?? tx.from) : tx.from,
            {
              address: tx.token.address,
              symbol: tx.token.symbol ?? '',
              name: tx.token.name ?? '',
              decimals: tx.token.decimals,
            },
            spam,
          );
    if (coin === null) continue;
    coins.set(tx, coin);
    if (coin.priceId === null) continue;
    const chainWanted = wanted.get(tx.chain) ?? new Map<string, Set<number>>();
    const days = chainWanted.get(coin.priceId) ?? new Set<number>();
    days.add(Math.min(today, dayOf(tx.timeStamp)));
    chainWanted.set(coin.priceId, days);
    wanted.set(tx.chain, chainWanted);
  }
  const priced = await Promise.all(
    [...wanted].map(async ([chain, chainWanted]) => {
      const runs = new Map([...chainWanted].map(([coin, days]) => [coin, dayRuns(days)]));
      return [chain, await dayPrices(deps, chain, runs, today, nowSeconds)] as const;
    }),
  );
  const tables = new Map<ChainKey, DayPriceTable>(
    priced.map(([chain, prices]) => [chain, prices.prices]),
  );
  return {
    valueUsd(tx) {
      const coin = coins.get(tx);
      if (coin === undefined) return null;
      const amount = Number(tx.amount);
      if (coin.priceId === null) return amount;
      const price = tables.get(tx.chain)?.price(coin.priceId, Math.min(today, dayOf(tx.timeStamp)));
      return typeof price === 'number' ? amount * price : null;
    },
    statuses: priced.flatMap(([, prices]) => prices.statuses),
  };
}

/** Days as runs of consecutive days, oldest first. */
function dayRuns(days: ReadonlySet<number>): DayRun[] {
  const runs: DayRun[] = [];
  for (const day of [...days].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run !== undefined && day === run.last + 1) run.last = day;
    else runs.push({ first: day, last: day });
  }
  return runs;
}
