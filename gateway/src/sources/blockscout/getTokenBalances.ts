import { z } from 'zod';
import { texts } from '../../../../shared/src/texts';
import type { HttpClient } from '../../http/httpClient';
import { baseUnits, blockscoutTokenSchema, type BlockscoutToken } from './schemas';
import { apiCircuit } from './apiCircuit';

export interface TokenBalance {
  token: BlockscoutToken;
  /** Base units as a decimal string. */
  balanceRaw: string;
}

const tokenBalanceSchema = z.object({ value: baseUnits, token: blockscoutTokenSchema.nullable() });

// The endpoint answers a bare array (UPSTREAMS.md §1.2); some deployments wrap it in {items}.
const responseSchema = z.union([z.array(tokenBalanceSchema), z.object({ items: z.array(tokenBalanceSchema) }).transform((body) => body.items)]);

/**
 * GET /api/v2/addresses/{address}/token-balances: every token the address holds, unpaged.
 * `?type=` is not a declared parameter there (UPSTREAMS.md §1.2), so ERC-20s are picked here.
 */
export async function getTokenBalances(http: HttpClient, input: { upstream: string; baseUrl: string; address: string }): Promise<TokenBalance[]> {
  const rows = await http.json(
    {
      upstream: input.upstream, circuit: apiCircuit(input.upstream, 'v2'),
      url: `${input.baseUrl}/api/v2/addresses/${input.address}/token-balances`,
      searchParams: { type: 'ERC-20' },
      describeStatus: texts.blockscoutV2Http,
    },
    responseSchema,
  );
  return rows.flatMap((row) => (row.token !== null && (row.token.type === null || row.token.type === 'ERC-20') ? [{ token: row.token, balanceRaw: row.value }] : []));
}
