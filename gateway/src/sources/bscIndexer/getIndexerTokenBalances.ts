import { z } from 'zod';
import type { HttpClient } from '../../http/httpClient';
import { baseUnits, blockscoutTokenSchema } from '../blockscout/schemas';
import type { TokenBalance } from '../blockscout/getTokenBalances';

/**
 * Indexers disagree on field names (spec §7 "BSC indexer": items, result or data arrays), so each
 * row is read tolerantly: the contract under token_address, contractAddress, address or
 * token.address; the amount under balance or value.
 */
const rowSchema = z
  .object({
    token_address: z.string().optional(),
    contractAddress: z.string().optional(),
    address: z.string().optional(),
    token: z.object({ address: z.string().optional(), address_hash: z.string().optional(), symbol: z.string().nullable().optional(), name: z.string().nullable().optional(), decimals: z.union([z.string(), z.number()]).nullable().optional() }).optional(),
    balance: baseUnits.optional(),
    value: baseUnits.optional(),
    symbol: z.string().nullable().optional(),
    name: z.string().nullable().optional(),
    decimals: z.union([z.string(), z.number()]).nullable().optional(),
  })
  .transform((row) => ({
    address: row.token_address ?? row.contractAddress ?? row.address ?? row.token?.address_hash ?? row.token?.address,
    balanceRaw: row.balance ?? row.value,
    symbol: row.symbol ?? row.token?.symbol ?? null,
    name: row.name ?? row.token?.name ?? null,
    decimals: row.decimals ?? row.token?.decimals ?? null,
  }));

const responseSchema = z.union([
  z.array(rowSchema),
  z.object({ items: z.array(rowSchema) }).transform((body) => body.items),
  z.object({ result: z.array(rowSchema) }).transform((body) => body.result),
  z.object({ data: z.array(rowSchema) }).transform((body) => body.data),
]);

/** {base}/addresses/{address}/token-balances with the API key in a header (only when configured). */
export async function getIndexerTokenBalances(http: HttpClient, input: { baseUrl: string; apiKey: string | undefined; address: string }): Promise<TokenBalance[]> {
  const rows = await http.json(
    {
      upstream: 'bsc-indexer',
      url: `${input.baseUrl}/addresses/${input.address}/token-balances`,
      headers: input.apiKey === undefined ? {} : { 'x-api-key': input.apiKey },
    },
    responseSchema,
  );
  return rows.flatMap((row) => {
    if (row.address === undefined || row.balanceRaw === undefined) return [];
    const token = blockscoutTokenSchema.parse({ address: row.address, symbol: row.symbol, name: row.name, decimals: row.decimals, type: 'ERC-20' });
    return [{ token, balanceRaw: row.balanceRaw }];
  });
}
