import { HEX_ADDRESS, type ChainKey } from '../../../shared/src/chains';
import { NATIVE_PRICES, WELL_KNOWN } from './catalogue';
import { priceAgo } from './prices';

/** A coin of CoinGecko's catalogue, priced consistently with the rest of the world. */
export interface MarketCoin {
  /** CoinGecko id, also DefiLlama's `coingecko:<id>`. */
  id: string;
  symbol: string;
  name: string;
  /** The spec's ticker label (spec §2 "Ticker"); null for coins outside the ticker. */
  tickerLabel: string | null;
  priceUsd: number;
  change24hPct: number;
  price24hAgoUsd: number;
  marketCapRank: number;
  circulatingSupply: number;
  /**
   * Whether /coins/markets knows the id. UPSTREAMS.md §6 marks `incentive` and `hex-pulsechain`
   * unverified, so the world leaves them out: the ticker must fall back to DefiLlama for them.
   */
  inMarkets: boolean;
}

function wellKnown(chain: ChainKey, address: string): { priceUsd: number; change24hPct: number } {
  const seed = WELL_KNOWN[chain].find(
    (token) => token.address.toLowerCase() === address.toLowerCase(),
  );
  if (seed === undefined || seed.priceUsd === null || seed.change24hPct === null)
    throw new Error(`no well-known price for ${chain}:${address}`);
  return { priceUsd: seed.priceUsd, change24hPct: seed.change24hPct };
}

type CoinSeed = Omit<MarketCoin, 'price24hAgoUsd' | 'inMarkets'> & { inMarkets?: false };

const COINS: readonly CoinSeed[] = [
  {
    id: 'bitcoin',
    symbol: 'btc',
    name: 'Bitcoin',
    tickerLabel: 'BTC',
    priceUsd: 117400,
    change24hPct: -0.74,
    marketCapRank: 1,
    circulatingSupply: 19_912_231,
  },
  {
    id: 'ethereum',
    symbol: 'eth',
    name: 'Ethereum',
    tickerLabel: 'ETH',
    ...NATIVE_PRICES.eth,
    marketCapRank: 2,
    circulatingSupply: 120_692_123,
  },
  {
    id: 'tether',
    symbol: 'usdt',
    name: 'Tether',
    tickerLabel: 'USDT',
    priceUsd: 1.0002,
    change24hPct: -0.01,
    marketCapRank: 3,
    circulatingSupply: 168_000_000_000,
  },
  {
    id: 'binancecoin',
    symbol: 'bnb',
    name: 'BNB',
    tickerLabel: 'BNB',
    ...NATIVE_PRICES.bsc,
    marketCapRank: 5,
    circulatingSupply: 140_900_000,
  },
  {
    id: 'solana',
    symbol: 'sol',
    name: 'Solana',
    tickerLabel: 'SOL',
    priceUsd: 187.3,
    change24hPct: 2.41,
    marketCapRank: 6,
    circulatingSupply: 540_000_000,
  },
  {
    id: 'usd-coin',
    symbol: 'usdc',
    name: 'USDC',
    tickerLabel: 'USDC',
    priceUsd: 0.9998,
    change24hPct: 0.01,
    marketCapRank: 7,
    circulatingSupply: 74_000_000_000,
  },
  {
    id: 'dogecoin',
    symbol: 'doge',
    name: 'Dogecoin',
    tickerLabel: 'DOGE',
    priceUsd: 0.2231,
    change24hPct: -3.12,
    marketCapRank: 8,
    circulatingSupply: 150_000_000_000,
  },
  {
    id: 'tron',
    symbol: 'trx',
    name: 'TRON',
    tickerLabel: 'TRX',
    priceUsd: 0.3412,
    change24hPct: 0.45,
    marketCapRank: 9,
    circulatingSupply: 94_700_000_000,
  },
  {
    id: 'cardano',
    symbol: 'ada',
    name: 'Cardano',
    tickerLabel: 'ADA',
    priceUsd: 0.8123,
    change24hPct: 1.07,
    marketCapRank: 10,
    circulatingSupply: 36_000_000_000,
  },
  {
    id: 'chainlink',
    symbol: 'link',
    name: 'Chainlink',
    tickerLabel: 'LINK',
    ...wellKnown('eth', '0x514910771AF9Ca656af840dff83E8264EcF986CA'),
    marketCapRank: 12,
    circulatingSupply: 678_000_000,
  },
  {
    id: 'matic-network',
    symbol: 'pol',
    name: 'POL (ex-MATIC)',
    tickerLabel: null,
    ...NATIVE_PRICES.polygon,
    marketCapRank: 60,
    circulatingSupply: 10_400_000_000,
  },
  {
    id: 'pulsechain',
    symbol: 'pls',
    name: 'PulseChain',
    tickerLabel: 'PLS',
    ...NATIVE_PRICES.pulse,
    marketCapRank: 150,
    circulatingSupply: 135_112_233_441_231,
  },
  {
    id: 'pulsex',
    symbol: 'plsx',
    name: 'PulseX',
    tickerLabel: 'PLSX',
    ...wellKnown('pulse', '0x95B303987A60C71504D99Aa1b13B4DA07b0790ab'),
    marketCapRank: 160,
    circulatingSupply: 131_412_231_122_331,
  },
  {
    id: 'hex',
    symbol: 'hex',
    name: 'HEX',
    tickerLabel: 'eHEX',
    ...wellKnown('eth', HEX_ADDRESS),
    marketCapRank: 210,
    circulatingSupply: 58_401_372_551,
  },
  {
    id: 'hex-pulsechain',
    symbol: 'hex',
    name: 'HEX (PulseChain)',
    tickerLabel: 'HEX',
    ...wellKnown('pulse', HEX_ADDRESS),
    marketCapRank: 180,
    circulatingSupply: 64_411_904_512,
    inMarkets: false,
  },
  {
    id: 'incentive',
    symbol: 'inc',
    name: 'Incentive',
    tickerLabel: 'INC',
    ...wellKnown('pulse', '0x2fa878Ab3F87CC1C9737Fc071108F904c0B0C95d'),
    marketCapRank: 900,
    circulatingSupply: 1_781_215,
    inMarkets: false,
  },
];

/** CoinGecko's world: the 15 ticker coins (spec §2) and the native coins' ids of the registry. */
export const MARKET_COINS: readonly MarketCoin[] = COINS.map((coin) => ({
  ...coin,
  inMarkets: coin.inMarkets ?? true,
  price24hAgoUsd: priceAgo(coin.priceUsd, coin.change24hPct),
}));
