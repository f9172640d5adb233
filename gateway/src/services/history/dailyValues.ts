import { formatUnits } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import { identityVerdict, spamRule, valueVerdict } from '../filters/filterChainHoldings';
import type { TokenHolding } from '../holdings/tokenHolding';
import { DISPLAY_MIN_USD } from '../portfolio/displayFloor';
import { ONE_DOLLAR_TOKENS } from '../prices/stablecoins';
import type { DayPriceTable } from './dayPrices';
import { dayClose } from './days';
import { NATIVE, type CoinKey, type LedgerToken, type WalletLedger } from './walletLedger';

/** How far a missing day looks for a price to estimate what it lacks (docs/DECISIONS.md, issue 17). */
export const ESTIMATE_REACH_DAYS = 30;

/** One coin a chain's history values: DefiLlama's id for it, or pegged at 1 USD (spec §5). */
interface HistoryCoin {
  key: CoinKey;
  token: LedgerToken | null;
  /** DefiLlama's coin id, lowercase; null for a pegged stablecoin. */
  priceId: string | null;
}

interface ChainDay {
  chain: ChainKey;
  /** Priced value only; null when the chain's history could not be read. */
  valueUsd: number | null;
  coverage: number;
}

export interface DayValue {
  day: number;
  totalUsd: number;
  coverage: number;
  chains: ChainDay[];
}

export interface ChainLedgers {
  chain: ChainKey;
  ledgers: readonly { wallet: Address; ledger: WalletLedger }[];
}

/**
 * A chain's ledgers with what every later step reads of them, worked out once per request: the
 * coins that count, and each wallet's end-of-day balances over the history's past days.
 */
export interface CountedChain {
  chain: ChainKey;
  coins: HistoryCoin[];
  wallets: { wallet: Address; ledger: WalletLedger; balances: Map<CoinKey, bigint[]> }[];
}

/** Counts a chain's ledgers for the days from `from` to `to` (none when `from` is past `to`). */
export function countChain(
  { chain, ledgers }: ChainLedgers,
  from: number,
  to: number,
): CountedChain {
  return {
    chain,
    coins: countedCoins(chain, ledgers),
    wallets: ledgers.map(({ wallet, ledger }) => ({
      wallet,
      ledger,
      balances: dailyBalances(ledger, from, to),
    })),
  };
}

/** The coins of a chain's ledgers that count (spec §5: spam, blocklisted and nameless never do). */
function countedCoins(
  chain: ChainKey,
  ledgers: readonly { wallet: Address; ledger: WalletLedger }[],
): HistoryCoin[] {
  const info = CHAINS[chain];
  const coins: HistoryCoin[] = [
    { key: NATIVE, token: null, priceId: `coingecko:${info.nativeCoinGeckoId}` },
  ];
  const spam = spamRule();
  const seen = new Set<string>();
  for (const { wallet, ledger } of ledgers)
    for (const token of ledger.tokens) {
      const { address } = token;
      if (seen.has(address)) continue;
      seen.add(address);
      if (identityVerdict(holdingOf(chain, wallet, token, 0n, null), spam)) continue;
      const pegged = ONE_DOLLAR_TOKENS[chain]?.has(address) ?? false;
      coins.push({
        key: address,
        token,
        priceId: pegged ? null : `${info.defiLlamaKey}:${address}`,
      });
    }
  return coins;
}

/** Each coin's end-of-day balance (base units) for days from `from` to `to`, per coin key. */
function dailyBalances(ledger: WalletLedger, from: number, to: number): Map<CoinKey, bigint[]> {
  const balances = new Map<CoinKey, bigint[]>();
  const running = new Map<CoinKey, bigint>();
  let next = 0;
  for (let day = from; day <= to; day++) {
    const close = dayClose(day);
    for (; next < ledger.moves.length; next++) {
      const move = ledger.moves[next];
      if (move === undefined || move.at > close) break;
      running.set(move.coin, (running.get(move.coin) ?? 0n) + BigInt(move.delta));
    }
    for (const [coin, amount] of running) {
      let series = balances.get(coin);
      if (series === undefined) {
        series = new Array<bigint>(to - from + 1).fill(0n);
        balances.set(coin, series);
      }
      series[day - from] = amount;
    }
  }
  return balances;
}

/** Today's price of each coin today's portfolio counts, per chain (its displayed rows). */
export type TodayPrices = ReadonlyMap<ChainKey, ReadonlyMap<CoinKey, number>>;

/**
 * A coin's price for a day, or how to estimate a day it lacks: the nearest priced day within
 * ESTIMATE_REACH_DAYS, the earlier on a tie (today's price counts as a day); failing that, the
 * price today's portfolio gives it (`today`: a PulseChain token only the DEX pairs price has no
 * DefiLlama history at all). Undefined when the coin has neither: it then counts nowhere, as an
 * unpriced holding counts nowhere today.
 */
function priceOn(
  coin: HistoryCoin,
  table: DayPriceTable,
  day: number,
  today: number | undefined,
): { price: number | null; estimate: number } | undefined {
  if (coin.priceId === null) return { price: 1, estimate: 1 };
  const days = table.get(coin.priceId);
  const price = days?.get(day);
  if (price !== undefined && price !== null) return { price, estimate: price };
  for (let step = 1; days !== undefined && step <= ESTIMATE_REACH_DAYS; step++) {
    const near = days.get(day - step) ?? days.get(day + step);
    if (near !== undefined && near !== null) return { price: null, estimate: near };
  }
  return today === undefined ? undefined : { price: null, estimate: today };
}

/**
 * The value of every past day from `from` to `to`, the days `chains` were counted for (issue 17,
 * rule in docs/DECISIONS.md): each
 * wallet's balance of each counted coin at the day's close times that day's price; the chain's
 * floor drops a wallet's row at or under it; rows merge across wallets; a merged token row under
 * 0.02 USD is dust; the native coin always counts. A row priced only by estimate adds to
 * "missing", which lowers the coverage and never the total.
 */
export function dailyValues(
  chains: readonly CountedChain[],
  prices: ReadonlyMap<ChainKey, DayPriceTable>,
  todayPrices: TodayPrices,
  from: number,
  to: number,
): DayValue[] {
  const perChain = chains.map((counted) => ({
    ...counted,
    table: prices.get(counted.chain) ?? new Map(),
    today: todayPrices.get(counted.chain) ?? new Map<CoinKey, number>(),
  }));
  const days: DayValue[] = [];
  for (let day = from; day <= to; day++) {
    let priced = 0;
    let missing = 0;
    const chainDays: ChainDay[] = [];
    for (const { chain, coins, wallets, table, today } of perChain) {
      let chainPriced = 0;
      let chainMissing = 0;
      for (const coin of coins) {
        const price = priceOn(coin, table, day, today.get(coin.key));
        if (price === undefined) continue;
        let value = 0;
        for (const { wallet, balances } of wallets) {
          const raw = balances.get(coin.key)?.[day - from] ?? 0n;
          if (raw === 0n) continue;
          const decimals = coin.token?.decimals ?? CHAINS[chain].nativeDecimals;
          const rowValue = Number(formatUnits(raw, decimals)) * price.estimate;
          if (
            coin.token !== null &&
            valueVerdict(holdingOf(chain, wallet, coin.token, raw, rowValue))
          )
            continue;
          value += rowValue;
        }
        if (value === 0 || (coin.token !== null && value < DISPLAY_MIN_USD)) continue;
        if (price.price === null) chainMissing += value;
        else chainPriced += value;
      }
      chainDays.push({
        chain,
        valueUsd: chainPriced,
        coverage: coverageOf(chainPriced, chainMissing),
      });
      priced += chainPriced;
      missing += chainMissing;
    }
    days.push({ day, totalUsd: priced, coverage: coverageOf(priced, missing), chains: chainDays });
  }
  return days;
}

/** priced / (priced + missing); a day with neither is fully covered: nothing was left out. */
const coverageOf = (priced: number, missing: number): number =>
  priced + missing === 0 ? 1 : priced / (priced + missing);

/** A day's row in the shape spec §5's rules read (filters/chainRules.ts). */
function holdingOf(
  chain: ChainKey,
  wallet: Address,
  token: LedgerToken,
  raw: bigint,
  valueUsd: number | null,
): TokenHolding {
  return {
    chain,
    wallet,
    token: { chain, ...token, iconUrl: null },
    balanceRaw: raw.toString(),
    amount: formatUnits(raw, token.decimals),
    // The floors read the value; a price only matters to them when there is no value.
    priceUsd:
      valueUsd === null || raw === 0n ? null : valueUsd / Number(formatUnits(raw, token.decimals)),
    valueUsd,
    priceSource: 'defillama-history',
    change24hPct: null,
    changeSource: null,
  };
}
