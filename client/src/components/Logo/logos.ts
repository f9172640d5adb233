import type { ChainKey } from '../../graphql/generated/graphql';

/**
 * The chain and coin logos this server ships (client/public/logos, licences in its LICENSE.md):
 * the dashboard never loads a logo from a third-party host.
 */
const logo = (name: string) => `/logos/${name}.svg`;

export const CHAIN_LOGOS: Readonly<Record<ChainKey, string>> = {
  PULSE: logo('pls'),
  ETH: logo('eth'),
  BASE: logo('base'),
  BSC: logo('bnb'),
  POLYGON: logo('pol'),
};

/** By the ticker's label (gateway/src/services/ticker/tickerCoins.ts): eHEX and HEX share HEX's mark. */
const COIN_LOGOS: Readonly<Record<string, string>> = {
  BTC: logo('btc'),
  ETH: logo('eth'),
  PLS: logo('pls'),
  PLSX: logo('plsx'),
  INC: logo('inc'),
  HEX: logo('hex'),
  eHEX: logo('hex'),
  USDT: logo('usdt'),
  USDC: logo('usdc'),
  BNB: logo('bnb'),
  SOL: logo('sol'),
  LINK: logo('link'),
  DOGE: logo('doge'),
  ADA: logo('ada'),
  TRX: logo('trx'),
  POL: logo('pol'),
};

export function coinLogo(label: string): string | undefined {
  return COIN_LOGOS[label];
}
