import { createRequire } from 'node:module';
import { z } from 'zod';
import type { Address } from '../../../../shared/src/addresses';
import { CHAINS } from '../../../../shared/src/chains';
import { imageUrlOrNull } from '../../util/imageUrl';
import { PANCAKESWAP_BSC_TOKENS } from './pancakeswapBscTokens.generated';

const entrySchema = z.object({
  chainId: z.number(),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int().min(0).max(255),
  logoURI: z.string().optional(),
});

const tokenListSchema = z.object({ tokens: z.array(z.unknown()) });

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
 * defaults"), so without an indexer or explorer Kinko reads balanceOf on chain for a list of
 * well-known BSC tokens, in one Multicall3 call: Uniswap's default token list
 * (@uniswap/default-token-list, ~100 BSC tokens) merged with PancakeSwap's BSC tokens
 * (@pancakeswap/tokens, ~440, snapshot in pancakeswapBscTokens.generated.ts) — PancakeSwap's
 * brings CAKE and BTCB, which BSC holders hold most after the stablecoins. Chain 56 only, one
 * entry per address (Uniswap's first). A token on neither list is not seen (README "BNB Smart Chain").
 */
export function bscTokenList(): ListedToken[] {
  if (cached !== undefined) return cached;
  const uniswap = tokenListSchema.parse(
    createRequire(import.meta.url)('@uniswap/default-token-list'),
  ).tokens;
  const byAddress = new Map<Address, ListedToken>();
  for (const row of [...uniswap, ...PANCAKESWAP_BSC_TOKENS]) {
    // A malformed entry costs that entry, not the list.
    const entry = entrySchema.safeParse(row);
    if (!entry.success || entry.data.chainId !== CHAINS.bsc.id) continue;
    const token = listed(entry.data);
    if (!byAddress.has(token.address)) byAddress.set(token.address, token);
  }
  cached = [...byAddress.values()];
  return cached;
}

function listed(entry: z.output<typeof entrySchema>): ListedToken {
  return {
    address: entry.address.toLowerCase() as Address,
    symbol: entry.symbol,
    name: entry.name,
    decimals: entry.decimals,
    iconUrl: imageUrlOrNull(entry.logoURI),
  };
}
