import { z } from 'zod';
import { texts } from '../../../../shared/src/texts';
import { UpstreamError } from '../../errors/errors';
import type { HttpClient } from '../../http/httpClient';
import { baseUnits, blockscoutTokenSchema } from './schemas';
import type { TokenBalance } from './getTokenBalances';
import { apiCircuit } from './apiCircuit';

const entrySchema = z.object({
  balance: baseUnits,
  contractAddress: z.string(),
  decimals: z.union([z.string(), z.number()]).nullable().optional(),
  name: z.string().nullable().optional(),
  symbol: z.string().nullable().optional(),
  type: z.string().nullable().optional(),
});

const envelopeSchema = z.object({
  status: z.string(),
  message: z.string(),
  result: z.union([z.array(entrySchema), z.string(), z.null()]),
});

/**
 * The classic Etherscan-style call ?module=account&action=tokenlist (UPSTREAMS.md §2.1): unpaged,
 * balances > 0 only. "No tokens found" arrives as status "0" with an empty result and means an
 * empty wallet, not a failure.
 */
export async function getTokenList(http: HttpClient, input: { upstream: string; baseUrl: string; address: string; apiKey?: string }): Promise<TokenBalance[]> {
  const body = await http.json(
    {
      upstream: input.upstream, circuit: apiCircuit(input.upstream, 'classic'),
      url: `${input.baseUrl}/api`,
      searchParams: { module: 'account', action: 'tokenlist', address: input.address, apikey: input.apiKey },
      describeStatus: texts.blockscoutCompatHttp,
    },
    envelopeSchema,
  );
  if (body.status !== '1') {
    if (Array.isArray(body.result) && body.result.length === 0) return [];
    throw new UpstreamError(`${input.upstream} tokenlist: ${body.message}`, input.upstream);
  }
  const entries = Array.isArray(body.result) ? body.result : [];
  return entries.flatMap((entry) => {
    if (entry.type != null && entry.type !== 'ERC-20') return [];
    const token = blockscoutTokenSchema.parse({ address: entry.contractAddress, symbol: entry.symbol, name: entry.name, decimals: entry.decimals, type: entry.type ?? 'ERC-20' });
    return [{ token, balanceRaw: entry.balance }];
  });
}
