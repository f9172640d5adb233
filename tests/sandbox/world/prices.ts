import type { ExpectedPriceSource, PriceSource } from './types';

/**
 * The gateway's ERC-20 price fallback order: DexScreener, then DefiLlama, then the explorer's
 * exchange_rate (UPSTREAMS.md "Keyless defaults", ERC-20 prices). Ground truth names the first
 * source in this order that quotes a token; change it here if the gateway's order changes.
 */
export const PRICE_SOURCE_ORDER: readonly PriceSource[] = [
  'dexscreener',
  'defillama',
  'blockscout',
];

/** Rounds to `digits` significant digits, so a price survives any decimal rendering exactly. */
export function significant(value: number, digits = 4): number {
  return Number(value.toPrecision(digits));
}

/**
 * A decimal string without exponent ("0.00000041", not "4.1e-7"): how Blockscout and DexScreener
 * spell prices. Prices in the world have 4 significant digits, so this is exact.
 */
export function plainDecimal(value: number): string {
  if (value === 0 || Math.abs(value) >= 1e-6) return String(value);
  const exponent = Math.floor(Math.log10(Math.abs(value)));
  return value.toFixed(Math.min(100, -exponent + 12)).replace(/0+$/, '');
}

/** The price 24 h ago implied by a two-decimal change: change = (now − ago) / ago × 100 (spec §5). */
export function priceAgo(priceUsd: number, change24hPct: number): number {
  return priceUsd / (1 + change24hPct / 100);
}

/** Rounds to two decimals, DexScreener's precision for priceChange. */
export function twoDecimals(value: number): number {
  return Math.round(value * 100) / 100;
}

export function expectedSource(pricedBy: readonly PriceSource[]): ExpectedPriceSource {
  return PRICE_SOURCE_ORDER.find((source) => pricedBy.includes(source)) ?? 'none';
}

/**
 * The world's price history: flat at the 24h-ago price before WORLD_NOW − 24 h, linear to today's
 * price at WORLD_NOW, flat after. Enough for DefiLlama's historical and percentage endpoints.
 */
export function priceAt(
  now: { priceUsd: number; price24hAgoUsd: number },
  worldNow: number,
  timestamp: number,
): number {
  const start = worldNow - 86_400;
  if (timestamp <= start) return now.price24hAgoUsd;
  if (timestamp >= worldNow) return now.priceUsd;
  return now.price24hAgoUsd + ((now.priceUsd - now.price24hAgoUsd) * (timestamp - start)) / 86_400;
}
