import { z } from 'zod';
import { texts } from '../../../../shared/src/texts';
import type { HttpClient } from '../../http/httpClient';
import { parseRows, rowList } from '../rows';
import {
  explorerTokenSchema,
  type ExplorerToken,
  type TokenBalances,
} from '../explorerTokens/tokenSchemas';
import { baseUnits } from '../values';
import { apiCircuit } from './apiCircuit';

const tokenBalanceSchema = z.object({ value: baseUnits, token: explorerTokenSchema.nullable() });

// The endpoint answers a bare array (UPSTREAMS.md §1.2); some deployments wrap it in {items}.
const responseSchema = z.union([
  rowList,
  z.object({ items: rowList }).transform((body) => body.items),
]);

/**
 * GET /api/v2/addresses/{address}/token-balances: every token the address holds, unpaged.
 * `?type=` is not a declared parameter there (UPSTREAMS.md §1.2), so ERC-20s are picked here.
 */
export async function getTokenBalances(
  http: HttpClient,
  input: { upstream: string; baseUrl: string; address: string },
): Promise<TokenBalances> {
  const body = await http.json(
    {
      upstream: input.upstream,
      circuit: apiCircuit(input.upstream, 'v2'),
      url: `${input.baseUrl}/api/v2/addresses/${input.address}/token-balances`,
      searchParams: { type: 'ERC-20' },
      describeStatus: texts.blockscoutV2Http,
    },
    responseSchema,
  );
  const { rows, dropped } = parseRows(body, tokenBalanceSchema);
  return {
    balances: rows.flatMap((row) =>
      isErc20(row.token) ? [{ token: row.token, balanceRaw: row.value }] : [],
    ),
    dropped,
  };
}

/** An ERC-20 row (an untyped token is taken for one); NFT rows and rows without a token are not balances. */
export function isErc20(token: ExplorerToken | null): token is ExplorerToken {
  return token !== null && (token.type === null || token.type === 'ERC-20');
}
