import type { Address } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../../../shared/src/chains';
import type { GatewayDeps } from '../../deps';
import { lowerPriority } from '../../request/requestScope';
import { assembledPortfolio } from '../holdings/assembledPortfolio';
import type { HoldingsLoaders } from '../holdings/holdingsLoaders';
import type { SourceStatus } from '../sourceStatus';
import { countChain } from '../history/dailyValues';
import { dayPrices } from '../history/dayPrices';
import { dayOf } from '../../util/days';
import { firstDay, wantedDays } from '../history/portfolioHistory';
import type { LedgerProgress } from '../history/walletLedger';
import { readChains, walletLedgers } from '../history/walletLedgers';
import { chainPnl, type TokenPnl } from './chainPnl';
import type { PnlMethod } from './costLots';

export interface PnlReport {
  wallets: Address[];
  method: PnlMethod;
  /** Per token: the merged row (wallet null) first, then one per wallet that moved it. */
  rows: TokenPnl[];
  statuses: SourceStatus[];
  /** The wallet histories not read to their end yet, and how far each has come. */
  progress: ({ chain: ChainKey; wallet: Address } & LedgerProgress)[];
  /** False while a history is unread or incomplete, a daily price could not be asked, or a cost is unknown. */
  complete: boolean;
}

/**
 * Profit and loss of every token the wallets moved, over their whole history: the ledgers and
 * daily prices the value history reads (the same cache entries, so a warm history makes a warm
 * PnL), the current prices of the portfolio. A chain whose history could not be read for every
 * wallet has no rows — a merged figure without one wallet's moves would be wrong, not partial —
 * and says so in the statuses, as the value history does.
 */
export async function pnlReport(
  deps: GatewayDeps,
  loaders: HoldingsLoaders,
  input: {
    wallets: readonly Address[];
    chains: readonly ChainKey[];
    method: PnlMethod;
    fresh: boolean;
  },
): Promise<PnlReport> {
  lowerPriority();
  const wallets = [...new Set(input.wallets)];
  const nowSeconds = Math.floor(deps.now() / 1000);
  const today = dayOf(nowSeconds);
  const [portfolio, ledgers] = await Promise.all([
    assembledPortfolio(deps, loaders, {
      wallets,
      chains: input.chains,
      fresh: input.fresh,
      reuseOnly: true,
    }),
    walletLedgers(deps, input.chains, wallets, input.fresh),
  ]);
  const readable = readChains(input.chains, ledgers);
  const from = firstDay(readable, 'ALL', today);
  const nowPrices = new Map<ChainKey, Map<string, number>>();
  for (const holding of portfolio.holdings) {
    if (holding.priceUsd === null || holding.token.address === null) continue;
    const chainPrices = nowPrices.get(holding.chain) ?? new Map<string, number>();
    if (!chainPrices.has(holding.token.address))
      chainPrices.set(holding.token.address, holding.priceUsd);
    nowPrices.set(holding.chain, chainPrices);
  }
  const perChain = await Promise.all(
    readable.map(async (chainLedgers) => {
      const counted = countChain(chainLedgers, from, today - 1);
      const priced = await dayPrices(
        deps,
        counted.chain,
        wantedDays(counted, from, today),
        today,
        nowSeconds,
      );
      return {
        rows: chainPnl(
          counted,
          priced.prices,
          nowPrices.get(counted.chain) ?? new Map(),
          input.method,
        ),
        statuses: priced.statuses,
      };
    }),
  );
  const rows = perChain.flatMap((entry) => entry.rows);
  const statuses = [
    ...ledgers.map((entry) => entry.status),
    ...perChain.flatMap((entry) => entry.statuses),
    ...portfolio.statuses.filter((status) => status.state === 'failed'),
  ];
  return {
    wallets,
    method: input.method,
    rows,
    statuses,
    progress: ledgers.flatMap(({ chain, wallet, progress }) =>
      progress === null ? [] : [{ chain, wallet, ...progress }],
    ),
    complete:
      readable.length === input.chains.length &&
      ledgers.every((entry) => entry.ledger?.truncatedBefore === null) &&
      statuses.every((status) => status.state !== 'failed') &&
      rows.every((row) => row.costCoverage === 1 && row.unrealisedUsd !== null),
  };
}
