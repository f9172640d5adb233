/**
 * v2-style pool shares (issue "Positions"): a few Uniswap-v2 pairs whose state the world decides
 * (mints, and a donation synced into the reserves as a swap would move them) and computes with the
 * pair contract's own integer rules, so the EVM that replays the same steps through the real
 * UniswapV2Pair must end in the same reserves, supply and balances (evm.test.ts checks it).
 *
 * Ground truth is derived here, never from the gateway: underlying = balance × reserve ÷ supply,
 * rounded down as the pair's burn computes it.
 */
import {
  encodePacked,
  getAddress,
  getCreate2Address,
  keccak256,
  type Address as ViemAddress,
} from 'viem';
import { uniswapV2PairCreationCode } from '../evm/uniswapV2Artifacts';
import type { Address } from '../../../shared/src/addresses';
import type { ChainKey } from '../../../shared/src/chains';
import type { WorldToken } from './types';

/** Liquidity the first mint locks at address 0 (UniswapV2Pair.MINIMUM_LIQUIDITY). */
const MINIMUM_LIQUIDITY = 1000n;

/** One step of a pair's life, replayed on chain in this order. */
export type PairStep =
  /**
   * The wallet adds these amounts and mints liquidity to itself, or, with `farm`, to the farm,
   * which stakes it for the wallet (the LP leaves the wallet, as a farm deposit takes it).
   */
  | { kind: 'mint'; wallet: Address; amount0: bigint; amount1: bigint; farm?: Address }
  /** Tokens sent to the pair and `sync()`ed into the reserves: the price moves as a swap moves it. */
  | { kind: 'donate'; amount0: bigint; amount1: bigint };

export interface PairState {
  reserve0: bigint;
  reserve1: bigint;
  totalSupply: bigint;
  /** Lowercase holder → LP balance (address 0 holds MINIMUM_LIQUIDITY, a farm what is staked in it). */
  balances: Record<string, bigint>;
  /** Lowercase wallet → LP it has staked in the farm. */
  staked: Record<string, bigint>;
}

export interface WorldPair {
  chain: ChainKey;
  /** The DEX whose factory address the pair's factory sits at. */
  protocol: string;
  factory: Address;
  /** Lowercase, computed as the factory's CREATE2 would place it. */
  address: Address;
  token0: Address;
  token1: Address;
  /** The LP token as explorers list it. */
  symbol: string;
  name: string;
  steps: PairStep[];
  state: PairState;
}

interface PairPlan {
  chain: ChainKey;
  protocol: string;
  factory: Address;
  symbol: string;
  name: string;
  /** Two well-known tokens by symbol, and whole units each step adds per side. */
  tokens: [string, string];
  /** Per wallet index: whole units of the first and second token it deposits. */
  mints: [number, number, number][];
  /** Per wallet index: whole units it deposits and stakes in the chain's farm (world/farm.ts). */
  farmed?: [number, number, number][];
  /** Whole units of the first and second token donated between the mints. */
  donation: [number, number];
}

const PLANS: PairPlan[] = [
  {
    chain: 'pulse',
    protocol: 'PulseX v2',
    factory: '0x29ea7545def87022badc76323f373ea1e707c523',
    symbol: 'PLP',
    name: 'PulseX LP',
    tokens: ['WPLS', 'PLSX'],
    mints: [
      [0, 40_000_000, 46_000_000],
      [1, 3_000_000, 3_500_000],
    ],
    donation: [1_500_000, 0],
    farmed: [
      [0, 12_000_000, 13_800_000],
      [2, 900_000, 1_035_000],
    ],
  },
  {
    chain: 'eth',
    protocol: 'Uniswap v2',
    factory: '0x5c69bee701ef814a2b6a3edd4b1652cb9cc5aa6f',
    symbol: 'UNI-V2',
    name: 'Uniswap V2',
    tokens: ['USDC', 'WETH'],
    mints: [
      [0, 6_420, 2],
      [1, 320, 0.1],
    ],
    donation: [0, 0.05],
  },
];

/** CREATE2 init code hash of UniswapV2Pair as the npm artifact builds it (the real Uniswap v2 hash). */
const PAIR_INIT_CODE_HASH = keccak256(uniswapV2PairCreationCode);

function pairAddress(factory: Address, token0: Address, token1: Address): Address {
  return getCreate2Address({
    from: factory as ViemAddress,
    salt: keccak256(
      encodePacked(['address', 'address'], [token0 as ViemAddress, token1 as ViemAddress]),
    ),
    bytecodeHash: PAIR_INIT_CODE_HASH,
  }).toLowerCase() as Address;
}

/** Integer square root, rounded down (Babylonian, as UniswapV2Pair's Math.sqrt). */
export function sqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = value;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + value / x) / 2n;
  }
  return x;
}

/** The pair's state after these steps, by UniswapV2Pair's mint and sync rules (no protocol fee). */
export function pairState(steps: readonly PairStep[]): PairState {
  const state: PairState = {
    reserve0: 0n,
    reserve1: 0n,
    totalSupply: 0n,
    balances: {},
    staked: {},
  };
  for (const step of steps) {
    if (step.kind === 'donate') {
      state.reserve0 += step.amount0;
      state.reserve1 += step.amount1;
      continue;
    }
    let liquidity: bigint;
    if (state.totalSupply === 0n) {
      liquidity = sqrt(step.amount0 * step.amount1) - MINIMUM_LIQUIDITY;
      state.balances['0x0000000000000000000000000000000000000000'] = MINIMUM_LIQUIDITY;
      state.totalSupply = MINIMUM_LIQUIDITY;
    } else {
      const by0 = (step.amount0 * state.totalSupply) / state.reserve0;
      const by1 = (step.amount1 * state.totalSupply) / state.reserve1;
      liquidity = by0 < by1 ? by0 : by1;
    }
    state.totalSupply += liquidity;
    const holder = step.farm ?? step.wallet;
    state.balances[holder] = (state.balances[holder] ?? 0n) + liquidity;
    if (step.farm !== undefined)
      state.staked[step.wallet] = (state.staked[step.wallet] ?? 0n) + liquidity;
    state.reserve0 += step.amount0;
    state.reserve1 += step.amount1;
  }
  return state;
}

function units(amount: number, decimals: number): bigint {
  return (BigInt(Math.round(amount * 1e6)) * 10n ** BigInt(decimals)) / 1_000_000n;
}

/** The world's pairs for these wallets (the first two wallets hold shares), tokens looked up by symbol. */
export function worldPairs(
  wallets: readonly Address[],
  wellKnown: (chain: ChainKey, symbol: string) => WorldToken,
  farmOf: (chain: ChainKey) => Address | undefined,
): WorldPair[] {
  return PLANS.flatMap((plan) => {
    const [first, second] = plan.tokens.map((symbol) => wellKnown(plan.chain, symbol)) as [
      WorldToken,
      WorldToken,
    ];
    // UniswapV2Factory sorts the pair's tokens by address.
    const flipped = second.address < first.address;
    const [token0, token1] = flipped ? [second, first] : [first, second];
    const side = (a: number, b: number) => {
      const [amount0, amount1] = flipped ? [b, a] : [a, b];
      return { amount0: units(amount0, token0.decimals), amount1: units(amount1, token1.decimals) };
    };
    const mints = plan.mints.flatMap(([index, a, b]): PairStep[] => {
      const wallet = wallets[index];
      return wallet === undefined ? [] : [{ kind: 'mint', wallet, ...side(a, b) }];
    });
    if (mints.length === 0) return [];
    const farm = farmOf(plan.chain);
    const farmed = (farm === undefined ? [] : (plan.farmed ?? [])).flatMap(
      ([index, a, b]): PairStep[] => {
        const wallet = wallets[index];
        return wallet === undefined || farm === undefined
          ? []
          : [{ kind: 'mint', wallet, farm, ...side(a, b) }];
      },
    );
    const steps: PairStep[] = [
      mints[0]!,
      { kind: 'donate', ...side(...plan.donation) },
      ...mints.slice(1),
      ...farmed,
    ];
    return [
      {
        chain: plan.chain,
        protocol: plan.protocol,
        factory: plan.factory,
        address: pairAddress(plan.factory, token0.address, token1.address),
        token0: token0.address,
        token1: token1.address,
        symbol: plan.symbol,
        name: plan.name,
        steps,
        state: pairState(steps),
      },
    ];
  });
}

/** The pair's LP token as a world token: 18 decimals, quoted by nobody (DEX services do not price pair tokens). */
export function pairToken(pair: WorldPair): WorldToken {
  return {
    chain: pair.chain,
    address: pair.address,
    checksum: getAddress(pair.address) as Address,
    symbol: pair.symbol,
    name: pair.name,
    decimals: 18,
    kind: 'pool-share',
    note: `${pair.protocol} pair`,
    iconUrl: null,
    totalSupply: pair.state.totalSupply,
    holders: Object.keys(pair.state.balances).length,
    quotes: { dexscreener: null, defillama: null, blockscout: null },
    price24hAgoUsd: null,
    change24hPct: null,
    expected: { priceUsd: null, priceSource: 'none', change24hPct: null, reason: null },
  };
}
