import { formatUnits } from 'viem';
import type { Address } from '../../../shared/src/addresses';
import { CHAIN_KEYS, CHAINS, type ChainKey } from '../../../shared/src/chains';
import { DAY_SECONDS, WORLD_NOW } from './clock';
import {
  coingeckoPriceHistory,
  dayNumber,
  dayPrice,
  dayString,
  tokenPriceHistory,
  TODAY,
} from './priceHistory';
import { poolDayClose, topPool } from './dexPriceHistory';
import { nativeDelta, tokenDelta } from './transferHistory';
import type { WorldToken } from './types';
import type { World } from './world';

/** One UTC day of issue 17's history, valued at the day's close (23:59:59; for today, WORLD_NOW). */
export interface ExpectedHistoryDay {
  day: string;
  /** Priced value only: rows without a price that day add nothing. */
  totalUsd: number;
  /** priced / (priced + missing), 1 when both are 0 (docs/DECISIONS.md, issue 17). */
  coverage: number;
  chains: Record<string, number>;
  chainCoverage: Record<string, number>;
  /** The merged rows that count that day (dust, spam and never-priced rows are not here). */
  rows: { chain: ChainKey; id: string; valueUsd: number; priced: boolean }[];
}

/** spec §9: the portfolio display's minimum value, applied to each merged row per day. */
const DISPLAY_FLOOR_USD = 0.02;
/** The least a token's pool must hold for its daily close to count (docs/DECISIONS.md "DEX price history"). */
const MIN_POOL_RESERVE_USD = 10_000;

/** A coin's price on a past day, null where its source has none. */
type DaySeries = (day: number) => number | null;

/**
 * Ground truth of issue 17, from the world's transfers and daily prices only (no gateway code):
 * for each UTC day in [fromDay, toDay], every wallet's balance of every coin at the day's close,
 * the spec §5 rules applied as the portfolio applies them today — spam, blocklisted and nameless
 * tokens never count (token reason), a chain's floor (minTokenUsd) drops a wallet's row at or
 * under it, wallets merge by chain and token, a merged row under 0.02 USD is dust, Ethereum's
 * pinned stablecoins are 1 USD every day, PulseChain's fork copies keep their own price — and
 * the day's DefiLlama price (world/priceHistory.ts), or where DefiLlama has none, the day's
 * close of the token's pool on GeckoTerminal (world/dexPriceHistory.ts) when that pool holds at
 * least MIN_POOL_RESERVE_USD. Today uses the balances and prices the
 * portfolio reads now, so today's point is expectedPortfolio's total; past days use what the
 * transfers add up to (a rebasing token's shortfall shows there, and in historyMismatches). A row whose coin has price history but no price
 * that day is "missing": valued at the nearest priced day (the earlier on a tie, within 30 days)
 * for coverage only. A coin with no price near that day (DefiLlama never priced it, or not within
 * 30 days) is missing too, at today's price, when today's portfolio counts it (a PulseChain token
 * only the DEX pairs price); otherwise it counts nowhere, as unpriced holdings count nowhere in
 * today's totals. `unread`: chains whose history the gateway cannot read (BSC without an Etherscan
 * plan) are in no day's value, and their value today counts as missing on every day.
 */
export function expectedPortfolioHistory(
  world: World,
  wallets: readonly string[],
  chains: readonly ChainKey[] | undefined,
  range: { fromDay: string; toDay: string; unread?: readonly ChainKey[] },
): ExpectedHistoryDay[] {
  const unread = new Set(range.unread ?? []);
  const keys = (chains ?? CHAIN_KEYS).filter((chain) => !unread.has(chain));
  const from = dayNumber(range.fromDay);
  const to = dayNumber(range.toDay);
  const ledgersOf = (chain: ChainKey) => ({
    chain,
    ledgers: wallets.map((w) => ledger(world, w, chain)),
  });
  const balances = keys.map(ledgersOf);
  // A chain whose history cannot be read is out of every day's value, but its value today (what
  // the portfolio reads now) is what every day lacks: it counts as missing, like a coin with no
  // price history.
  const outside = valueDay([...unread].map(ledgersOf), TODAY, new Map(), 0).totalUsd;
  // A coin today's portfolio counts has a price that stands in for a past day lacking one.
  const today = valueDay(balances, TODAY, new Map(), outside);
  const pricedToday = new Map<string, number>();
  for (const row of today.rows) {
    const coin = balances
      .find(({ chain }) => chain === row.chain)
      ?.ledgers.flat()
      .find((candidate) => candidate.id === row.id);
    const price = coin?.priceOn(TODAY, undefined)?.price;
    if (price !== undefined && price !== null) pricedToday.set(`${row.chain}:${row.id}`, price);
  }
  const days: ExpectedHistoryDay[] = [];
  for (let day = from; day <= to; day++)
    days.push(day >= TODAY ? today : valueDay(balances, day, pricedToday, outside));
  return days;
}

/** One day's value of the wallets' ledgers per chain, by the rules above. */
function valueDay(
  balances: readonly { chain: ChainKey; ledgers: LedgerCoin[][] }[],
  day: number,
  pricedToday: ReadonlyMap<string, number>,
  outside: number,
): ExpectedHistoryDay {
  const close = day >= TODAY ? WORLD_NOW : (day + 1) * DAY_SECONDS - 1;
  const entry: ExpectedHistoryDay = {
    day: dayString(day),
    totalUsd: 0,
    coverage: 1,
    chains: {},
    chainCoverage: {},
    rows: [],
  };
  let priced = 0;
  let missing = 0;
  for (const { chain, ledgers } of balances) {
    const rows = new Map<string, { price: number | null; estimate: number; value: number }>();
    for (const book of ledgers) {
      for (const coin of book) {
        const amount = day >= TODAY ? coin.current : coin.amountAt(close);
        if (amount === 0) continue;
        const price = coin.priceOn(day, pricedToday.get(`${chain}:${coin.id}`));
        if (price === undefined) continue;
        const value = amount * (price.price ?? price.estimate);
        const floor = CHAINS[chain].minTokenUsd;
        if (coin.token !== null && floor !== null && value <= floor) continue;
        const row = rows.get(coin.id) ?? {
          price: price.price,
          estimate: price.estimate,
          value: 0,
        };
        row.value += value;
        rows.set(coin.id, row);
      }
    }
    let chainPriced = 0;
    let chainMissing = 0;
    for (const [id, row] of rows) {
      if (id !== 'native' && row.value < DISPLAY_FLOOR_USD) continue;
      if (row.price === null) chainMissing += row.value;
      else chainPriced += row.value;
      entry.rows.push({ chain, id, valueUsd: row.value, priced: row.price !== null });
    }
    entry.chains[chain] = chainPriced;
    entry.chainCoverage[chain] = coverageOf(chainPriced, chainMissing);
    priced += chainPriced;
    missing += chainMissing;
  }
  entry.totalUsd = priced;
  entry.coverage = coverageOf(priced, missing + outside);
  return entry;
}

const coverageOf = (priced: number, missing: number): number =>
  priced + missing === 0 ? 1 : priced / (priced + missing);

interface LedgerCoin {
  /** 'native' or the token address: the row key wallets merge on. */
  id: string;
  token: WorldToken | null;
  amountAt(timestamp: number): number;
  /** The balance read now, which a rebasing token's transfers fall short of. */
  current: number;
  /**
   * undefined: no price near (counts nowhere); price null: missing that day, `estimate` stands in.
   * `today`: the price today's portfolio gives the coin, the estimate of last resort.
   */
  priceOn(
    day: number,
    today: number | undefined,
  ): { price: number | null; estimate: number } | undefined;
}

/** A wallet's coins on a chain with their balance over time, from its transfers. */
function ledger(world: World, address: string, chain: ChainKey): LedgerCoin[] {
  const wallet = address.toLowerCase() as Address;
  const txs = [...world.transactions(wallet, chain)].sort((a, b) => a.timestamp - b.timestamp);
  const native = coingeckoPriceHistory(CHAINS[chain].nativeCoinGeckoId);
  const coins: LedgerCoin[] = [
    coin(
      'native',
      null,
      CHAINS[chain].nativeDecimals,
      txs.map((tx) => [tx.timestamp, nativeDelta(tx, wallet)]),
      native === null ? null : (day) => dayPrice(native.key, native.now, day),
      world.native(chain).priceUsd,
      world.nativeBalance(wallet, chain),
    ),
  ];
  const held = new Map(world.holdings(wallet, chain).map((h) => [h.token.address, h.balanceRaw]));
  const tokens = new Map<Address, WorldToken>();
  for (const tx of txs)
    if (tx.transfer !== null) tokens.set(tx.transfer.token.address, tx.transfer.token);
  for (const token of tokens.values()) {
    // Spam, blocklisted and nameless tokens never count, whatever they are worth (spec §5).
    if (token.expected.reason !== null) continue;
    const series = token.expected.priceSource === 'stablecoin' ? 'pegged' : daySeries(world, token);
    coins.push(
      coin(
        token.address,
        token,
        token.decimals,
        txs.map((tx) => [tx.timestamp, tokenDelta(tx, wallet, token.address)]),
        series,
        token.expected.priceUsd,
        held.get(token.address) ?? 0n,
      ),
    );
  }
  return coins;
}

/** A token's price on a past day as the history prices it (a pinned stablecoin at 1 USD); null where none. */
export function tokenDayPrice(world: World, token: WorldToken, day: number): number | null {
  if (token.expected.priceSource === 'stablecoin') return 1;
  return daySeries(world, token)?.(day) ?? null;
}

/**
 * A token's price on a past day: DefiLlama's, else its pool's daily close on GeckoTerminal (a pool
 * too thin to count is no price); null when it has no source at all.
 */
function daySeries(world: World, token: WorldToken): DaySeries | null {
  const llama = tokenPriceHistory(token);
  const pool = topPool(world, token.chain, token.address);
  const dex = pool !== undefined && pool.liquidityUsd >= MIN_POOL_RESERVE_USD ? pool : undefined;
  if (llama === null && dex === undefined) return null;
  return (day) =>
    (llama === null ? null : dayPrice(llama.key, llama.now, day)) ??
    (dex === undefined ? null : poolDayClose(dex, token, day));
}

function coin(
  id: string,
  token: WorldToken | null,
  decimals: number,
  deltas: readonly (readonly [number, bigint])[],
  series: DaySeries | 'pegged' | null,
  todayPrice: number | null,
  current: bigint,
): LedgerCoin {
  const moves = deltas.filter(([, delta]) => delta !== 0n);
  return {
    id,
    token,
    current: Number(formatUnits(current, decimals)),
    amountAt(timestamp) {
      let raw = 0n;
      for (const [at, delta] of moves) if (at <= timestamp) raw += delta;
      return Number(formatUnits(raw, decimals));
    },
    priceOn(day, today) {
      // Today is the portfolio's own present, whichever source prices it (spec §5 fallbacks).
      if (day >= TODAY)
        return todayPrice === null ? undefined : { price: todayPrice, estimate: todayPrice };
      const lastResort = today === undefined ? undefined : { price: null, estimate: today };
      if (series === null) return lastResort;
      if (series === 'pegged') return { price: 1, estimate: 1 };
      const price = series(day);
      if (price !== null) return { price, estimate: price };
      for (let step = 1; step <= 30; step++) {
        const near = series(day - step) ?? series(day + step);
        if (near !== null) return { price: null, estimate: near };
      }
      return lastResort;
    },
  };
}
