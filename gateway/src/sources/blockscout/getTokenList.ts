import { z } from 'zod';
import { texts } from '../../../../shared/src/texts';
import type { HttpClient } from '../../http/httpClient';
import { classicFailure } from '../classicFailure';
import { parseRows, rowList } from '../rows';
import { explorerTokenSchema } from '../explorerTokens/tokenSchemas';
import { baseUnits } from '../values';
import type { TokenBalance, TokenBalances } from '../explorerTokens/tokenSchemas';
import { apiCircuit } from './apiCircuit';

/** One tokenlist entry, folded into Blockscout's token shape; non-ERC-20 entries (NFTs) become null. */
const entrySchema = z
  .object({
    balance: baseUnits,
    contractAddress: z.string(),
    decimals: z.union([z.string(), z.number()]).nullable().optional(),
    name: z.string().nullable().optional(),
    symbol: z.string().nullable().optional(),
    type: z.string().nullable().optional(),
  })
  .transform((row, ctx): TokenBalance | null => {
    if (row.type != null && row.type !== 'ERC-20') return null;
    const token = explorerTokenSchema.safeParse({
      address: row.contractAddress,
      symbol: row.symbol,
      name: row.name,
      decimals: row.decimals,
      type: row.type ?? 'ERC-20',
    });
    if (!token.success) {
      ctx.addIssue({
        code: 'custom',
        message: `contractAddress: ${token.error.issues[0]?.message ?? 'invalid'}`,
      });
      return z.NEVER;
    }
    return { token: token.data, balanceRaw: row.balance };
  });

const envelopeSchema = z.object({
  status: z.string(),
  message: z.string(),
  result: z.union([rowList, z.string(), z.null()]),
});

/**
 * The classic Etherscan-style call ?module=account&action=tokenlist (UPSTREAMS.md §2.1): unpaged,
 * balances > 0 only. "No tokens found" arrives as status "0" with an empty result and means an
 * empty wallet, not a failure.
 */
export async function getTokenList(
  http: HttpClient,
  input: { upstream: string; baseUrl: string; address: string; apiKey?: string },
): Promise<TokenBalances> {
  const body = await http.json(
    {
      upstream: input.upstream,
      circuit: apiCircuit(input.upstream, 'classic'),
      url: `${input.baseUrl}/api`,
      searchParams: {
        module: 'account',
        action: 'tokenlist',
        address: input.address,
        apikey: input.apiKey,
      },
      describeStatus: texts.blockscoutCompatHttp,
    },
    envelopeSchema,
  );
  if (body.status !== '1') {
    if (Array.isArray(body.result) && body.result.length === 0)
      return { balances: [], dropped: [] };
    throw classicFailure(body, input.upstream, 'tokenlist');
  }
  const { rows, dropped } = parseRows(Array.isArray(body.result) ? body.result : [], entrySchema);
  return { balances: rows.filter((row): row is TokenBalance => row !== null), dropped };
}
