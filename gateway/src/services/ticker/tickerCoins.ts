import type { Address } from '../../../../shared/src/addresses';
import { HEX_ADDRESS, type ChainKey } from '../../../../shared/src/chains';

/** Where the price engine finds a coin when the market-data API has no price for it. */
type TickerFallback =
  /** The chain's native coin (priceTokens' sibling nativePrice: DEX wrapped-native pair first). */
  | { kind: 'native'; chain: ChainKey }
  /** A token on a chain, through priceTokens (stablecoins, DexScreener, DefiLlama, …). */
  | { kind: 'token'; chain: ChainKey; address: Address }
  /** A coin with no token of ours (BTC, SOL…): DefiLlama's `coingecko:{id}` (UPSTREAMS.md "Keyless defaults", ticker). */
  | { kind: 'coin' };

export interface TickerCoin {
  /** The spec's label (spec §2 "Ticker"). */
  label: string;
  /** CoinGecko id (UPSTREAMS.md §6). */
  id: string;
  symbol: string;
  name: string;
  fallback: TickerFallback;
}

const token = (chain: ChainKey, address: string): TickerFallback => ({
  kind: 'token',
  chain,
  address: address.toLowerCase() as Address,
});

/**
 * The 15 coins of spec §2, in its order. Ids per UPSTREAMS.md §6; `incentive` and
 * `hex-pulsechain` are unverified there, so INC and HEX must also work from the fallback:
 * PLS, PLSX, INC and HEX from PulseChain, eHEX as HEX on Ethereum (UPSTREAMS.md §9 addresses).
 */
export const TICKER_COINS: readonly TickerCoin[] = [
  { label: 'BTC', id: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', fallback: { kind: 'coin' } },
  {
    label: 'ETH',
    id: 'ethereum',
    symbol: 'ETH',
    name: 'Ethereum',
    fallback: { kind: 'native', chain: 'eth' },
  },
  {
    label: 'PLS',
    id: 'pulsechain',
    symbol: 'PLS',
    name: 'PulseChain',
    fallback: { kind: 'native', chain: 'pulse' },
  },
  {
    label: 'USDT',
    id: 'tether',
    symbol: 'USDT',
    name: 'Tether',
    fallback: token('eth', '0xdAC17F958D2ee523a2206206994597C13D831ec7'),
  },
  {
    label: 'BNB',
    id: 'binancecoin',
    symbol: 'BNB',
    name: 'BNB',
    fallback: { kind: 'native', chain: 'bsc' },
  },
  { label: 'SOL', id: 'solana', symbol: 'SOL', name: 'Solana', fallback: { kind: 'coin' } },
  {
    label: 'USDC',
    id: 'usd-coin',
    symbol: 'USDC',
    name: 'USDC',
    fallback: token('eth', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
  },
  {
    label: 'LINK',
    id: 'chainlink',
    symbol: 'LINK',
    name: 'Chainlink',
    fallback: token('eth', '0x514910771AF9Ca656af840dff83E8264EcF986CA'),
  },
  { label: 'DOGE', id: 'dogecoin', symbol: 'DOGE', name: 'Dogecoin', fallback: { kind: 'coin' } },
  { label: 'ADA', id: 'cardano', symbol: 'ADA', name: 'Cardano', fallback: { kind: 'coin' } },
  { label: 'TRX', id: 'tron', symbol: 'TRX', name: 'TRON', fallback: { kind: 'coin' } },
  {
    label: 'PLSX',
    id: 'pulsex',
    symbol: 'PLSX',
    name: 'PulseX',
    fallback: token('pulse', '0x95B303987A60C71504D99Aa1b13B4DA07b0790ab'),
  },
  {
    label: 'INC',
    id: 'incentive',
    symbol: 'INC',
    name: 'Incentive',
    fallback: token('pulse', '0x2fa878Ab3F87CC1C9737Fc071108F904c0B0C95d'),
  },
  { label: 'eHEX', id: 'hex', symbol: 'HEX', name: 'HEX', fallback: token('eth', HEX_ADDRESS) },
  {
    label: 'HEX',
    id: 'hex-pulsechain',
    symbol: 'HEX',
    name: 'HEX (PulseChain)',
    fallback: token('pulse', HEX_ADDRESS),
  },
];
