import { pendingReward } from './farm';
import { formatUnits, parseUnits } from 'viem';
import type { Address } from '../../../shared/src/addresses';
import { CHAIN_KEYS, CHAINS, type ChainKey } from '../../../shared/src/chains';
import type {
  ExpectedPriceSource,
  FilterReason,
  HoldingIntent,
  WorldHolding,
  WorldToken,
} from './types';
import type { World } from './world';

/**
 * Ground truth, derived from how each token and holding was generated (its kind and intent), never
 * by re-running filter code over the served data. Two levels of spec §5:
 * - `listReason`: the per-chain listing rules and the spam filter (what a wallet's holdings on a
 *   chain should contain). Reading adopted here: PulseChain's "value at or below 0.01 USD dropped"
 *   drops unpriced tokens (their value is 0); Ethereum's separate "no price and no symbol or name"
 *   rule implies unpriced tokens with a name stay listed there; other chains have no value floor.
 * - `shownReason`: the portfolio display, which also drops holdings under 0.02 USD (so every
 *   unpriced one) and zero raw balances. Totals add up shown holdings only (spec §5 "Merging").
 */
export interface ExpectedHolding {
  chain: ChainKey;
  wallet: Address;
  /** null for the native coin. */
  token: WorldToken | null;
  symbol: string | null;
  decimals: number;
  balanceRaw: bigint;
  /** Exact decimal string in whole units. */
  amount: string;
  priceUsd: number | null;
  /** 'native' for the chain's coin, which every upstream prices alike. */
  priceSource: ExpectedPriceSource | 'native';
  valueUsd: number | null;
  change24hPct: number | null;
  intent: HoldingIntent;
  listReason: FilterReason | null;
  shownReason: FilterReason | null;
}

export interface TruthOptions {
  /**
   * False when the listing that answered carries no exchange_rate (the classic tokenlist, BSC's
   * on-chain token list): the explorer's price, last in PRICE_SOURCE_ORDER, is then out of reach,
   * so tokens only the explorer quotes are unpriced, with what that means for their reasons.
   */
  explorerPrices?: boolean;
}

/** A wallet's holdings, native coin first, every row (filtered ones carry their reason). */
export function expectedHoldings(
  world: World,
  address: string,
  chain?: ChainKey,
  options: TruthOptions = {},
): ExpectedHolding[] {
  const chains = chain === undefined ? CHAIN_KEYS : [chain];
  const wallet = address.toLowerCase() as Address;
  const explorerPrices = options.explorerPrices ?? true;
  return chains.flatMap((key) => [
    expectedNative(world, wallet, key),
    ...world
      .holdings(wallet, key)
      // A pool share is shown as a position (expectedPositions), never also as a token row.
      .filter((holding) => holding.token.kind !== 'pool-share')
      .map((holding) => expectedToken(holding, explorerPrices)),
  ]);
}

function expectedNative(world: World, wallet: Address, chain: ChainKey): ExpectedHolding {
  const info = CHAINS[chain];
  const native = world.native(chain);
  const balanceRaw = world.nativeBalance(wallet, chain);
  const amount = formatUnits(balanceRaw, info.nativeDecimals);
  // Natives are generated worth at least a few dollars: always listed and shown (spec §5 "native coin always kept").
  return {
    chain,
    wallet,
    token: null,
    symbol: info.nativeSymbol,
    decimals: info.nativeDecimals,
    balanceRaw,
    amount,
    priceUsd: native.priceUsd,
    priceSource: 'native',
    valueUsd: Number(amount) * native.priceUsd,
    change24hPct: native.change24hPct,
    intent: 'normal',
    listReason: null,
    shownReason: null,
  };
}

function expectedToken(holding: WorldHolding, explorerPrices: boolean): ExpectedHolding {
  const { token } = holding;
  const amount = formatUnits(holding.balanceRaw, token.decimals);
  const reachable = explorerPrices || token.expected.priceSource !== 'blockscout';
  const price = reachable ? token.expected.priceUsd : null;
  return {
    chain: holding.chain,
    wallet: holding.wallet,
    token,
    symbol: token.symbol,
    decimals: token.decimals,
    balanceRaw: holding.balanceRaw,
    amount,
    priceUsd: price,
    priceSource: reachable ? token.expected.priceSource : 'none',
    valueUsd: price === null ? null : Number(amount) * price,
    change24hPct: token.expected.change24hPct,
    intent: holding.intent,
    ...reasons(holding, price),
  };
}

function reasons(
  holding: WorldHolding,
  price: number | null,
): Pick<ExpectedHolding, 'listReason' | 'shownReason'> {
  const tokenReason = holding.token.expected.reason;
  if (tokenReason !== null) return { listReason: tokenReason, shownReason: tokenReason };
  const hasFloor = CHAINS[holding.chain].minTokenUsd !== null;
  switch (holding.intent) {
    case 'zero':
      return { listReason: 'zero-balance', shownReason: 'zero-balance' };
    case 'dust-chain':
      return { listReason: hasFloor ? 'dust' : null, shownReason: 'dust' };
    case 'dust-display':
      return { listReason: null, shownReason: 'dust' };
    case 'normal':
      break;
  }
  if (price !== null) return { listReason: null, shownReason: null };
  return { listReason: holding.chain === 'pulse' ? 'unpriced' : null, shownReason: 'unpriced' };
}

/** spec §9: the portfolio display's minimum value. */
const DISPLAY_FLOOR_USD = 0.02;

export interface ExpectedTotals {
  totalUsd: number;
  byChain: Record<ChainKey, number>;
}

/**
 * The sum of a wallet's shown holdings and its pool and farm positions, per chain and overall: the
 * wallet as a portfolio of one, under the 0.02 USD display floor.
 */
export function expectedWalletTotals(world: World, address: string): ExpectedTotals {
  return walletTotals(world, address, (holding) => holding.shownReason === null);
}

/**
 * The wallet page's total: every holding its chain's rules keep (`listReason` null), so the
 * sub-0.02 USD rows the portfolio display drops still count (docs/DECISIONS.md "The floor is the
 * portfolio's, not the wallet page's"), plus its pool and farm positions.
 */
export function expectedWalletPageTotals(world: World, address: string): ExpectedTotals {
  return walletTotals(world, address, (holding) => holding.listReason === null);
}

function walletTotals(
  world: World,
  address: string,
  counted: (holding: ExpectedHolding) => boolean,
): ExpectedTotals {
  const byChain = Object.fromEntries(CHAIN_KEYS.map((chain) => [chain, 0])) as Record<
    ChainKey,
    number
  >;
  for (const holding of expectedHoldings(world, address)) {
    if (counted(holding)) byChain[holding.chain] += holding.valueUsd ?? 0;
  }
  for (const position of expectedAllPositions(world, address))
    byChain[position.chain] += position.valueUsd;
  return { totalUsd: CHAIN_KEYS.reduce((sum, chain) => sum + byChain[chain], 0), byChain };
}

/** A wallet's pool shares and farm stakes, each once (a staked LP is not also in the wallet). */
function expectedAllPositions(world: World, address: string): ExpectedPosition[] {
  return [...expectedPositions(world, address), ...expectedFarmPositions(world, address)];
}

/** A merged portfolio row; `Value` is number once shown (a shown row always has a value). */
export interface ExpectedPortfolioRow<Value extends number | null = number | null> {
  /** spec §3 breakdown key: chain:address-or-native:SYMBOL. */
  key: string;
  chain: ChainKey;
  address: Address | null;
  symbol: string;
  balanceRaw: bigint;
  amount: string;
  valueUsd: Value;
  /** Per wallet, amount descending (spec §3 "Breakdown"). */
  breakdown: { wallet: Address; amount: string; valueUsd: number | null }[];
}

export interface ExpectedPortfolio {
  totalUsd: number;
  /** Value-weighted: (Σ value now − Σ value 24 h ago) / Σ value 24 h ago × 100, over shown rows. */
  changePct24h: number;
  /** Merged across wallets by chain + address + uppercase symbol, value descending (spec §5 "Merging"). */
  tokens: ExpectedPortfolioToken[];
  /** Merged rows the display drops: zero raw balance, or under 0.02 USD or unpriced (spec §5, §9). */
  hidden: (ExpectedPortfolioRow & { reason: 'zero-balance' | 'dust' | 'unpriced' })[];
  /** Every wallet's pool and farm positions, counted in totalUsd (not in the 24 h change, which is over token rows). */
  positions: ExpectedPosition[];
}

export type ExpectedPortfolioToken = ExpectedPortfolioRow<number>;

/**
 * The portfolio over several wallets: listed holdings merged into rows, then the display floor
 * applied to each row (a token held as dust by two wallets can add up to a shown row, and dust
 * merged into a larger holding is shown within it). For one wallet a row is its holding, so the
 * rows shown are exactly the holdings whose `shownReason` is null.
 */
export function expectedPortfolio(world: World, addresses: readonly string[]): ExpectedPortfolio {
  const rows = new Map<string, { row: ExpectedPortfolioRow; decimals: number; ago: number }>();
  for (const address of addresses) {
    for (const holding of expectedHoldings(world, address)) {
      if (holding.listReason !== null) continue;
      const symbol = (holding.symbol ?? '').toUpperCase();
      const tokenAddress = holding.token?.address ?? null;
      const key = `${holding.chain}:${tokenAddress ?? 'native'}:${symbol}`;
      const entry = rows.get(key) ?? {
        row: {
          key,
          chain: holding.chain,
          address: tokenAddress,
          symbol,
          balanceRaw: 0n,
          amount: '0',
          valueUsd: null,
          breakdown: [],
        },
        decimals: holding.decimals,
        ago: 0,
      };
      entry.row.balanceRaw += holding.balanceRaw;
      if (holding.valueUsd !== null) {
        entry.row.valueUsd = (entry.row.valueUsd ?? 0) + holding.valueUsd;
        entry.ago +=
          holding.change24hPct === null
            ? holding.valueUsd
            : holding.valueUsd / (1 + holding.change24hPct / 100);
      }
      entry.row.breakdown.push({
        wallet: holding.wallet,
        amount: holding.amount,
        valueUsd: holding.valueUsd,
      });
      rows.set(key, entry);
    }
  }
  const tokens: ExpectedPortfolioToken[] = [];
  const hidden: ExpectedPortfolio['hidden'] = [];
  let now = 0;
  let ago = 0;
  for (const entry of rows.values()) {
    const row = entry.row;
    row.amount = formatUnits(row.balanceRaw, entry.decimals);
    // Largest amount first, exactly (spec §3 "Breakdown"). Two wallets can hold the same dust
    // amount; those go by wallet address, the gateway's documented tie order (breakdown.ts).
    const raw = (amount: string) => parseUnits(amount, entry.decimals);
    row.breakdown.sort((a, b) =>
      raw(a.amount) !== raw(b.amount)
        ? raw(a.amount) > raw(b.amount)
          ? -1
          : 1
        : a.wallet < b.wallet
          ? -1
          : a.wallet > b.wallet
            ? 1
            : 0,
    );
    const value = row.valueUsd;
    if (row.balanceRaw === 0n) hidden.push({ ...row, reason: 'zero-balance' });
    else if (value === null) hidden.push({ ...row, reason: 'unpriced' });
    else if (value < DISPLAY_FLOOR_USD) hidden.push({ ...row, reason: 'dust' });
    else {
      tokens.push({ ...row, valueUsd: value });
      now += value;
      ago += entry.ago;
    }
  }
  tokens.sort((a, b) => b.valueUsd - a.valueUsd);
  const positions = addresses.flatMap((address) => expectedAllPositions(world, address));
  const positionsUsd = positions.reduce((sum, position) => sum + position.valueUsd, 0);
  return {
    totalUsd: now + positionsUsd,
    positions,
    changePct24h: ago > 0 ? ((now - ago) / ago) * 100 : 0,
    tokens,
    hidden,
  };
}

/** One underlying side of a pool position. */
export interface ExpectedUnderlying {
  token: WorldToken;
  /** balance × reserve ÷ totalSupply, rounded down as UniswapV2Pair.burn pays it. */
  amountRaw: bigint;
  amount: string;
  valueUsd: number;
}

/** A wallet's share of one of the world's v2 pairs, valued with the world's token prices. */
export interface ExpectedPosition {
  kind: 'POOL' | 'FARM';
  chain: ChainKey;
  wallet: Address;
  protocol: string;
  pool: Address;
  balanceRaw: bigint;
  /** balance ÷ totalSupply. */
  share: number;
  underlying: [ExpectedUnderlying, ExpectedUnderlying];
  valueUsd: number;
}

/** A wallet's pool positions, from the pairs' state as the world computed it (world/poolShares.ts). */
export function expectedPositions(world: World, address: string): ExpectedPosition[] {
  const wallet = address.toLowerCase() as Address;
  return world.poolPairs.flatMap((pair) => {
    const balanceRaw = pair.state.balances[wallet];
    if (balanceRaw === undefined || balanceRaw === 0n) return [];
    const side = (tokenAddress: Address, reserve: bigint): ExpectedUnderlying => {
      const token = world.token(pair.chain, tokenAddress);
      if (token?.expected.priceUsd == null) throw new Error(`pair token ${tokenAddress} unpriced`);
      const amountRaw = (balanceRaw * reserve) / pair.state.totalSupply;
      const amount = formatUnits(amountRaw, token.decimals);
      return { token, amountRaw, amount, valueUsd: Number(amount) * token.expected.priceUsd };
    };
    const underlying: [ExpectedUnderlying, ExpectedUnderlying] = [
      side(pair.token0, pair.state.reserve0),
      side(pair.token1, pair.state.reserve1),
    ];
    return [
      {
        kind: 'POOL' as const,
        chain: pair.chain,
        wallet,
        protocol: pair.protocol,
        pool: pair.address,
        balanceRaw,
        share: Number(balanceRaw) / Number(pair.state.totalSupply),
        underlying,
        valueUsd: underlying[0].valueUsd + underlying[1].valueUsd,
      },
    ];
  });
}

/** A farm position: LP staked in a farm, valued as the pair's share, and its pending reward. */
export interface ExpectedFarmPosition extends ExpectedPosition {
  kind: 'FARM';
  pid: number;
  /** pendingInc as the farm computes it (world/farm.ts), valued with the world's price. */
  reward: { token: WorldToken; amountRaw: bigint; amount: string; valueUsd: number };
}

/** A wallet's staked LP in the world's farms, from the farm's and the pair's state. */
export function expectedFarmPositions(world: World, address: string): ExpectedFarmPosition[] {
  const wallet = address.toLowerCase() as Address;
  return world.farms.flatMap((farm) =>
    farm.users
      .filter((user) => user.wallet === wallet)
      .map((user) => {
        const pool = farm.pools[user.pid]!;
        const pair = world.poolPairs.find((candidate) => candidate.address === pool.lpToken)!;
        const side = (tokenAddress: Address, reserve: bigint): ExpectedUnderlying => {
          const token = world.token(pair.chain, tokenAddress)!;
          const amountRaw = (user.amount * reserve) / pair.state.totalSupply;
          const amount = formatUnits(amountRaw, token.decimals);
          return { token, amountRaw, amount, valueUsd: Number(amount) * token.expected.priceUsd! };
        };
        const underlying: [ExpectedUnderlying, ExpectedUnderlying] = [
          side(pair.token0, pair.state.reserve0),
          side(pair.token1, pair.state.reserve1),
        ];
        const amountRaw = pendingReward(farm, user);
        const amount = formatUnits(amountRaw, farm.rewardToken.decimals);
        const reward = {
          token: farm.rewardToken,
          amountRaw,
          amount,
          valueUsd: Number(amount) * farm.rewardToken.expected.priceUsd!,
        };
        return {
          kind: 'FARM' as const,
          chain: farm.chain,
          wallet,
          protocol: farm.protocol,
          pool: pair.address,
          pid: user.pid,
          balanceRaw: user.amount,
          share: Number(user.amount) / Number(pair.state.totalSupply),
          underlying,
          reward,
          valueUsd: underlying[0].valueUsd + underlying[1].valueUsd + reward.valueUsd,
        };
      }),
  );
}
