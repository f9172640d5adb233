import { z } from 'zod';
import { texts } from '../../../../shared/src/texts';
import type { HttpClient } from '../../http/httpClient';
import { baseUnits, blockscoutTokenSchema } from './schemas';
import type { TokenBalance } from './getTokenBalances';
import { apiCircuit } from './apiCircuit';

/** Spec §9: at most 25 pages. */
export const MAX_TOKEN_PAGES = 25;

const pageSchema = z.object({
  items: z.array(z.object({ value: baseUnits.nullable(), token: blockscoutTokenSchema.nullable() })),
  next_page_params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable().optional(),
});

export interface AddressTokens {
  balances: TokenBalance[];
  /** True when paging stopped early (page limit, or the explorer repeated its paging keys). */
  truncated: boolean;
}

/**
 * GET /api/v2/addresses/{address}/tokens?type=ERC-20, followed through next_page_params.
 * Blockscout drops `type` from next_page_params, so it is re-sent with every page; the other keys
 * are echoed verbatim, which also keeps working with v12's changed keys (UPSTREAMS.md §1.3).
 */
export async function getAddressTokens(http: HttpClient, input: { upstream: string; baseUrl: string; address: string }): Promise<AddressTokens> {
  const balances: TokenBalance[] = [];
  const tokens = new Set<string>();
  const seen = new Set<string>();
  let params: Record<string, string | number> = {};
  for (let page = 0; page < MAX_TOKEN_PAGES; page++) {
    const body = await http.json(
      {
        upstream: input.upstream, circuit: apiCircuit(input.upstream, 'v2'),
        url: `${input.baseUrl}/api/v2/addresses/${input.address}/tokens`,
        searchParams: { ...params, type: 'ERC-20' },
        describeStatus: texts.blockscoutV2Http,
      },
      pageSchema,
    );
    // ERC-20s only, so one row per token: a row whose token was already read is the same balance
    // again (a repeated page, or a row that moved between pages as balances changed) and would
    // double the holding if kept.
    let newRows = 0;
    for (const item of body.items) {
      if (item.token === null || item.value === null || tokens.has(item.token.address)) continue;
      tokens.add(item.token.address);
      balances.push({ token: item.token, balanceRaw: item.value });
      newRows++;
    }
    const next = body.next_page_params;
    if (next === null || next === undefined) return { balances, truncated: false };
    const key = JSON.stringify(next);
    // An explorer that hands back paging keys it already gave, or pages with nothing new (the same
    // page again under a growing items_count), would page forever.
    if (seen.has(key) || newRows === 0) return { balances, truncated: true };
    seen.add(key);
    params = Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string | number] => entry[1] !== null));
  }
  return { balances, truncated: true };
}
