/**
 * The chain registry: every fact about a chain lives here once (DESIGN.md "Layers").
 * Upstream base URLs below are the keyless public defaults; the gateway's config lets each be
 * overridden by an environment variable derived from the chain key (see gateway/src/config).
 */

export const CHAIN_KEYS = ['pulse', 'eth', 'base', 'bsc', 'polygon'] as const;
export type ChainKey = (typeof CHAIN_KEYS)[number];

/** Where a chain's token listing comes from, in fallback order (spec §4). */
export type TokenListingSource =
  | 'blockscout-token-balances'
  | 'blockscout-tokens-paged'
  | 'blockscout-tokenlist'
  | 'bsc-indexer'
  | 'multicall-token-list';

export interface ChainInfo {
  key: ChainKey;
  id: number;
  name: string;
  nativeSymbol: string;
  nativeName: string;
  nativeDecimals: number;
  /** Wrapped native token, used to price the native coin on a DEX. */
  wrappedNative: `0x${string}`;
  /** Human-facing explorer, for links to transactions and addresses. */
  explorerUrl: string;
  /** Default Blockscout instance (REST v2 lives at `${blockscoutUrl}/api/v2`, classic at `/api`); null where none exists (UPSTREAMS.md §1.1: BSC). */
  blockscoutUrl: string | null;
  /** Keyless public JSON-RPC nodes, tried in order (UPSTREAMS.md §7). */
  rpcUrls: readonly string[];
  /** DexScreener's chainId string (UPSTREAMS.md §4). */
  dexScreenerId: string;
  /** DefiLlama's chain key for `chain:address` coin ids (UPSTREAMS.md §5). */
  defiLlamaKey: string;
  /** GeckoTerminal's network id (UPSTREAMS.md §8b). */
  geckoTerminalNetwork: string;
  /** DefiLlama/CoinGecko id of the native coin (spec §7 "Price service by coin id"). */
  nativeCoinGeckoId: string;
  /** DexScreener addresses per /tokens request (spec §4: 25 on PulseChain, 30 elsewhere). */
  dexBatchSize: number;
  /** The chain's minimum token value in USD (spec §5: PulseChain drops at or below it, Ethereum under it); null = no per-chain floor. */
  minTokenUsd: number | null;
  tokenListing: readonly TokenListingSource[];
}

export const CHAINS: Readonly<Record<ChainKey, ChainInfo>> = {
  pulse: {
    key: 'pulse',
    id: 369,
    name: 'PulseChain',
    nativeSymbol: 'PLS',
    nativeName: 'Pulse',
    nativeDecimals: 18,
    wrappedNative: '0xA1077a294dDE1B09bB078844df40758a5D0f9a27',
    explorerUrl: 'https://scan.pulsechain.com',
    blockscoutUrl: 'https://api.scan.pulsechain.com',
    rpcUrls: [
      'https://rpc.pulsechain.com',
      'https://pulsechain-rpc.publicnode.com',
      'https://rpc-pulsechain.g4mm4.io',
    ],
    dexScreenerId: 'pulsechain',
    defiLlamaKey: 'pulse',
    geckoTerminalNetwork: 'pulsechain',
    nativeCoinGeckoId: 'pulsechain',
    dexBatchSize: 25,
    minTokenUsd: 0.01,
    tokenListing: ['blockscout-token-balances', 'blockscout-tokens-paged', 'blockscout-tokenlist'],
  },
  eth: {
    key: 'eth',
    id: 1,
    name: 'Ethereum',
    nativeSymbol: 'ETH',
    nativeName: 'Ether',
    nativeDecimals: 18,
    wrappedNative: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    explorerUrl: 'https://etherscan.io',
    blockscoutUrl: 'https://eth.blockscout.com',
    rpcUrls: [
      'https://ethereum-rpc.publicnode.com',
      'https://eth.drpc.org',
      'https://cloudflare-eth.com',
      'https://public.1rpc.io/eth',
    ],
    dexScreenerId: 'ethereum',
    defiLlamaKey: 'ethereum',
    geckoTerminalNetwork: 'eth',
    nativeCoinGeckoId: 'ethereum',
    dexBatchSize: 30,
    minTokenUsd: 0.01,
    tokenListing: ['blockscout-tokens-paged', 'blockscout-tokenlist'],
  },
  base: {
    key: 'base',
    id: 8453,
    name: 'Base',
    nativeSymbol: 'ETH',
    nativeName: 'Ether',
    nativeDecimals: 18,
    wrappedNative: '0x4200000000000000000000000000000000000006',
    explorerUrl: 'https://basescan.org',
    blockscoutUrl: 'https://base.blockscout.com',
    rpcUrls: [
      'https://mainnet.base.org',
      'https://base-rpc.publicnode.com',
      'https://base.drpc.org',
    ],
    dexScreenerId: 'base',
    defiLlamaKey: 'base',
    geckoTerminalNetwork: 'base',
    nativeCoinGeckoId: 'ethereum',
    dexBatchSize: 30,
    minTokenUsd: null,
    tokenListing: ['blockscout-tokens-paged', 'blockscout-tokenlist'],
  },
  bsc: {
    key: 'bsc',
    id: 56,
    name: 'BNB Smart Chain',
    nativeSymbol: 'BNB',
    nativeName: 'BNB',
    nativeDecimals: 18,
    wrappedNative: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
    explorerUrl: 'https://bscscan.com',
    blockscoutUrl: null,
    rpcUrls: [
      'https://bsc-dataseed.bnbchain.org',
      'https://bsc-rpc.publicnode.com',
      'https://bsc.drpc.org',
    ],
    dexScreenerId: 'bsc',
    defiLlamaKey: 'bsc',
    geckoTerminalNetwork: 'bsc',
    nativeCoinGeckoId: 'binancecoin',
    dexBatchSize: 30,
    minTokenUsd: null,
    // Spec §4 "optional indexer (only if configured), then block-explorer tokenlist" — BSC has no
    // public explorer, so that step runs only when BSC_BLOCKSCOUT_URL is set — then, keyless, the
    // on-chain read of a token list (UPSTREAMS.md "Keyless defaults").
    tokenListing: ['bsc-indexer', 'blockscout-tokenlist', 'multicall-token-list'],
  },
  polygon: {
    key: 'polygon',
    id: 137,
    name: 'Polygon',
    nativeSymbol: 'POL',
    nativeName: 'Polygon Ecosystem Token',
    nativeDecimals: 18,
    wrappedNative: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
    explorerUrl: 'https://polygonscan.com',
    blockscoutUrl: 'https://polygon.blockscout.com',
    rpcUrls: [
      'https://polygon-rpc.com',
      'https://polygon-bor-rpc.publicnode.com',
      'https://polygon.drpc.org',
    ],
    dexScreenerId: 'polygon',
    defiLlamaKey: 'polygon',
    geckoTerminalNetwork: 'polygon_pos',
    nativeCoinGeckoId: 'matic-network',
    dexBatchSize: 30,
    minTokenUsd: null,
    tokenListing: ['blockscout-tokens-paged', 'blockscout-tokenlist'],
  },
};

/** Multicall3's canonical address, the same on all five chains (UPSTREAMS.md §7). */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** HEX lives at the same address on Ethereum and, by the state fork, on PulseChain (UPSTREAMS.md §8). */
export const HEX_ADDRESS = '0x2b591e99afE9f32eAA6214f7B7629768c40Eeb39';

/**
 * Where HEX is staked (spec §3 "Staking config", UPSTREAMS.md §8: the same contract on both
 * chains): HEX on PulseChain, eHEX on Ethereum. The GraphQL HexNetwork enum, the staking
 * networks, the HEX clients and the stakes CSV are all derived from this.
 */
export const HEX_DEPLOYMENTS = {
  pulse: { network: 'PULSECHAIN', page: 'hex', unit: 'HEX', title: 'HEX Staking' },
  eth: { network: 'ETHEREUM', page: 'ehex', unit: 'eHEX', title: 'eHEX Staking' },
} as const satisfies Partial<
  Record<ChainKey, { network: string; page: string; unit: string; title: string }>
>;
export type HexChain = keyof typeof HEX_DEPLOYMENTS;
export const HEX_CHAINS = CHAIN_KEYS.filter((key): key is HexChain => key in HEX_DEPLOYMENTS);

/**
 * Hedron's HEX Stake Instance Manager (HSIM): the same address on Ethereum and PulseChain, like HEX
 * (deployed before the fork). Its HSIs are contracts that each hold one HEX stake.
 */
export const HSIM_ADDRESS = '0x8BD3d1472A656e312E94fB1BbdD599B8C51D18e3';
