import { z } from 'zod';
import { UpstreamError } from '../../errors/errors';
import type { HttpClient } from '../../http/httpClient';
import { explorerTokenSchema } from '../explorerTokens/tokenSchemas';
import { baseUnits } from '../values';
import type { TokenBalances } from '../explorerTokens/tokenSchemas';
import { parseRows, rowList } from '../rows';

/**
 * Indexers disagree on field names (spec §7 "BSC indexer": items, result or data arrays), so each
 * row is read tolerantly: the contract under token_address, contractAddress, address or
 * token.address; the amount under balance or value. A row without either is dropped with its reason.
 */
const rowSchema = z
  .object({
    token_address: z.string().nullable().optional(),
    contractAddress: z.string().nullable().optional(),
    address: z.string().nullable().optional(),
    token: z
      .object({
        address: z.string().nullable().optional(),
        address_hash: z.string().nullable().optional(),
        symbol: z.string().nullable().optional(),
        name: z.string().nullable().optional(),
        decimals: z.union([z.string(), z.number()]).nullable().optional(),
      })
      .nullable()
      .optional(),
    balance: baseUnits.nullable().optional(),
    value: baseUnits.nullable().optional(),
    symbol: z.string().nullable().optional(),
    name: z.string().nullable().optional(),
    decimals: z.union([z.string(), z.number()]).nullable().optional(),
  })
  .transform((row, ctx) => {
    const balanceRaw = row.balance ?? row.value;
    if (balanceRaw === null || balanceRaw === undefined) {
      ctx.addIssue({ code: 'custom', message: 'no balance or value' });
      return z.NEVER;
    }
    const token = explorerTokenSchema.safeParse({
      address:
        row.token_address ??
        row.contractAddress ??
        row.address ??
        row.token?.address_hash ??
        row.token?.address,
      symbol: row.symbol ?? row.token?.symbol,
      name: row.name ?? row.token?.name,
      decimals: row.decimals ?? row.token?.decimals,
      type: 'ERC-20',
    });
    if (!token.success) {
      ctx.addIssue({
        code: 'custom',
        message: `token address: ${token.error.issues[0]?.message ?? 'invalid'}`,
      });
      return z.NEVER;
    }
    return { token: token.data, balanceRaw };
  });

const responseSchema = z.union([
  rowList,
  z.object({ items: rowList }).transform((body) => body.items),
  z.object({ result: rowList }).transform((body) => body.result),
  z.object({ data: rowList }).transform((body) => body.data),
]);

/**
 * Spec §7's four paths, tried in its order: the first that the indexer serves (not 404/405) is the
 * one it speaks. "/tokens" is read as the address's tokens, `{base}/addresses/{address}/tokens`,
 * beside the token-balances path it follows (docs/DECISIONS.md).
 */
const PATHS = [
  'addresses/{a}/token-balances',
  'addresses/{a}/tokens',
  'accounts/{a}/token-balances',
  'account/{a}/token-balances',
] as const;

/** A path the indexer does not serve: try the next shape. Any other failure is the indexer's answer. */
const NOT_SERVED = new Set([404, 405]);

/** The BSC indexer's balances with the API key in a header (only when configured). */
export async function getIndexerTokenBalances(
  http: HttpClient,
  input: { baseUrl: string; apiKey: string | undefined; address: string },
): Promise<TokenBalances> {
  let lastError: unknown;
  for (const path of PATHS) {
    try {
      const rows = await http.json(
        {
          upstream: 'bsc-indexer',
          url: `${input.baseUrl}/${path.replace('{a}', input.address)}`,
          headers: input.apiKey === undefined ? {} : { 'x-api-key': input.apiKey },
        },
        responseSchema,
      );
      const parsed = parseRows(rows, rowSchema);
      return { balances: parsed.rows, dropped: parsed.dropped };
    } catch (error) {
      if (!(
        error instanceof UpstreamError &&
        error.status !== undefined &&
        NOT_SERVED.has(error.status)
      ))
        throw error;
      lastError = error;
    }
  }
  throw lastError;
}
