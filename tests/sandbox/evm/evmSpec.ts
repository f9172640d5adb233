/**
 * What the sandbox's real EVM must hold for one chain: the contract between the world generator
 * (tests/sandbox/world) and the EVM (tests/sandbox/evm). Amounts are bigint base units.
 */
export interface HexStakeSpec {
  stakeId: number;
  stakedHearts: bigint;
  stakeShares: bigint;
  lockedDay: number;
  stakedDays: number;
  /** 0 while the stake is active (UPSTREAMS.md §8). */
  unlockedDay: number;
  isAutoStake: boolean;
}

/** One day of HEX's dailyData: packed on chain as payout | shares << 72 | unclaimedSats << 144. */
export interface HexDailyDataSpec {
  dayPayoutTotal: bigint;
  dayStakeSharesTotal: bigint;
  dayUnclaimedSatoshisTotal: bigint;
}

/**
 * globalInfo()'s words besides shareRate, dailyDataCount and block.timestamp (UPSTREAMS.md §8), in
 * its order. The remaining three (nextStakeSharesTotal, stakePenaltyTotal, xfLobby[currentDay])
 * always read 0 in the sandbox (HexSandbox.sol says why).
 */
export interface HexGlobalsSpec {
  lockedHeartsTotal: bigint;
  stakeSharesTotal: bigint;
  latestStakeId: number;
  unclaimedSatoshisTotal: bigint;
  /** With claimedBtcAddrCount, what _calcAdoptionBonus scales each BigPayDay slice by. */
  claimedSatoshisTotal: bigint;
  claimedBtcAddrCount: bigint;
  totalSupply: bigint;
}

export interface HexSpec {
  currentDay: number;
  /** Index = day number; length = globals.dailyDataCount (days 0 … currentDay − 1). */
  dailyData: HexDailyDataSpec[];
  shareRate: bigint;
  /** Absent: those words read 0, as on a HEX nobody has claimed from (no adoption bonus). */
  globals?: HexGlobalsSpec;
  /** Lowercase wallet → its stakes in stakeLists order. */
  stakes: Record<string, HexStakeSpec[]>;
  /** Wallets whose stakeCount call reverts, so "a revert on stake count means zero stakes" is real (spec §5). */
  revertStakeCountFor: string[];
}

/** Hedron's HSIM as HedronSandbox holds it; each HSI's stake is in HexSpec.stakes under the HSI's address. */
export interface HedronSpec {
  /** Lowercase owner → the HSI addresses of its hsiLists, in order. */
  hsiLists: Record<string, string[]>;
  /** Lowercase owner → its HSI NFTs in tokenOfOwnerByIndex order. */
  tokens: Record<string, { tokenId: bigint; hsi: string }[]>;
}

/** One ERC-20 as the chain holds it. */
export interface Erc20Spec {
  symbol: string;
  name: string;
  decimals: number;
  /** Lowercase wallet → balance in base units; every other address holds 0. */
  balances: Record<string, bigint>;
}

/**
 * A Uniswap v2 pair created by the real UniswapV2Factory placed at `factory`, its steps replayed
 * in order: a mint sets the pair's token balances up by the amounts (Erc20Sandbox setters, as a
 * transfer in would) and calls mint(wallet); a donation does the same and calls sync(). Both
 * tokens must be in the chain's `erc20`.
 */
export interface PairSpec {
  factory: string;
  token0: string;
  token1: string;
  steps: (
    | { kind: 'mint'; wallet: string; amount0: bigint; amount1: bigint; farm?: string }
    | { kind: 'donate'; amount0: bigint; amount1: bigint }
  )[];
}

/** A FarmSandbox (PulseX's farm interface) at `address`, its pools and stakers set as given. */
export interface FarmSpec {
  address: string;
  rewardToken: string;
  pools: { lpToken: string; allocPoint: bigint; accIncPerShare: bigint }[];
  users: { pid: number; wallet: string; amount: bigint; rewardDebt: bigint }[];
}

/**
 * A Uniswap v3 pool created and initialised through the real NonfungiblePositionManager at
 * `sqrtPriceX96`, its positions minted in order (the manager numbers them 1, 2, …) and then its
 * swaps made through the real SwapRouter, so in-range positions earn fees. Both tokens must be in
 * the chain's `erc20`; the setup account pays for every mint and swap.
 */
export interface ConcentratedPoolSpec {
  token0: string;
  token1: string;
  /** Hundredths of a basis point: 500, 3000 or 10000 (the factory's fee tiers). */
  fee: number;
  sqrtPriceX96: bigint;
  positions: {
    wallet: string;
    tickLower: number;
    tickUpper: number;
    amount0Desired: bigint;
    amount1Desired: bigint;
  }[];
  swaps: { zeroForOne: boolean; amountIn: bigint }[];
}

export interface EvmChainSpec {
  chainId: number;
  /** Lowercase wallet → native balance in wei. */
  nativeBalances: Record<string, bigint>;
  /** HEX-interface contract at 0x2b591e99afE9f32eAA6214f7B7629768c40Eeb39 (PulseChain and Ethereum only). */
  hex?: HexSpec;
  /** HedronSandbox at Hedron's HSIM address (PulseChain and Ethereum only). */
  hedron?: HedronSpec;
  /**
   * Lowercase token address → an Erc20Sandbox placed there (balanceOf, decimals, symbol, name,
   * totalSupply), so on-chain balance readers such as the keyless BSC route have tokens to read.
   */
  erc20?: Record<string, Erc20Spec>;
  /** v2 pairs, after the ERC-20s they pair are placed. */
  pairs?: PairSpec[];
  /** A farm of those pairs' LP, after the pairs (a mint step's `farm` is its address). */
  farm?: FarmSpec;
  /** Uniswap v3 (factory, SwapRouter, position manager at Ethereum's addresses) and its pools. */
  concentrated?: ConcentratedPoolSpec[];
  /** Normalised ENS name → address, answered by an EnsSandbox at the Universal Resolver's address (Ethereum only). */
  ens?: Record<string, string>;
  /**
   * Unix seconds the node's clock starts at (the world's fixed "now"), so block timestamps, and
   * with them HEX's globalInfo()[10], agree with the world's HEX day. The machine's clock when absent.
   */
  now?: number;
}
