import type { ChainKey } from '../../../shared/src/chains';
import type { TokenSeed } from './catalogue';
import { significant, twoDecimals } from './prices';
import type { Rng } from './random';
import type { PriceSource } from './types';

/**
 * Every combination of quoting sources, cycled over a chain's ordinary tokens so that each chain
 * has tokens priced only by the DEX, only by DefiLlama, only by the explorer's exchange_rate, by
 * several, and by none. BSC has no explorer (UPSTREAMS.md §1.1), so no explorer quotes there.
 */
const PRICING_PATTERNS: readonly (readonly PriceSource[])[] = [
  ['dexscreener'],
  ['defillama'],
  ['blockscout'],
  [],
  ['dexscreener', 'defillama'],
  ['dexscreener', 'blockscout'],
  ['defillama', 'blockscout'],
  ['dexscreener'],
];

/** How many generated tokens each chain has; PulseChain's whale then holds more than a Blockscout page (50). */
export const ORDINARY_TOKEN_COUNT: Readonly<Record<ChainKey, number>> = {
  pulse: 64,
  eth: 40,
  base: 24,
  bsc: 24,
  polygon: 24,
};

// Words chosen so that no name contains a spam phrase, a blocklisted fragment, a dot or a link.
const FIRST = [
  'Aurora',
  'Nimbus',
  'Quartz',
  'Helix',
  'Zephyr',
  'Orbit',
  'Lumen',
  'Cobalt',
  'Vertex',
  'Ember',
  'Solace',
  'Tidal',
  'Granite',
  'Prism',
  'Falcon',
  'Ivory',
  'Juniper',
  'Kelvin',
  'Mosaic',
  'Nova',
  'Onyx',
  'Pylon',
  'Quasar',
  'Raven',
  'Sable',
  'Titan',
  'Umbra',
  'Vortex',
  'Willow',
  'Xenon',
  'Yonder',
  'Zenith',
];
const SECOND = [
  'Protocol',
  'Finance',
  'Token',
  'Coin',
  'Network',
  'DAO',
  'Labs',
  'Cash',
  'Swap',
  'Yield',
];

/** Decimals 18 mostly, with 6, 8 and 9 (spec §3: decimals vary; balances exceed 2^53 base units). */
const DECIMALS = [18, 18, 18, 18, 18, 6, 6, 8, 8, 9];

export function ordinaryTokens(chain: ChainKey, rng: Rng): TokenSeed[] {
  const count = ORDINARY_TOKEN_COUNT[chain];
  const names = rng.sample(
    FIRST.flatMap((first) => SECOND.map((second) => [first, second] as const)),
    count,
  );
  return names.map(([first, second], index) => {
    const pattern = (PRICING_PATTERNS[index % PRICING_PATTERNS.length] ?? []).filter(
      (source) => chain !== 'bsc' || source !== 'blockscout',
    );
    const priced = pattern.length > 0;
    return {
      address: rng.address(),
      symbol: `${first.slice(0, 3).toUpperCase()}${second.slice(0, 1)}`,
      name: `${first} ${second}`,
      decimals: rng.pick(DECIMALS),
      kind: 'ordinary',
      priceUsd: priced ? significant(rng.logUniform(0.000001, 250)) : null,
      change24hPct: priced ? twoDecimals(rng.next() * 40 - 20) : null,
      pricedBy: pattern,
      note: priced ? `priced by ${pattern.join(' + ')}` : 'priced by nobody',
    };
  });
}
