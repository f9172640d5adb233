import type { ChainKey } from '../../../shared/src/chains';

/**
 * The world's fixed "now": 2026-08-20T10:00:00Z, the date the upstream samples were taken. A
 * fixed clock makes 24h-ago prices, HEX days, block numbers and confirmations deterministic.
 * It is a multiple of 10 minutes, DefiLlama's record spacing in the sandbox.
 */
export const WORLD_NOW = 1_787_220_000;

export const DAY_SECONDS = 86_400;

/** HEX's LAUNCH_TIME; currentDay = (now − LAUNCH_TIME) / 86400 (UPSTREAMS.md §8). */
export const HEX_LAUNCH_TIME = 1_575_331_200;

export const HEX_CURRENT_DAY = Math.floor((WORLD_NOW - HEX_LAUNCH_TIME) / DAY_SECONDS);

/**
 * Each chain's head block at WORLD_NOW and its block time, so a timestamp maps to a block number
 * the way a reader of the real chains would expect (PulseChain 10 s, Ethereum 12 s…). These are
 * sandbox facts about simulated chains, not chain facts, so they live here and not in the registry.
 */
export const CHAIN_CLOCK: Readonly<Record<ChainKey, { headBlock: number; blockSeconds: number }>> =
  {
    pulse: { headBlock: 24_812_240, blockSeconds: 10 },
    eth: { headBlock: 23_180_422, blockSeconds: 12 },
    base: { headBlock: 34_512_880, blockSeconds: 2 },
    bsc: { headBlock: 58_931_004, blockSeconds: 3 },
    polygon: { headBlock: 75_402_117, blockSeconds: 2 },
  };

export function blockAt(chain: ChainKey, timestamp: number): number {
  const clock = CHAIN_CLOCK[chain];
  return clock.headBlock - Math.floor((WORLD_NOW - timestamp) / clock.blockSeconds);
}

/** Blockscout v2 spells times as ISO strings with microseconds ("2026-08-20T10:12:35.000000Z"). */
export function isoMicros(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}
