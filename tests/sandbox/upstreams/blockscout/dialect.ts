import type { ChainKey } from '../../../../shared/src/chains';

/**
 * Which Blockscout a chain's explorer runs. PulseChain's api.scan.pulsechain.com is an old fork
 * with the v5-era schema: token `address`/`holders`, transaction `block`/`tx_types`, transfer
 * `tx_hash`, no `volume_24h`/`reputation`, and (like pre-v7 instances) 404 for unknown addresses
 * (UPSTREAMS.md §1.2, §1.6, §1.7 and the *-pulsechain-legacy samples). The Blockscout-hosted
 * explorers of Ethereum, Base and Polygon run the current schema.
 */
export type BlockscoutDialect = 'legacy' | 'current';

export type BlockscoutChain = 'pulse' | 'eth' | 'base' | 'polygon' | 'bsc';

/** Chains with a public Blockscout explorer, in the sandbox's default env; BSC has none (UPSTREAMS.md §1.1). */
export const BLOCKSCOUT_CHAINS: readonly BlockscoutChain[] = ['pulse', 'eth', 'base', 'polygon'];

/**
 * Every explorer the sandbox serves: the public ones and a BSC explorer such as a user may run
 * (README: BSC_BLOCKSCOUT_URL), left out of the default env so tests opt in (`sandbox.optionalEnv`).
 */
export const SERVED_EXPLORER_CHAINS: readonly BlockscoutChain[] = [...BLOCKSCOUT_CHAINS, 'bsc'];

export function dialectOf(chain: ChainKey): BlockscoutDialect {
  return chain === 'pulse' ? 'legacy' : 'current';
}

/** Blockscout v2 pages hold 50 items (`@page_size 50`, UPSTREAMS.md §1.3). */
export const V2_PAGE_SIZE = 50;

export const NOT_FOUND = { message: 'Not found' } as const;
export const INVALID_PARAMETERS = { message: 'Invalid parameter(s)' } as const;
export const TOO_MANY_REQUESTS = {
  message: 'Too many requests. Increase limits now at https://dev.blockscout.com',
} as const;

const ADDRESS_HASH = /^0x[0-9a-fA-F]{40}$/;

export function isAddressHash(value: string | undefined): value is string {
  return value !== undefined && ADDRESS_HASH.test(value);
}
