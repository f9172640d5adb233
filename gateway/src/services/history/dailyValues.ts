import { formatUnits } from 'viem';
import type { Address } from '../../../../shared/src/addresses';
import { CHAINS, type ChainKey } from '../../../../shared/src/chains';
import type { HoldingRule } from '../filters/chainRules';
import { identityVerdict, spamRule, valueVerdict } from '../filters/filterChainHoldings';
import type { TokenHolding } from '../tokenHolding';
import { DISPLAY_MIN_USD } from '../portfolio/displayFloor';
import { ONE_DOLLAR_TOKENS } from '../prices/stablecoins';
import { DayPriceTable } from './dayPrices';
import { dayClose } from '../../util/days';
import { NATIVE, type CoinKey, type LedgerToken, type WalletLedger } from './walletLedger';

/** How far a missing day looks for a price to estimate what it lacks (docs/DECISIONS.md). */
export const ESTIMATE_REACH_DAYS = 30;

/** One coin a chain's history values: DefiLlama's id for it, or pegged at 1 USD (spec §5). */
export interface HistoryCoin {
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
  /** What lacked a price that day, at the estimate that stands in for it. */
  missingUsd: number;
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
  const coins: HistoryCoin[] = [nativeCoin(chain)];
  const spam = spamRule();
  const seen = new Set<string>();
  for (const { wallet, ledger } of ledgers)
    for (const token of ledger.tokens) {
      if (seen.has(token.address)) continue;
      seen.add(token.address);
      const coin = countedToken(chain, wallet, token, spam);
      if (coin !== null) coins.push(coin);
    }
  return coins;
}

/** A chain's native coin, priced by its CoinGecko id. */
export function nativeCoin(chain: ChainKey): HistoryCoin {
  return { key: NATIVE, token: null, priceId: `coingecko:${CHAINS[chain].nativeCoinGeckoId}` };
}

/** A token as the history counts it, or null when spec §5 never counts it (spam, blocklisted, nameless). */
export function countedToken(
  chain: ChainKey,
  wallet: Address,
  token: LedgerToken,
  spam: HoldingRule,
): HistoryCoin | null {
  if (identityVerdict(holdingOf(chain, wallet, token, NO_UNITS, null), spam)) return null;
  const pegged = ONE_DOLLAR_TOKENS[chain]?.has(token.address) ?? false;
  return {
    key: token.address,
    token,
    priceId: pegged ? null : `${CHAINS[chain].defiLlamaKey}:${token.address}`,
  };
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

/** A day's price, or (price null) what stands in for it in the coverage: `estimate`. */
interface DayQuote {
  price: number | null;
  estimate: number;
}

const PEGGED: DayQuote = { price: 1, estimate: 1 };

/**
 * A coin's quote for each day from `from` to `to` (index: day − from): the day's price, or how to
 * estimate a day it lacks — the nearest priced day within ESTIMATE_REACH_DAYS, the earlier on a
 * tie (today's price counts as a day); failing that, the price today's portfolio gives it
 * (`today`: a PulseChain token only the DEX pairs price has no DefiLlama history at all).
 * Undefined when the coin has neither: it then counts nowhere, as an unpriced holding counts
 * nowhere today. Worked out once per coin in two passes, not by searching around every day.
 */
function quoteLine(
  coin: HistoryCoin,
  table: DayPriceTable,
  from: number,
  to: number,
  today: number | undefined,
): (DayQuote | undefined)[] {
  const { priceId } = coin;
  if (priceId === null) return new Array<DayQuote>(to - from + 1).fill(PEGGED);
  const first = from - ESTIMATE_REACH_DAYS;
  const size = to + ESTIMATE_REACH_DAYS - first + 1;
  const prices = Array.from({ length: size }, (_, index) => table.price(priceId, first + index));
  const isPriced = (index: number) => typeof prices[index] === 'number';
  // Nearest priced index at or before / at or after each index (−∞ / +∞ when none).
  const before = new Array<number>(size);
  const after = new Array<number>(size);
  for (let index = 0, last = -Infinity; index < size; index++)
    before[index] = last = isPriced(index) ? index : last;
  for (let index = size - 1, next = Infinity; index >= 0; index--)
    after[index] = next = isPriced(index) ? index : next;
  const lastResort = today === undefined ? undefined : { price: null, estimate: today };
  return Array.from({ length: to - from + 1 }, (_, offset) => {
    const index = offset + ESTIMATE_REACH_DAYS;
    const price = prices[index];
    if (typeof price === 'number') return { price, estimate: price };
    const earlier = index - (before[index] ?? -Infinity);
    const later = (after[index] ?? Infinity) - index;
    if (Math.min(earlier, later) > ESTIMATE_REACH_DAYS) return lastResort;
    const near = prices[earlier <= later ? index - earlier : index + later];
    return typeof near === 'number' ? { price: null, estimate: near } : lastResort;
  });
}

/**
 * The value of every past day from `from` to `to`, the days `chains` were counted for (the
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
    quotes: quotesOf(counted, prices.get(counted.chain), todayPrices.get(counted.chain), from, to),
    // A balance stays the same for days on end: each is converted once, not once a day.
    wallets: counted.wallets.map((entry) => ({ ...entry, converted: new Map<CoinKey, Units>() })),
  }));
  const days: DayValue[] = [];
  for (let day = from; day <= to; day++) {
    let priced = 0;
    let missing = 0;
    const chainDays: ChainDay[] = [];
    for (const { chain, coins, wallets, quotes } of perChain) {
      let chainPriced = 0;
      let chainMissing = 0;
      for (const coin of coins) {
        const price = quotes.get(coin.key)?.[day - from];
        if (price === undefined) continue;
        let value = 0;
        for (const { wallet, balances, converted } of wallets) {
          const raw = balances.get(coin.key)?.[day - from] ?? 0n;
          if (raw === 0n) continue;
          const decimals = coin.token?.decimals ?? CHAINS[chain].nativeDecimals;
          const held = unitsOf(converted, coin.key, raw, decimals);
          const rowValue = held.units * price.estimate;
          if (
            coin.token !== null &&
            valueVerdict(holdingOf(chain, wallet, coin.token, held, rowValue))
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
    days.push({
      day,
      totalUsd: priced,
      missingUsd: missing,
      coverage: coverageOf(priced, missing),
      chains: chainDays,
    });
  }
  return days;
}

/** Each of a chain's coins' quotes over the days. */
function quotesOf(
  { coins }: CountedChain,
  table: DayPriceTable = new DayPriceTable(),
  today: ReadonlyMap<CoinKey, number> = new Map(),
  from: number,
  to: number,
): Map<CoinKey, (DayQuote | undefined)[]> {
  return new Map(
    coins.map((coin) => [coin.key, quoteLine(coin, table, from, to, today.get(coin.key))]),
  );
}

/** priced / (priced + missing); a day with neither is fully covered: nothing was left out. */
export const coverageOf = (priced: number, missing: number): number =>
  priced + missing === 0 ? 1 : priced / (priced + missing);

/** A raw balance in the forms a day's row reads. */
interface Units {
  raw: bigint;
  /** The exact decimal string of `raw`. */
  amount: string;
  /** `amount` as a number: the factor of the row's value. */
  units: number;
}

const NO_UNITS: Units = { raw: 0n, amount: '0', units: 0 };

/** `raw` converted, or the coin's last conversion when its balance has not changed since. */
function unitsOf(
  converted: Map<CoinKey, Units>,
  coin: CoinKey,
  raw: bigint,
  decimals: number,
): Units {
  const last = converted.get(coin);
  if (last?.raw === raw) return last;
  const amount = formatUnits(raw, decimals);
  const units = { raw, amount, units: Number(amount) };
  converted.set(coin, units);
  return units;
}

/** A day's row in the shape spec §5's rules read (filters/chainRules.ts). */
function holdingOf(
  chain: ChainKey,
  wallet: Address,
  token: LedgerToken,
  held: Units,
  valueUsd: number | null,
): TokenHolding {
  return {
    chain,
    wallet,
    token: { chain, ...token, iconUrl: null },
    balanceRaw: held.raw.toString(),
    amount: held.amount,
    // The floors read the value; a price only matters to them when there is no value.
    priceUsd: valueUsd === null || held.raw === 0n ? null : valueUsd / held.units,
    valueUsd,
    priceSource: 'defillama-history',
    change24hPct: null,
    changeSource: null,
  };
}
