import { formatUnits } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import type { GatewayDeps } from '../../deps';
import { lowerPriority } from '../../request/requestScope';
import { dayClose, dayOf } from '../../util/days';
import { assembledPortfolio } from '../holdings/assembledPortfolio';
import type { HoldingsLoaders } from '../holdings/holdingsLoaders';
import type { SourceStatus } from '../sourceStatus';
import { countChain, type ChainLedgers } from './dailyValues';
import { dayPrices, type DayPriceTable } from './dayPrices';
import { firstDay, type HistoryRange } from './portfolioHistory';
import { NATIVE, type CoinKey, type LedgerProgress, type LedgerToken } from './walletLedger';
import { readChains, walletLedgers } from './walletLedgers';

export interface TokenHistoryPoint {
  /** Unix seconds: a past day's close, or now for today. */
  at: number;
  /** USD; null on a day no source prices (never estimated from its neighbours). */
  priceUsd: number | null;
  /** A daily source, `stablecoin` (pinned at 1 USD), or today's price source. */
  priceSource: string | null;
  /** Exact decimal, every wallet's amount summed. */
  amount: string;
  valueUsd: number | null;
  wallets: { wallet: Address; amount: string; valueUsd: number | null }[];
}

export interface TokenHistory {
  chain: ChainKey;
  /** Null for the native coin. */
  address: Address | null;
  symbol: string | null;
  name: string | null;
  decimals: number;
  wallets: Address[];
  range: HistoryRange;
  points: TokenHistoryPoint[];
  /** The points' price sources, each once, oldest use first. */
  priceSources: string[];
  statuses: SourceStatus[];
  progress: ({ chain: ChainKey; wallet: Address } & LedgerProgress)[];
  /** False while a wallet's history is unread, still read or cut short, or a price source failed. */
  complete: boolean;
}

/**
 * One coin over time: its price per UTC day and each wallet's holdings and value, from the ledgers
 * and daily prices the value history reads (the same cache entries, so each warms the other).
 * The days begin when a wallet first held the coin (within the range), as the value history's do;
 * a day without a price has none (the value history's estimates are for its coverage, not a
 * price to chart). Today: the ledgers' amounts through now at the portfolio's current price. A
 * chain on which some wallet's history could not be read has no points (a holding without one
 * wallet's moves would be wrong, not partial) and its statuses say why.
 */
export async function tokenHistory(
  deps: GatewayDeps,
  loaders: HoldingsLoaders,
  input: {
    chain: ChainKey;
    address: Address | null;
    wallets: readonly Address[];
    range: HistoryRange;
    fresh: boolean;
  },
): Promise<TokenHistory> {
  lowerPriority();
  const { chain, address, range } = input;
  const wallets = [...new Set(input.wallets)];
  const key: CoinKey = address ?? NATIVE;
  const nowSeconds = Math.floor(deps.now() / 1000);
  const today = dayOf(nowSeconds);
  const [portfolio, ledgers] = await Promise.all([
    assembledPortfolio(deps, loaders, {
      wallets,
      chains: [chain],
      fresh: input.fresh,
      reuseOnly: true,
    }),
    walletLedgers(deps, [chain], wallets, input.fresh),
  ]);
  const [readable] = readChains([chain], ledgers);
  const held = portfolio.holdings.find(
    (holding) => holding.chain === chain && holding.token.address === address,
  );
  const token =
    address === null
      ? null
      : (readable?.ledgers.flatMap(({ ledger }) => ledger.tokens).find((t) => t.address === key) ??
        (held === undefined ? null : { ...held.token, address }));
  const decimals = token?.decimals ?? CHAINS[chain].nativeDecimals;
  const statuses = [
    ...ledgers.map((entry) => entry.status),
    ...portfolio.statuses.filter((status) => status.state === 'failed' && status.chain === chain),
  ];
  const points: TokenHistoryPoint[] = [];
  if (readable !== undefined) {
    const from = firstDay([ofCoin(readable, key)], range, today);
    const counted = countChain(readable, from, today - 1);
    const coin = counted.coins.find((candidate) => candidate.key === key);
    const wanted =
      coin?.priceId == null ? new Map() : new Map([[coin.priceId, [{ first: from, last: today }]]]);
    const priced = await dayPrices(deps, chain, wanted, today, nowSeconds);
    statuses.push(...priced.statuses);
    const quote = dayQuote(coin, priced.prices);
    const series = counted.wallets.map(({ wallet, ledger, balances }) => ({
      wallet,
      past: balances.get(key) ?? [],
      now: ledger.moves.reduce(
        (sum, move) => (move.coin === key ? sum + BigInt(move.delta) : sum),
        0n,
      ),
    }));
    const point = (
      at: number,
      price: { priceUsd: number | null; priceSource: string | null },
      raws: { wallet: Address; raw: bigint }[],
    ): TokenHistoryPoint => {
      const valueOf = (raw: bigint) =>
        price.priceUsd === null ? null : Number(formatUnits(raw, decimals)) * price.priceUsd;
      const total = raws.reduce((sum, entry) => sum + entry.raw, 0n);
      return {
        at,
        ...price,
        amount: formatUnits(total, decimals),
        valueUsd: valueOf(total),
        wallets: raws.map(({ wallet, raw }) => ({
          wallet,
          amount: formatUnits(raw, decimals),
          valueUsd: valueOf(raw),
        })),
      };
    };
    for (let day = from; day < today; day++)
      points.push(
        point(
          dayClose(day),
          quote(day),
          series.map(({ wallet, past }) => ({ wallet, raw: past[day - from] ?? 0n })),
        ),
      );
    points.push(
      point(
        nowSeconds,
        held?.priceUsd == null
          ? { priceUsd: null, priceSource: null }
          : { priceUsd: held.priceUsd, priceSource: held.priceSource },
        series.map(({ wallet, now }) => ({ wallet, raw: now })),
      ),
    );
  }
  return {
    chain,
    address,
    symbol: token?.symbol ?? (address === null ? CHAINS[chain].nativeSymbol : null),
    name: token?.name ?? null,
    decimals,
    wallets,
    range,
    points,
    priceSources: [
      ...new Set(
        points.flatMap((entry) => (entry.priceSource === null ? [] : [entry.priceSource])),
      ),
    ],
    statuses,
    progress: ledgers.flatMap(({ wallet, progress }) =>
      progress === null ? [] : [{ chain, wallet, ...progress }],
    ),
    complete:
      readable !== undefined &&
      ledgers.every((entry) => entry.ledger?.truncatedBefore === null) &&
      statuses.every((status) => status.state !== 'failed'),
  };
}

/** The chain's ledgers with only the coin's moves: where its days begin. */
function ofCoin(chain: ChainLedgers, key: CoinKey): ChainLedgers {
  return {
    chain: chain.chain,
    ledgers: chain.ledgers.map(({ wallet, ledger }) => ({
      wallet,
      ledger: { ...ledger, moves: ledger.moves.filter((move) => move.coin === key) },
    })),
  };
}

/**
 * A past day's price of the coin and its source: the daily table's, 1 for a pinned stablecoin,
 * none for a coin the history does not count (spam, blocklisted, nameless: worth nothing there).
 */
function dayQuote(
  coin: { priceId: string | null; token: LedgerToken | null } | undefined,
  table: DayPriceTable,
): (day: number) => { priceUsd: number | null; priceSource: string | null } {
  if (coin === undefined) return () => ({ priceUsd: null, priceSource: null });
  const { priceId } = coin;
  if (priceId === null) return () => ({ priceUsd: 1, priceSource: 'stablecoin' });
  return (day) => {
    const price = table.price(priceId, day);
    return typeof price === 'number'
      ? { priceUsd: price, priceSource: table.sourceOf(priceId, day) }
      : { priceUsd: null, priceSource: null };
  };
}
