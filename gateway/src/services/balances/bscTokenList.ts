import { createRequire } from 'node:module';
import { z } from 'zod';
import type { Address } from '../../../../shared/src/addresses';
import { CHAINS } from '../../../../shared/src/chains';

const tokenListSchema = z.object({
  tokens: z.array(z.object({ chainId: z.number(), address: z.string(), symbol: z.string(), name: z.string(), decimals: z.number(), logoURI: z.string().optional() })),
});

export interface ListedToken {
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
  iconUrl: string | null;
}

let cached: ListedToken[] | undefined;

/**
 * BSC has no public Blockscout and Etherscan V2's free tier excludes it (UPSTREAMS.md "Keyless
 * defaults"), so without an indexer Kinko reads balanceOf on chain for the BSC tokens of Uniswap's
 * default token list, shipped as an npm package: ~100 well-known tokens, one Multicall3 call.
 * Tokens outside that list are not seen on BSC unless an indexer is configured.
 */
export function bscTokenList(): ListedToken[] {
  cached ??= tokenListSchema
    .parse(createRequire(import.meta.url)('@uniswap/default-token-list'))
    .tokens.filter((token) => token.chainId === CHAINS.bsc.id)
    .map((token) => ({ address: token.address.toLowerCase() as Address, symbol: token.symbol, name: token.name, decimals: token.decimals, iconUrl: token.logoURI ?? null }));
  return cached;
}
