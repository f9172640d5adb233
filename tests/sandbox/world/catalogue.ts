import type { ChainKey } from '../../../shared/src/chains';
import { HEX_ADDRESS, CHAINS } from '../../../shared/src/chains';
import type { PriceSource, TokenKind } from './types';

/** A token as written down before the world turns it into a WorldToken. */
export interface TokenSeed {
  address: string;
  symbol: string | null;
  name: string | null;
  decimals: number;
  kind: TokenKind;
  /** The price upstreams quote (null: nobody does). */
  priceUsd: number | null;
  change24hPct: number | null;
  pricedBy: readonly PriceSource[];
  /** Ethereum stablecoins the spec pins at 1 USD whatever upstreams say (spec §5). */
  pegged?: true;
  iconUrl?: string;
  /** The case the token exercises, shown in failing tests. */
  note?: string;
}

/** Native coin prices (USD) and 24h changes; every upstream that prices a native coin agrees. */
export const NATIVE_PRICES: Readonly<Record<ChainKey, { priceUsd: number; change24hPct: number }>> =
  {
    // PLS within the spec's accepted native range (above 0, below 1: spec §9).
    pulse: { priceUsd: 0.00003421, change24hPct: 3.22 },
    eth: { priceUsd: 3212, change24hPct: -1.37 },
    base: { priceUsd: 3212, change24hPct: -1.37 },
    bsc: { priceUsd: 612.3, change24hPct: 0.84 },
    polygon: { priceUsd: 0.4123, change24hPct: -2.05 },
  };

const ALL: readonly PriceSource[] = ['dexscreener', 'defillama', 'blockscout'];
const DEX: readonly PriceSource[] = ['dexscreener'];
const DEX_LLAMA: readonly PriceSource[] = ['dexscreener', 'defillama'];
const DEX_EXPLORER: readonly PriceSource[] = ['dexscreener', 'blockscout'];

const icon = (name: string) => `https://assets.coingecko.com/coins/images/${name}.png`;

const wrapped = (
  chain: ChainKey,
  symbol: string,
  name: string,
  pricedBy: readonly PriceSource[],
): TokenSeed => ({
  address: CHAINS[chain].wrappedNative,
  symbol,
  name,
  decimals: 18,
  kind: 'well-known',
  ...NATIVE_PRICES[chain],
  pricedBy,
});

/**
 * Well-known tokens per chain: UPSTREAMS.md §9 for PulseChain and Ethereum (token-addresses.json),
 * each chain's majors elsewhere. PulseChain holds the state-fork copies of Ethereum tokens at the
 * Ethereum addresses, with PulseChain's own (junk) prices — the DexScreener pitfall of §4.
 */
export const WELL_KNOWN: Readonly<Record<ChainKey, readonly TokenSeed[]>> = {
  pulse: [
    wrapped('pulse', 'WPLS', 'Wrapped Pulse', DEX_LLAMA),
    {
      address: '0x95B303987A60C71504D99Aa1b13B4DA07b0790ab',
      symbol: 'PLSX',
      name: 'PulseX',
      decimals: 18,
      kind: 'well-known',
      priceUsd: 0.00002981,
      change24hPct: -2.73,
      pricedBy: DEX_LLAMA,
    },
    {
      address: '0x2fa878Ab3F87CC1C9737Fc071108F904c0B0C95d',
      symbol: 'INC',
      name: 'Incentive',
      decimals: 18,
      kind: 'well-known',
      priceUsd: 1.214,
      change24hPct: 5.12,
      pricedBy: DEX,
    },
    {
      address: HEX_ADDRESS,
      symbol: 'HEX',
      name: 'HEX',
      decimals: 8,
      kind: 'well-known',
      priceUsd: 0.007641,
      change24hPct: 4.05,
      pricedBy: DEX_EXPLORER,
    },
    {
      address: '0x57fde0a71132198BBeC939B98976993d8D89D225',
      symbol: 'HEX',
      name: 'HEX from Ethereum',
      decimals: 8,
      kind: 'well-known',
      priceUsd: 0.003791,
      change24hPct: -1.9,
      pricedBy: DEX,
    },
    {
      address: '0xefD766cCb38EaF1dfd701853BFCe31359239F305',
      symbol: 'DAI',
      name: 'Dai Stablecoin from Ethereum',
      decimals: 18,
      kind: 'well-known',
      priceUsd: 0.9996,
      change24hPct: 0.02,
      pricedBy: DEX_EXPLORER,
    },
    {
      address: '0x15D38573d2feeb82e7ad5187aB8c1D52810B1f07',
      symbol: 'USDC',
      name: 'USD Coin from Ethereum',
      decimals: 6,
      kind: 'well-known',
      priceUsd: 0.9998,
      change24hPct: 0.01,
      pricedBy: DEX_EXPLORER,
    },
    {
      address: '0x0Cb6F5a34ad42ec934882A05265A7d5F59b51A2f',
      symbol: 'USDT',
      name: 'Tether USD from Ethereum',
      decimals: 6,
      kind: 'well-known',
      priceUsd: 1.0004,
      change24hPct: -0.03,
      pricedBy: DEX,
    },
    {
      address: '0x02DcdD04e3F455D838cd1249292C58f3B79e3C3C',
      symbol: 'WETH',
      name: 'Wrapped Ether from Ethereum',
      decimals: 18,
      kind: 'well-known',
      priceUsd: 3209,
      change24hPct: -1.35,
      pricedBy: DEX,
    },
    {
      address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      symbol: 'DAI',
      name: 'Dai Stablecoin',
      decimals: 18,
      kind: 'fork-copy',
      priceUsd: 0.002315,
      change24hPct: 7.4,
      pricedBy: DEX,
    },
    {
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      kind: 'fork-copy',
      priceUsd: 0.00004131,
      change24hPct: -12.5,
      pricedBy: DEX,
    },
    {
      address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      symbol: 'USDT',
      name: 'Tether USD',
      decimals: 6,
      kind: 'fork-copy',
      priceUsd: 0.00003877,
      change24hPct: 2.31,
      pricedBy: DEX,
    },
    {
      address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      symbol: 'WETH',
      name: 'Wrapped Ether',
      decimals: 18,
      kind: 'fork-copy',
      priceUsd: 0.02133,
      change24hPct: -4.44,
      pricedBy: DEX,
    },
  ],
  eth: [
    {
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      kind: 'well-known',
      priceUsd: 0.9998,
      change24hPct: 0.01,
      pricedBy: ALL,
      pegged: true,
      iconUrl: icon('6319/small/usdc'),
    },
    {
      address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      symbol: 'USDT',
      name: 'Tether USD',
      decimals: 6,
      kind: 'well-known',
      priceUsd: 1.0002,
      change24hPct: -0.01,
      pricedBy: ALL,
      pegged: true,
      iconUrl: icon('325/small/Tether'),
    },
    {
      address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      symbol: 'DAI',
      name: 'Dai Stablecoin',
      decimals: 18,
      kind: 'well-known',
      priceUsd: 1.0001,
      change24hPct: 0.02,
      pricedBy: ALL,
      pegged: true,
      iconUrl: icon('9956/small/Badge_Dai'),
    },
    {
      address: HEX_ADDRESS,
      symbol: 'HEX',
      name: 'HEX',
      decimals: 8,
      kind: 'well-known',
      priceUsd: 0.003834,
      change24hPct: -3.1,
      pricedBy: ALL,
    },
    wrapped('eth', 'WETH', 'Wrapped Ether', ALL),
    {
      address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
      symbol: 'WBTC',
      name: 'Wrapped BTC',
      decimals: 8,
      kind: 'well-known',
      priceUsd: 117400,
      change24hPct: -0.74,
      pricedBy: DEX_LLAMA,
    },
    {
      address: '0x514910771AF9Ca656af840dff83E8264EcF986CA',
      symbol: 'LINK',
      name: 'ChainLink Token',
      decimals: 18,
      kind: 'well-known',
      priceUsd: 17.42,
      change24hPct: 1.8,
      pricedBy: ALL,
    },
    {
      address: '0x5f98805A4E8be255a32880FDeC7F6728C6568bA0',
      symbol: 'LUSD',
      name: 'LUSD Stablecoin',
      decimals: 18,
      kind: 'stablecoin-peg',
      priceUsd: 0.9931,
      change24hPct: -0.12,
      pricedBy: DEX_LLAMA,
      pegged: true,
    },
  ],
  base: [
    wrapped('base', 'WETH', 'Wrapped Ether', ALL),
    {
      address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      kind: 'well-known',
      priceUsd: 0.9997,
      change24hPct: 0.01,
      pricedBy: ALL,
    },
    {
      address: '0xd9aAEc86B65D86f6A7B5B1b0c42FFA531710b6CA',
      symbol: 'USDbC',
      name: 'USD Base Coin',
      decimals: 6,
      kind: 'well-known',
      priceUsd: 0.9991,
      change24hPct: -0.02,
      pricedBy: DEX_EXPLORER,
      iconUrl: 'javascript:alert(1)',
      note: 'an explorer icon_url that must never reach a client (issue 14)',
    },
    {
      address: '0xcbB7C0000aB88B473b1f5aFd9ef808440eed33Bf',
      symbol: 'cbBTC',
      name: 'Coinbase Wrapped BTC',
      decimals: 8,
      kind: 'well-known',
      priceUsd: 117400,
      change24hPct: -0.75,
      pricedBy: DEX_LLAMA,
    },
  ],
  bsc: [
    wrapped('bsc', 'WBNB', 'Wrapped BNB', DEX_LLAMA),
    {
      address: '0x55d398326f99059fF775485246999027B3197955',
      symbol: 'USDT',
      name: 'Tether USD',
      decimals: 18,
      kind: 'well-known',
      priceUsd: 1.0003,
      change24hPct: 0.02,
      pricedBy: DEX_LLAMA,
    },
    {
      address: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 18,
      kind: 'well-known',
      priceUsd: 0.9999,
      change24hPct: -0.01,
      pricedBy: DEX_LLAMA,
    },
    {
      address: '0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c',
      symbol: 'BTCB',
      name: 'BTCB Token',
      decimals: 18,
      kind: 'well-known',
      priceUsd: 117400,
      change24hPct: -0.71,
      pricedBy: DEX_LLAMA,
    },
    {
      address: '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82',
      symbol: 'CAKE',
      name: 'PancakeSwap Token',
      decimals: 18,
      kind: 'well-known',
      priceUsd: 2.412,
      change24hPct: 3.33,
      pricedBy: DEX,
    },
    {
      address: '0x2170Ed0880ac9A755fd29B2688956BD959F933F8',
      symbol: 'ETH',
      name: 'Ethereum Token',
      decimals: 18,
      kind: 'well-known',
      priceUsd: 3210,
      change24hPct: -1.4,
      pricedBy: DEX_LLAMA,
    },
    // Binance's retired stablecoin, still held and still traded a little off its peg.
    {
      address: '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56',
      symbol: 'BUSD',
      name: 'BUSD Token',
      decimals: 18,
      kind: 'well-known',
      priceUsd: 0.9987,
      change24hPct: -0.06,
      pricedBy: DEX_LLAMA,
    },
  ],
  polygon: [
    wrapped('polygon', 'WPOL', 'Wrapped Polygon Ecosystem Token', ALL),
    {
      address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      kind: 'well-known',
      priceUsd: 0.9999,
      change24hPct: 0.01,
      pricedBy: ALL,
    },
    // Domain-shaped ("usdc.e") but never spam: the exception of spec §5.
    {
      address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174',
      symbol: 'USDC.e',
      name: 'USD Coin (PoS)',
      decimals: 6,
      kind: 'usdc-e',
      priceUsd: 0.9995,
      change24hPct: -0.02,
      pricedBy: ALL,
    },
    {
      address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
      symbol: 'USDT',
      name: '(PoS) Tether USD',
      decimals: 6,
      kind: 'well-known',
      priceUsd: 1.0001,
      change24hPct: 0.0,
      pricedBy: DEX_LLAMA,
    },
    {
      address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619',
      symbol: 'WETH',
      name: 'Wrapped Ether',
      decimals: 18,
      kind: 'well-known',
      priceUsd: 3211,
      change24hPct: -1.36,
      pricedBy: DEX_EXPLORER,
    },
    {
      address: '0x1BFD67037B42Cf73acF2047067bd4F2C47D9BfD6',
      symbol: 'WBTC',
      name: '(PoS) Wrapped BTC',
      decimals: 8,
      kind: 'well-known',
      priceUsd: 117300,
      change24hPct: -0.77,
      pricedBy: DEX_LLAMA,
    },
  ],
};
